'use client'
import Link from 'next/link'
import { usePathname, useRouter } from 'next/navigation'
import { useId, useState } from 'react'
import { useIntl } from 'react-intl'
import { removeStorage } from '../../client/storage.ts'
import { STORAGE_KEYS } from '../../lib/storageKeys.ts'
import { useAuth } from '../auth/AuthProvider.tsx'
import styles from './Header.module.scss'

export function HeaderNav({ helpCenterUrl, appUrl }: { helpCenterUrl: string; appUrl: string }) {
  const intl = useIntl()
  const router = useRouter()
  const pathname = usePathname()
  const { user } = useAuth()
  // The route the menu was opened on: navigating anywhere closes it.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname
  const menuId = useId()

  const login = () => {
    // Spec: 'Login' clears the chosen plan, then goes to /login.
    removeStorage(STORAGE_KEYS.selectedPlan)
    router.push('/login')
  }

  return (
    <>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={intl.formatMessage({ id: open ? 'header.closeMenu' : 'header.menu' })}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        <span className={styles.bars} aria-hidden="true" />
      </button>
      <nav id={menuId} className={`${styles.nav} ${open ? styles.open : ''}`} aria-label={intl.formatMessage({ id: 'header.nav' })}>
        <ul className={styles.links}>
          <li><Link href="/#solucoes">{intl.formatMessage({ id: 'header.solutions' })}</Link></li>
          <li><Link href="/planos">{intl.formatMessage({ id: 'header.plans' })}</Link></li>
          <li><a href={helpCenterUrl} target="_blank" rel="noopener noreferrer">{intl.formatMessage({ id: 'header.help' })}</a></li>
        </ul>
        <div className={styles.actions}>
          {user ? (
            <Link href="/area-usuario" className={styles.secondary}>{intl.formatMessage({ id: 'header.account' })}</Link>
          ) : (
            <button type="button" className={styles.secondary} onClick={login}>{intl.formatMessage({ id: 'header.login' })}</button>
          )}
          <a href={appUrl} className={styles.primary}>{intl.formatMessage({ id: 'header.app' })}</a>
        </div>
      </nav>
    </>
  )
}
