import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { AuthProvider } from '../../components/auth/AuthProvider.tsx'
import { PreviewBarLoader } from '../../components/preview/PreviewBarLoader.tsx'
import { Tracking } from '../../components/tracking/Tracking.tsx'
import { Toaster } from '../../components/ui/Toaster.tsx'
import { t } from '../../i18n/server.ts'
import { getGlobal } from '../../server/cms.ts'
import { previewing } from '../../server/preview.ts'
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

export default async function FrontendLayout({ children }: { children: ReactNode }) {
  // Draft mode only (staff previewing drafts).
  const preview = await previewing()
  return (
    <html lang="pt-BR">
      <body>
        {preview ? <PreviewBarLoader text={t('preview.banner')} exitLabel={t('preview.exit')} /> : null}
        {/* No react-intl here: public pages get their strings from the server; the (account) layout adds it. */}
        <Toaster>
          <AuthProvider>{children}</AuthProvider>
          <Tracking />
        </Toaster>
      </body>
    </html>
  )
}
