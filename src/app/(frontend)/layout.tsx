import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { AuthProvider } from '@/components/auth/AuthProvider.tsx'
import { PreviewBarLoader } from '@/components/preview/PreviewBarLoader.tsx'
import { Tracking } from '@/components/tracking/Tracking.tsx'
import { Toaster } from '@/components/ui/Toaster.tsx'
import { CountdownTickProvider } from '@/components/ui/useNow.ts'
import { siteAppleIcon, siteIcon, siteShareImage } from '@/lib/siteImages.ts'
import { t, tTemplate } from '@/i18n/server.ts'
import { getGlobal } from '@/server/cms.ts'
import { previewing, previewTime } from '@/server/preview.ts'
import './globals.scss'

export async function generateMetadata(): Promise<Metadata> {
  const site = await getGlobal('site-settings')
  return {
    metadataBase: new URL(process.env.NEXT_PUBLIC_SERVER_URL || 'http://localhost:3000'),
    title: { default: site.seoTitle || site.brandName, template: `%s | ${site.brandName}` },
    description: site.seoDescription || undefined,
    icons: { icon: siteIcon(site), apple: siteAppleIcon(site) },
    openGraph: {
      siteName: site.brandName,
      locale: 'pt_BR',
      type: 'website',
      images: [
        {
          url: siteShareImage(site),
          width: 1200,
          height: 630,
          alt: site.brandName,
        },
      ],
    },
    twitter: { card: 'summary_large_image' },
  }
}

export default async function FrontendLayout({ children }: { children: ReactNode }) {
  // Draft mode only (staff previewing drafts).
  const [constants, preview, previewAt] = await Promise.all([
    getGlobal('business-constants'),
    previewing(),
    previewTime(),
  ])
  return (
    <html lang="pt-BR">
      <body>
        {preview ? (
          <PreviewBarLoader
            at={previewAt?.toISOString() ?? null}
            messages={{
              banner: t('preview.banner'),
              exit: t('preview.exit'),
              at: tTemplate('preview.at', 'moment'),
              atLabel: t('preview.atLabel'),
              atSubmit: t('preview.atSubmit'),
              atNow: t('preview.atNow'),
            }}
          />
        ) : null}
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
