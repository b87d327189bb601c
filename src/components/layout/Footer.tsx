import { t, tTemplate } from '@/i18n/server.ts'
import { getGlobal, getLegalPage } from '@/server/cms.ts'
import { CurrentYear } from './CurrentYear.tsx'
import styles from './Footer.module.scss'

export async function Footer() {
  // The legal pages' links read as the pages' own titles, which the admin edits (the messages are
  // only the fallback while a page has no title).
  const [site, terms, privacy, about] = await Promise.all([
    getGlobal('site-settings'),
    getLegalPage('termos'),
    getLegalPage('privacidade'),
    getLegalPage('sobre'),
  ])
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <p className={styles.name}>{site.brandName}</p>
          {site.footerTagline ? <p>{site.footerTagline}</p> : null}
        </div>
        <nav aria-label={t('footer.pages')}>
          <h2 className={styles.title}>{t('footer.pages')}</h2>
          <ul>
            <li>
              <a href="/">{t('header.home')}</a>
            </li>
            <li>
              <a href="/#solucoes">{t('header.solutions')}</a>
            </li>
            <li>
              <a href="/planos">{t('header.plans')}</a>
            </li>
            <li>
              <a href="/sobre">{about?.title || t('footer.about')}</a>
            </li>
            <li>
              <a href={site.helpCenterUrl} target="_blank" rel="noopener noreferrer">
                {t('header.help')}
              </a>
            </li>
          </ul>
        </nav>
        <nav aria-label={t('footer.legal')}>
          <h2 className={styles.title}>{t('footer.legal')}</h2>
          <ul>
            <li>
              <a href="/termos">{terms?.title || t('footer.terms')}</a>
            </li>
            <li>
              <a href="/politicas-de-privacidade">{privacy?.title || t('footer.privacy')}</a>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className={styles.title}>{t('footer.contact')}</h2>
          <ul>
            {(site.contacts ?? []).map((c) => (
              <li key={c.id ?? c.value}>
                {!c.url ? (
                  `${c.label}: ${c.value}`
                ) : c.kind === 'email' || c.kind === 'phone' ? (
                  // mailto: and tel: hand over to the mail or phone app: no new tab.
                  <a href={c.url}>
                    {c.label}: {c.value}
                  </a>
                ) : (
                  <a href={c.url} target="_blank" rel="noopener noreferrer">
                    {c.label}: {c.value}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className={styles.bottom}>
        {site.companyRegistration ? <p>{site.companyRegistration}</p> : null}
        <p>
          <CurrentYear
            copyright={tTemplate('footer.copyright', 'year', { brand: site.brandName })}
            renderedYear={new Date().getFullYear()}
          />
        </p>
      </div>
    </footer>
  )
}
