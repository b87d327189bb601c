'use client'
// A runtime error in a page or the site layout: Portuguese in place of Next's English default,
// inside the root layout, with a retry that fetches the segment again. The root layout has no
// react-intl provider, so the strings come from the catalogue directly.
import { useEffect } from 'react'
import { common } from '@/i18n/messages/common.ts'

export default function PageError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => console.error(error), [error])
  return (
    <main id="conteudo" className="status-page">
      <h1 className="status-title">{common['error.title']}</h1>
      <p>{common['error.text']}</p>
      <div className="status-actions">
        <button type="button" className="status-primary" onClick={() => retry()}>
          {common['error.retry']}
        </button>
        <a href="/" className="status-secondary">
          {common['notFound.home']}
        </a>
      </div>
    </main>
  )
}
