'use client'
// Shown only in draft mode (staff previewing drafts): says so, leads back to the published page, and
// reloads the page whenever the admin panel saves (Payload live preview, server-rendered pages).
import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'
import { EXIT_PREVIEW_ROUTE } from '@/lib/previewPaths.ts'
import { useBrowserValue } from '@/components/ui/useBrowserValue.ts'
import styles from './PreviewBar.module.scss'

export function PreviewBar({ text, exitLabel }: { text: string; exitLabel: string }) {
  const router = useRouter()
  // The admin panel is on this same origin: its messages are the only ones heeded.
  const origin = useBrowserValue(() => window.location.origin, '')
  const here = useBrowserValue(() => window.location.pathname + window.location.search, '/')
  return (
    <div className={styles.bar} role="status">
      <span>{text}</span>
      <a href={`${EXIT_PREVIEW_ROUTE}?path=${encodeURIComponent(here)}`}>{exitLabel}</a>
      {origin ? <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={origin} /> : null}
    </div>
  )
}
