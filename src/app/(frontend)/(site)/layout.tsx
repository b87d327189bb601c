import type { ReactNode } from 'react'

/** Pages with the site header and footer (everything but /bio). */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return <>{children}</>
}
