'use client'
// Shown only in draft mode (staff previewing drafts): says so, leads back to the published page, and
// reloads the page whenever the admin panel saves (Payload live preview, server-rendered pages).
// It also shows the site as of another moment (a promo that starts on Friday, previewed today): the
// preview route keeps that moment for the pages that follow (src/server/preview.ts, previewTime).
import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import type { FormEvent } from 'react'
import { fill, type Template } from '@/i18n/template.ts'
import {
  EXIT_PREVIEW_ROUTE,
  previewAtInputBounds,
  previewUrl,
  toDatetimeLocal,
} from '@/lib/previewPaths.ts'
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

// The marketing team's zone on the server; the browser's own once it runs, named so that a moment
// read abroad is not mistaken for Brasília's.
const formatMoment = (iso: string, timeZone?: string) =>
  new Intl.DateTimeFormat('pt-BR', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(iso)) +
  ` (${
    new Intl.DateTimeFormat('pt-BR', { timeZone, timeZoneName: 'short' })
      .formatToParts(new Date(iso))
      .find((p) => p.type === 'timeZoneName')?.value ?? ''
  })`

export function PreviewBar({ messages, at }: { messages: PreviewBarMessages; at: string | null }) {
  const router = useRouter()
  // The page the bar is on, as the server rendered it and after any navigation within the site.
  const pathname = usePathname()
  const query = useSearchParams().toString()
  const here = query ? `${pathname}?${query}` : pathname
  // The admin panel is on this same origin: its messages are the only ones heeded.
  const origin = useBrowserValue(() => window.location.origin, '')
  const moment = useBrowserValue(
    () => (at ? formatMoment(at) : null),
    at ? formatMoment(at, 'America/Sao_Paulo') : null,
  )
  // The form reads this browser's clock and zone, so it is shown once the bar runs there: a form
  // submitted before that would reload the page with its field in the address instead.
  const inputValue = useBrowserValue(() => (at ? toDatetimeLocal(new Date(at)) : ''), '')
  const min = useBrowserValue(() => previewAtInputBounds(new Date()).min, '')
  const max = useBrowserValue(() => previewAtInputBounds(new Date()).max, '')

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
      {min ? (
        <form className={styles.at} onSubmit={showAt}>
          <label>
            {messages.atLabel}{' '}
            <input
              type="datetime-local"
              name="moment"
              required
              min={min}
              max={max}
              defaultValue={inputValue}
              key={inputValue}
            />
          </label>
          <button type="submit">{messages.atSubmit}</button>
        </form>
      ) : null}
      {at ? <a href={previewUrl('', here) ?? '/'}>{messages.atNow}</a> : null}
      <a href={`${EXIT_PREVIEW_ROUTE}?path=${encodeURIComponent(here)}`}>{messages.exit}</a>
      {origin ? <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={origin} /> : null}
    </div>
  )
}
