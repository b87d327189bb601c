'use client'
// A runtime error in a page or the site layout: Portuguese in place of Next's English default,
// inside the root layout (its providers still work), with a retry that fetches the segment again.
import Link from 'next/link'
import { useEffect } from 'react'
import { useIntl } from 'react-intl'
import styles from './not-found.module.scss'

export default function PageError({ error, retry }: { error: unknown; retry: () => void }) {
  const intl = useIntl()
  useEffect(() => console.error(error), [error])
  return (
    <main id="conteudo" className={styles.page}>
      <h1 className={styles.title}>{intl.formatMessage({ id: 'error.title' })}</h1>
      <p>{intl.formatMessage({ id: 'error.text' })}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.home} onClick={() => retry()}>{intl.formatMessage({ id: 'error.retry' })}</button>
        <Link href="/" className={styles.secondary}>{intl.formatMessage({ id: 'notFound.home' })}</Link>
      </div>
    </main>
  )
}
