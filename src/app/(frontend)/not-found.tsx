import { t } from '@/i18n/server.ts'
import styles from './not-found.module.scss'

export default function NotFound() {
  return (
    <main id="conteudo" className={styles.page}>
      <p className={styles.code}>{t('notFound.code')}</p>
      <h1 className={styles.title}>{t('notFound.title')}</h1>
      <a href="/" className={styles.home}>
        {t('notFound.home')}
      </a>
    </main>
  )
}
