'use client'
// Toast notifications: one provider at the root, `useToast()` anywhere below it.
// One live region that exists before any toast (screen readers announce additions to it), timers
// that pause while the pointer is over the toasts, focus is inside them or the tab is hidden, and
// Alt+T to move focus to the newest toast so its action is reachable from the keyboard.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react'
import styles from './Toaster.module.scss'

export type ToastInput = {
  title: string
  description?: string
  variant?: 'default' | 'success' | 'destructive'
  durationMs?: number
  action?: { label: string; onClick: () => void }
}
type Toast = ToastInput & { id: number }

const DEFAULT_MS = 5000
const MAX_SHOWN = 4

const ToastContext = createContext<((t: ToastInput) => void) | null>(null)

export function useToast(): (t: ToastInput) => void {
  const ctx = useContext(ToastContext)
  if (!ctx) throw new Error('useToast must be used inside <Toaster>')
  return ctx
}

const subscribeVisibility = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange)
  return () => document.removeEventListener('visibilitychange', onChange)
}

export function Toaster({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([])
  const nextId = useRef(1)
  // Time each toast has left; running down only while no timer is paused.
  const remaining = useRef(new Map<number, number>())
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const hidden = useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState === 'hidden',
    () => false,
  )
  // A removed toast fires no pointerleave or blur: with none left, nothing is hovered or focused.
  if (toasts.length === 0 && (hovered || focused)) {
    setHovered(false)
    setFocused(false)
  }
  const paused = hovered || focused || hidden
  const list = useRef<HTMLOListElement>(null)

  // Where Alt+T took the keyboard from: a toast closed while focused gives the focus back there,
  // not to the top of the page.
  const returnFocus = useRef<HTMLElement | null>(null)
  const dismiss = useCallback((id: number) => {
    const hadFocus = list.current?.contains(document.activeElement) ?? false
    remaining.current.delete(id)
    setToasts((shown) => shown.filter((t) => t.id !== id))
    if (!hadFocus) return
    const back = returnFocus.current
    returnFocus.current = null
    window.setTimeout(() => {
      if (back?.isConnected) back.focus()
    })
  }, [])

  const show = useCallback((input: ToastInput) => {
    const id = nextId.current++
    remaining.current.set(id, input.durationMs ?? DEFAULT_MS)
    setToasts((shown) => {
      const kept = shown.slice(-(MAX_SHOWN - 1))
      for (const t of shown) if (!kept.includes(t)) remaining.current.delete(t.id)
      return [...kept, { ...input, id }]
    })
  }, [])

  useEffect(() => {
    if (paused) return
    const left = remaining.current
    const started = Date.now()
    const timers = toasts.map((t) => window.setTimeout(() => dismiss(t.id), left.get(t.id) ?? 0))
    return () => {
      timers.forEach((timer) => window.clearTimeout(timer))
      const elapsed = Date.now() - started
      for (const t of toasts) {
        const ms = left.get(t.id)
        if (ms !== undefined) left.set(t.id, Math.max(0, ms - elapsed))
      }
    }
  }, [toasts, paused, dismiss])

  // Alt+T from anywhere: focus the newest toast (its buttons follow in tab order).
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (!e.altKey || e.code !== 'KeyT') return
      const newest = list.current?.lastElementChild as HTMLElement | null | undefined
      if (!newest) return
      e.preventDefault()
      const from = document.activeElement
      if (from instanceof HTMLElement && !list.current?.contains(from)) returnFocus.current = from
      newest.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])

  const onBlur = (e: FocusEvent) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false)
  }
  const onKeyDown = (e: KeyboardEvent, id: number) => {
    if (e.key === 'Escape') dismiss(id)
  }

  return (
    <ToastContext.Provider value={show}>
      {children}
      <section className={styles.region} aria-label="Notificações (Alt+T)">
        <ol
          ref={list}
          className={styles.list}
          aria-live="polite"
          aria-relevant="additions text"
          onPointerEnter={() => setHovered(true)}
          onPointerLeave={() => setHovered(false)}
          onFocus={() => setFocused(true)}
          onBlur={onBlur}
        >
          {toasts.map((t) => (
            // The toast itself takes focus (Alt+T) so a screen reader reads it before its buttons.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
            <li
              key={t.id}
              className={`${styles.toast} ${styles[t.variant ?? 'default']}`}
              tabIndex={-1}
              onKeyDown={(e) => onKeyDown(e, t.id)}
              data-testid="toast"
            >
              <div className={styles.body}>
                <p className={styles.title}>{t.title}</p>
                {t.description ? <p className={styles.description}>{t.description}</p> : null}
                {t.action ? (
                  <button
                    type="button"
                    className={styles.action}
                    onClick={() => {
                      t.action?.onClick()
                      dismiss(t.id)
                    }}
                  >
                    {t.action.label}
                  </button>
                ) : null}
              </div>
              <button
                type="button"
                className={styles.close}
                aria-label="Fechar notificação"
                onClick={() => dismiss(t.id)}
              >
                ×
              </button>
            </li>
          ))}
        </ol>
      </section>
    </ToastContext.Provider>
  )
}
