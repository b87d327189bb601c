import { getImageProps } from 'next/image'
import { t } from '@/i18n/server.ts'
import { asMedia, focalPosition, mediaUrl } from '@/lib/mediaUrl.ts'
import { socialLabel } from '@/lib/socialPlatforms.ts'
import { getBioLinks, getGlobal } from '@/server/cms.ts'
import { SocialIcon } from './SocialIcon.tsx'
import styles from './Bio.module.scss'

export async function BioPage() {
  const [bio, links] = await Promise.all([getGlobal('bio-page'), getBioLinks()])
  const logo = asMedia(bio.logo)
  const logoSrc = mediaUrl(logo, 'logo')
  return (
    <main id="conteudo" className={styles.page}>
      <div className={styles.card}>
        {logo && logoSrc ? (
          // getImageProps: the same optimised srcset as <Image>, without next/image's client code.
          // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- props from getImageProps, alt included
          <img
            {...getImageProps({
              src: logoSrc,
              alt: logo.alt,
              width: 96,
              height: 96,
              sizes: '96px',
              className: styles.logo,
              // The circle is cut by CSS: around the focal point marked in the admin.
              style: { objectPosition: focalPosition(logo) },
              priority: true,
            }).props}
          />
        ) : (
          <span className={styles.mark} aria-hidden="true">
            {bio.title.slice(0, 1)}
          </span>
        )}
        <h1 className={styles.title}>{bio.title}</h1>
        {bio.description ? <p className={styles.description}>{bio.description}</p> : null}
        <nav aria-label={t('bio.links')}>
          <ul className={styles.links}>
            {links.map((l) => (
              <li key={l.id}>
                {l.url.startsWith('/') ? (
                  <a
                    href={l.url}
                    className={`${styles.link} ${l.highlight ? styles.highlight : ''}`}
                  >
                    {l.label}
                  </a>
                ) : (
                  <a
                    href={l.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={`${styles.link} ${l.highlight ? styles.highlight : ''}`}
                  >
                    {l.label}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <ul className={styles.socials} aria-label={t('bio.socials')}>
          {(bio.socials ?? []).map((s) => (
            <li key={s.id ?? s.platform}>
              <a
                href={s.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={socialLabel(s.platform)}
              >
                <SocialIcon platform={s.platform} />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </main>
  )
}
