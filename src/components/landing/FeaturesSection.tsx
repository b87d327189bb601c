import type { Feature } from '@/payload-types.ts'
import { t } from '@/i18n/server.ts'
import { Carousel } from '@/components/ui/Carousel.tsx'
import { carouselLabels } from '@/components/ui/carouselLabels.ts'
import { FeatureCards } from './FeatureCards.tsx'
import { FeatureIcon } from './FeatureIcon.tsx'
import styles from './Landing.module.scss'

export function FeaturesSection({
  title,
  subtitle,
  features,
  tabMs,
}: {
  title: string
  subtitle: string
  features: Feature[]
  tabMs: number
}) {
  const cards = features.filter((f) => f.kind === 'card')
  const tabs = features.filter((f) => f.kind === 'tab')
  return (
    <section id="solucoes" className={styles.section} aria-labelledby="solucoes-titulo">
      <div className={styles.inner}>
        <h2 id="solucoes-titulo" className={styles.heading}>
          {title}
        </h2>
        {subtitle ? <p className={styles.sub}>{subtitle}</p> : null}
        <FeatureCards items={cards} />
        {tabs.length > 0 ? (
          <div className={styles.tabsBlock}>
            <Carousel
              label={t('landing.featuresTabs')}
              labels={carouselLabels()}
              autoplayMs={tabMs}
              tabs={tabs.map((f) => f.title)}
              testId="features-carousel"
            >
              {tabs.map((f) => (
                <div key={f.id} className={styles.tabSlide}>
                  <FeatureIcon name={f.icon} />
                  <h3>{f.title}</h3>
                  {f.description ? <p>{f.description}</p> : null}
                  <ul>
                    {(f.bullets ?? []).map((b) => (
                      <li key={b.id ?? b.text}>{b.text}</li>
                    ))}
                  </ul>
                </div>
              ))}
            </Carousel>
          </div>
        ) : null}
      </div>
    </section>
  )
}
