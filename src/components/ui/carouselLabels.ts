// The carousel's fixed strings, formatted on the server for the client component.
import { t, tTemplate } from '@/i18n/server.ts'
import type { CarouselLabels } from './Carousel.tsx'

export function carouselLabels(): CarouselLabels {
  return {
    previous: t('carousel.previous'),
    next: t('carousel.next'),
    pause: t('carousel.pause'),
    play: t('carousel.play'),
    slide: tTemplate('carousel.slide', 'n'),
  }
}
