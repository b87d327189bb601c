import { getImageProps } from 'next/image'
import { t } from '@/i18n/server.ts'
import { asMedia, mediaUrl } from '@/lib/mediaUrl.ts'
import { getGlobal } from '@/server/cms.ts'
import { HeaderNav } from './HeaderNav.tsx'
import styles from './Header.module.scss'

export async function Header() {
  const site = await getGlobal('site-settings')
  const logo = asMedia(site.logo)
  // An uploaded logo (a wordmark) replaces the default mark and the name; 40 px high.
  const height = 40
  const width = logo?.width && logo.height ? Math.round((logo.width / logo.height) * height) : 160
  const src = mediaUrl(logo, 'logo') ?? ''
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <a href="/" className={styles.logo} aria-label={`${site.brandName} — página inicial`}>
          {logo ? (
            // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- props from getImageProps, alt included
            <img
              {...getImageProps({
                src,
                alt: '',
                width,
                height,
                sizes: `${width}px`,
                priority: true,
                className: styles.logoImage,
              }).props}
            />
          ) : (
            <>
              {/* eslint-disable-next-line @next/next/no-img-element -- a fixed 32 px SVG from public/: nothing to optimise */}
              <img src="/logo.svg" alt="" width={32} height={32} className={styles.mark} />
              {site.brandName}
            </>
          )}
        </a>
        <HeaderNav
          helpCenterUrl={site.helpCenterUrl}
          appUrl={site.appUrl}
          labels={{
            solutions: t('header.solutions'),
            plans: t('header.plans'),
            help: t('header.help'),
            login: t('header.login'),
            account: t('header.account'),
            app: t('header.app'),
            menu: t('header.menu'),
            closeMenu: t('header.closeMenu'),
            nav: t('header.nav'),
          }}
        />
      </div>
    </header>
  )
}
