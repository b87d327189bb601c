'use client'
import styles from './Landing.module.scss'

/** The anniversary banner of the promo page: a click scrolls to the plans. */
export function AnniversaryBanner({
  title,
  text,
  cta,
}: {
  title: string
  text: string
  cta: string
}) {
  const scroll = () =>
    document.getElementById('planos')?.scrollIntoView({
      behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
    })
  return (
    <button
      type="button"
      className={styles.banner}
      onClick={scroll}
      data-testid="anniversary-banner"
    >
      <strong>{title}</strong>
      <span>{text}</span>
      <em>{cta}</em>
    </button>
  )
}
