import { getImageProps } from 'next/image'
import type { Store } from '@/payload-types.ts'
import { asMedia, mediaUrl } from '@/lib/mediaUrl.ts'
import { Carousel } from '@/components/ui/Carousel.tsx'
import { carouselLabels } from '@/components/ui/carouselLabels.ts'
import { StoresList } from './StoresList.tsx'
import styles from './Landing.module.scss'

function StoreLogo({ store }: { store: Store }) {
  const logo = asMedia(store.logo)
  const src = mediaUrl(logo, 'logo')
  // getImageProps: the same optimised srcset as <Image>, computed here, without next/image's client code.
  const img =
    logo && src
      ? getImageProps({
          src,
          alt: logo.alt || store.name,
          width: 120,
          height: 48,
          sizes: '120px',
          className: styles.storeLogo,
        }).props
      : null
  return (
    // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- props from getImageProps, alt included
    <div className={styles.store}>{img ? <img {...img} /> : <span>{store.name}</span>}</div>
  )
}

export function StoresSection({
  title,
  stores,
  intervalMs,
  showLabel,
  hideLabel,
  networkLabel,
}: {
  title: string
  stores: Store[]
  intervalMs: number
  showLabel: string
  hideLabel: string
  networkLabel: string
}) {
  return (
    <section className={styles.sectionSoft} aria-labelledby="lojas-titulo">
      <div className={styles.inner}>
        <h2 id="lojas-titulo" className={styles.heading}>
          {title}
        </h2>
        <Carousel
          label={title}
          labels={carouselLabels()}
          autoplayMs={intervalMs}
          slidesPerView={{ base: 2, wide: 5 }}
          testId="stores-carousel"
        >
          {stores.map((s) => (
            <StoreLogo key={s.id} store={s} />
          ))}
        </Carousel>
        <StoresList
          stores={stores.map((s) => ({ name: s.name, network: Boolean(s.network) }))}
          showLabel={showLabel}
          hideLabel={hideLabel}
          networkLabel={networkLabel}
        />
      </div>
    </section>
  )
}
