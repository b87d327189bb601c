import type { FeatureIconName } from '@/lib/featureIcons.ts'
import styles from './Landing.module.scss'

// Line icons (24×24, stroke) chosen in the CMS; none chosen gets a sparkle.
const ICONS: Record<FeatureIconName, string> = {
  robot:
    'M12 3v3M7 8h10a3 3 0 0 1 3 3v5a3 3 0 0 1-3 3H7a3 3 0 0 1-3-3v-5a3 3 0 0 1 3-3zM9 13h.01M15 13h.01M9.5 16.5h5',
  send: 'M21 3 10 14M21 3l-7 18-4-7-7-4 18-7z',
  catalog: 'M4 5h7v6H4zM13 5h7v6h-7zM4 13h7v6H4zM13 13h7v6h-7z',
  image: 'M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4M15.5 9.5h.01',
  globe:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z',
  chart: 'M4 20V4M4 20h16M8 16v-5M12 16V8M16 16v-7',
}
const SPARKLE =
  'M12 3v4M12 17v4M3 12h4M17 12h4M6.3 6.3l2.8 2.8M14.9 14.9l2.8 2.8M6.3 17.7l2.8-2.8M14.9 9.1l2.8-2.8'

/** Decorative icon chosen by name in the CMS. */
export function FeatureIcon({ name }: { name: FeatureIconName | null | undefined }) {
  return (
    <span className={styles.icon} aria-hidden="true">
      <svg
        viewBox="0 0 24 24"
        width="22"
        height="22"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={name ? ICONS[name] : SPARKLE} />
      </svg>
    </span>
  )
}
