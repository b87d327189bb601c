import { SiteRichText } from '@/components/ui/SiteRichText.tsx'
import { notFound } from 'next/navigation'
import type { LegalPage as LegalDoc } from '@/payload-types.ts'
import { t } from '@/i18n/server.ts'
import { getLegalPage } from '@/server/cms.ts'
import styles from './Legal.module.scss'

export async function LegalPage({ slug }: { slug: LegalDoc['slug'] }) {
  const page = await getLegalPage(slug)
  if (!page) notFound()
  const updated = new Intl.DateTimeFormat('pt-BR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(page.lastUpdated))
  return (
    <main id="conteudo" className={styles.page}>
      <article className={styles.article}>
        <h1>{page.title}</h1>
        <p className={styles.updated}>{t('legal.updated', { date: updated })}</p>
        <SiteRichText data={page.content} className={styles.content} />
      </article>
    </main>
  )
}

export async function legalMetadata(slug: LegalDoc['slug'], path: string) {
  const page = await getLegalPage(slug)
  return { title: page?.title, alternates: { canonical: path } }
}
