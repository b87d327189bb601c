import Link from 'next/link'
import { t } from '../../i18n/server.ts'

export default function NotFound() {
  return (
    <main id="conteudo">
      <p>{t('notFound.code')}</p>
      <h1>{t('notFound.title')}</h1>
      <Link href="/">{t('notFound.home')}</Link>
    </main>
  )
}
