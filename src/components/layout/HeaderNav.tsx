'use client'
import { usePathname, useRouter } from 'next/navigation'
import { useEffect, useId, useRef, useState } from 'react'
import { removeStorage } from '@/client/storage.ts'
import { STORAGE_KEYS } from '@/lib/storageKeys.ts'
import { useAuth } from '@/components/auth/AuthProvider.tsx'
import styles from './Header.module.scss'

export type HeaderLabels = Record<
  'solutions' | 'plans' | 'help' | 'login' | 'account' | 'app' | 'menu' | 'closeMenu' | 'nav',
  string
>

export function HeaderNav({
  helpCenterUrl,
  appUrl,
  labels,
}: {
  helpCenterUrl: string
  appUrl: string
  labels: HeaderLabels
}) {
  const router = useRouter()
  const pathname = usePathname()
  const { user } = useAuth()
  // The route the menu was opened on: navigating anywhere closes it.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname
  const menuId = useId()
  const toggle = useRef<HTMLButtonElement>(null)

  // A link followed closes the menu, also one to a section of this page ("/#solucoes" on "/"),
  // which changes no route: otherwise the open menu covers the section it scrolled to.
  const close = () => setOpenOn(null)

  // Escape closes the open menu and gives focus back to its button.
  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return
      setOpenOn(null)
      toggle.current?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])

  const login = () => {
    // Spec: 'Login' clears the chosen plan, then goes to /login.
    removeStorage(STORAGE_KEYS.selectedPlan)
    router.push('/login')
  }

  return (
    <>
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={open ? labels.closeMenu : labels.menu}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        <span className={styles.bars} aria-hidden="true" />
      </button>
      <nav
        id={menuId}
        className={`${styles.nav} ${open ? styles.open : ''}`}
        aria-label={labels.nav}
      >
        <ul className={styles.links}>
          <li>
            <a href="/#solucoes" onClick={close}>
              {labels.solutions}
            </a>
          </li>
          <li>
            <a href="/planos" onClick={close}>
              {labels.plans}
            </a>
          </li>
          <li>
            <a href={helpCenterUrl} onClick={close} target="_blank" rel="noopener noreferrer">
              {labels.help}
            </a>
          </li>
        </ul>
        <div className={styles.actions}>
          {user ? (
            <a href="/area-usuario" onClick={close} className={styles.secondary}>
              {labels.account}
            </a>
          ) : (
            <button type="button" className={styles.secondary} onClick={login}>
              {labels.login}
            </button>
          )}
          <a href={appUrl} onClick={close} className={styles.primary}>
            {labels.app}
          </a>
        </div>
      </nav>
    </>
  )
}
