import { t } from '@/i18n/server.ts'

export default function NotFound() {
  return (
    <main id="conteudo" className="status-page">
      <p className="status-code">{t('notFound.code')}</p>
      <h1 className="status-title">{t('notFound.title')}</h1>
      <a href="/" className="status-primary">
        {t('notFound.home')}
      </a>
    </main>
  )
}
