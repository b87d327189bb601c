'use client'
// A runtime error in a root layout: this replaces the whole document, so it brings its own <html>,
// styles and strings (no providers are above it).
import { useEffect } from 'react'
import { common } from '@/i18n/messages/common.ts'
import './(frontend)/globals.scss'

export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => console.error(error), [error])
  return (
    <html lang="pt-BR">
      <body>
        <title>{common['error.title']}</title>
        <main className="status-page">
          <h1 className="status-title">{common['error.title']}</h1>
          <p>{common['error.text']}</p>
          <div className="status-actions">
            <button type="button" className="status-primary" onClick={() => retry()}>
              {common['error.retry']}
            </button>
            {/* A full page load: the client router may be what failed. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/" className="status-secondary">
              {common['notFound.home']}
            </a>
          </div>
        </main>
      </body>
    </html>
  )
}
