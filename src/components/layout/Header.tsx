import Link from 'next/link'
import { t } from '../../i18n/server.ts'
import { getGlobal } from '../../server/cms.ts'
import { HeaderNav } from './HeaderNav.tsx'
import styles from './Header.module.scss'

export async function Header() {
  const site = await getGlobal('site-settings')
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link href="/" className={styles.logo} aria-label={`${site.brandName} — página inicial`}>
          <span className={styles.mark} aria-hidden="true">B</span>
          {site.brandName}
        </Link>
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
