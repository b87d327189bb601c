import type { ReactNode } from 'react'
import { Footer } from '@/components/layout/Footer.tsx'
import { Header } from '@/components/layout/Header.tsx'
import { t } from '@/i18n/server.ts'

/** Pages with the site header and footer (everything but /bio). */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <a href="#conteudo" className="skip-link">
        {t('site.skipToContent')}
      </a>
      <Header />
      {children}
      <Footer />
    </>
  )
}
