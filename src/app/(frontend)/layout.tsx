import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { AuthProvider } from '../../components/auth/AuthProvider.tsx'
import { Tracking } from '../../components/tracking/Tracking.tsx'
import { Toaster } from '../../components/ui/Toaster.tsx'
import { compiledPublicMessages } from '../../i18n/compiled.ts'
import { IntlClientProvider } from '../../i18n/IntlClientProvider.tsx'
import { getGlobal } from '../../server/cms.ts'
import './globals.scss'

export async function generateMetadata(): Promise<Metadata> {
  const site = await getGlobal('site-settings')
  return {
    metadataBase: new URL(process.env.NEXT_PUBLIC_SERVER_URL || 'http://localhost:3000'),
    title: { default: site.seoTitle || site.brandName, template: `%s | ${site.brandName}` },
    description: site.seoDescription || undefined,
    openGraph: { siteName: site.brandName, locale: 'pt_BR', type: 'website' },
  }
}

export default function FrontendLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="pt-BR">
      <body>
        <IntlClientProvider messages={compiledPublicMessages}>
          <Toaster>
            <AuthProvider>{children}</AuthProvider>
            <Tracking />
          </Toaster>
        </IntlClientProvider>
      </body>
    </html>
  )
}
