'use client'
// Toast notifications: one provider at the root, `useToast()` anywhere below it.
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react'
import styles from './Toaster.module.scss'

export type ToastInput = {
  title: string
  description?: string
  variant?: 'default' | 'success' | 'destructive'
  durationMs?: number
  action?: { label: string; onClick: () => void }
}
type Toast = ToastInput & { id: number }

const ToastContext = createContext<((t: ToastInput) => void) | null>(null)

export function useToast(): (t: ToastInput) => void {
  const ctx = useContext(ToastContext)
  if (!ctx) throw new Error('useToast must be used inside <Toaster>')
  return ctx
}

export function Toaster({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([])
  const nextId = useRef(1)

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), [])
  const show = useCallback(
    (input: ToastInput) => {
      const id = nextId.current++
      setToasts((list) => [...list.slice(-3), { ...input, id }])
      window.setTimeout(() => dismiss(id), input.durationMs ?? 5000)
    },
    [dismiss],
  )
  const value = useMemo(() => show, [show])

  return (
    <ToastContext.Provider value={value}>
      {children}
      <section className={styles.region} aria-label="Notificações">
        <ol className={styles.list}>
          {toasts.map((t) => (
            <li
              key={t.id}
              className={`${styles.toast} ${styles[t.variant ?? 'default']}`}
              role={t.variant === 'destructive' ? 'alert' : 'status'}
              aria-live={t.variant === 'destructive' ? 'assertive' : 'polite'}
              data-testid="toast"
            >
              <div className={styles.body}>
                <p className={styles.title}>{t.title}</p>
                {t.description ? <p className={styles.description}>{t.description}</p> : null}
                {t.action ? (
                  <button type="button" className={styles.action} onClick={() => (t.action?.onClick(), dismiss(t.id))}>
                    {t.action.label}
                  </button>
                ) : null}
              </div>
              <button type="button" className={styles.close} aria-label="Fechar notificação" onClick={() => dismiss(t.id)}>
                ×
              </button>
            </li>
          ))}
        </ol>
      </section>
    </ToastContext.Provider>
  )
}
