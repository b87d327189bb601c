import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { AuthProvider } from '../../components/auth/AuthProvider.tsx'
import { Tracking } from '../../components/tracking/Tracking.tsx'
import { Toaster } from '../../components/ui/Toaster.tsx'
import { CountdownTickProvider } from '../../components/ui/useNow.ts'
import { mediaUrl } from '../../lib/mediaUrl.ts'
import { getGlobal } from '../../server/cms.ts'
import './globals.scss'

export async function generateMetadata(): Promise<Metadata> {
  const site = await getGlobal('site-settings')
  return {
    metadataBase: new URL(process.env.NEXT_PUBLIC_SERVER_URL || 'http://localhost:3000'),
    title: { default: site.seoTitle || site.brandName, template: `%s | ${site.brandName}` },
    description: site.seoDescription || undefined,
    // Uploaded in "Configurações do site", else the defaults in public/.
    icons: { icon: mediaUrl(site.favicon, 'icon') ?? '/icon.svg', apple: mediaUrl(site.favicon, 'icon') ?? '/apple-icon.png' },
    openGraph: {
      siteName: site.brandName,
      locale: 'pt_BR',
      type: 'website',
      images: [{ url: mediaUrl(site.ogImage, 'share') ?? '/og-default.png', width: 1200, height: 630, alt: site.brandName }],
    },
    twitter: { card: 'summary_large_image' },
  }
}

export default async function FrontendLayout({ children }: { children: ReactNode }) {
  const constants = await getGlobal('business-constants')
  return (
    <html lang="pt-BR">
      <body>
        {/* No react-intl here: public pages get their strings from the server; the (account) layout adds it. */}
        <Toaster>
          <CountdownTickProvider tickMs={constants.countdownTickMs}>
            <AuthProvider>{children}</AuthProvider>
          </CountdownTickProvider>
          <Tracking />
        </Toaster>
      </body>
    </html>
  )
}
