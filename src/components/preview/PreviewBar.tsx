'use client'
// Shown only in draft mode (staff previewing drafts): says so, leads back to the published page, and
// reloads the page whenever the admin panel saves (Payload live preview, server-rendered pages).
// It also shows the site as of another moment (a promo that starts on Friday, previewed today): the
// preview route keeps that moment for the pages that follow (src/server/preview.ts, previewTime).
import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'
import type { FormEvent } from 'react'
import { fill, type Template } from '@/i18n/template.ts'
import { EXIT_PREVIEW_ROUTE, previewUrl } from '@/lib/previewPaths.ts'
import { useBrowserValue } from '@/components/ui/useBrowserValue.ts'
import styles from './PreviewBar.module.scss'

export type PreviewBarMessages = {
  banner: string
  exit: string
  at: Template
  atLabel: string
  atSubmit: string
  atNow: string
}

// As the marketing team in Brazil reads a moment on the server; the browser uses its own zone.
const formatMoment = (iso: string, timeZone?: string) =>
  new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone }).format(
    new Date(iso),
  )

/** A moment as a datetime-local value, on this browser's clock. */
function localInputValue(iso: string): string {
  const d = new Date(iso)
  const p = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`
}

export function PreviewBar({ messages, at }: { messages: PreviewBarMessages; at: string | null }) {
  const router = useRouter()
  // The admin panel is on this same origin: its messages are the only ones heeded.
  const origin = useBrowserValue(() => window.location.origin, '')
  const here = useBrowserValue(() => window.location.pathname + window.location.search, '/')
  const moment = useBrowserValue(
    () => (at ? formatMoment(at) : null),
    at ? formatMoment(at, 'America/Sao_Paulo') : null,
  )
  const inputValue = useBrowserValue(() => (at ? localInputValue(at) : ''), '')

  const showAt = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // datetime-local: the moment on this browser's clock, sent as an absolute time.
    const value = new FormData(event.currentTarget).get('moment')
    const when = typeof value === 'string' && value ? new Date(value) : null
    if (!when || Number.isNaN(when.getTime())) return
    window.location.assign(previewUrl('', here, when.toISOString()) ?? here)
  }

  return (
    <div className={styles.bar}>
      <p role="status">
        {messages.banner}
        {moment ? ` ${fill(messages.at, moment)}` : null}
      </p>
      <form className={styles.at} onSubmit={showAt}>
        <label>
          {messages.atLabel}{' '}
          <input
            type="datetime-local"
            name="moment"
            required
            defaultValue={inputValue}
            key={inputValue}
          />
        </label>
        <button type="submit">{messages.atSubmit}</button>
      </form>
      {at ? <a href={previewUrl('', here) ?? '/'}>{messages.atNow}</a> : null}
      <a href={`${EXIT_PREVIEW_ROUTE}?path=${encodeURIComponent(here)}`}>{messages.exit}</a>
      {origin ? <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={origin} /> : null}
    </div>
  )
}
