'use client'
// A swiper carousel whose slides are server-rendered markup. Swiper's JavaScript loads only when the
// carousel comes near the viewport (and the page is idle), so carousels add nothing to the first-load
// bundle, nothing to the main-thread work of a visit that never scrolls to them, and nothing shifts
// when it starts.
//
// Keyboard: the tabs follow the tabs pattern (arrows, Home, End) and the dots are buttons. Swiper's
// Keyboard module is left out on purpose: it listens on the whole document, so while a carousel was
// in view, Page Up/Down slid it instead of scrolling the page, and arrows typed elsewhere moved it.
import { Children, useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { fill, type Template } from '@/i18n/template.ts'
import { tabKeyTarget } from '@/lib/tabKeys.ts'
import { useMediaQuery } from './useBrowserValue.ts'
import type { Swiper as SwiperInstance } from 'swiper/types'
import 'swiper/css'
import styles from './Carousel.module.scss'

/** Its fixed strings, formatted on the server (carouselLabels.ts). */
export type CarouselLabels = {
  previous: string
  next: string
  pause: string
  play: string
  slide: Template
}

type Props = {
  children: ReactNode
  label: string
  labels: CarouselLabels
  autoplayMs: number
  /** Tab labels: renders a tablist that selects slides (feature tabs). Otherwise dots. */
  tabs?: string[]
  slidesPerView?: { base: number; wide: number }
  testId?: string
}

export function Carousel({
  children,
  label,
  labels,
  autoplayMs,
  tabs,
  slidesPerView = { base: 1, wide: 1 },
  testId,
}: Props) {
  const root = useRef<HTMLDivElement>(null)
  const swiper = useRef<SwiperInstance | null>(null)
  const [active, setActive] = useState(0)
  const [paused, setPaused] = useState(false)
  const baseId = useId()
  const slides = Children.toArray(children)
  const count = slides.length
  // Swiper's breakpoint (768 px of window width): the server and hydration assume the narrow one.
  const wide = useMediaQuery('(min-width: 768px)', false)
  const perView = Math.min(count, wide ? slidesPerView.wide : slidesPerView.base)
  // One dot per position the carousel can stop at, not per slide: 12 stores, 5 in view, 8 positions.
  const pages = Math.max(1, count - perView + 1)

  useEffect(() => {
    let cancelled = false
    const start = async () => {
      const [{ default: Swiper }, { Autoplay, A11y }] = await Promise.all([
        import('swiper'),
        import('swiper/modules'),
      ])
      if (cancelled || !root.current) return
      const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
      swiper.current = new Swiper(root.current, {
        modules: [Autoplay, A11y],
        slidesPerView: slidesPerView.base,
        spaceBetween: 16,
        breakpoints: { 768: { slidesPerView: slidesPerView.wide } },
        loop: false,
        rewind: true,
        a11y: {
          enabled: true,
          prevSlideMessage: labels.previous,
          nextSlideMessage: labels.next,
          // The markup's own roles and names stay (Swiper would make every slide a "group").
          slideRole: tabs ? 'tabpanel' : 'group',
          slideLabelMessage: tabs ? '' : '{{index}} / {{slidesLength}}',
        },
        autoplay: reduced
          ? false
          : { delay: autoplayMs, pauseOnMouseEnter: true, disableOnInteraction: false },
        on: { slideChange: (s) => setActive(s.activeIndex) },
      })
      if (reduced) setPaused(true)
    }
    const w = window as Window & { requestIdleCallback?: (cb: () => void) => number }
    const whenIdle = () =>
      w.requestIdleCallback
        ? w.requestIdleCallback(() => void start())
        : window.setTimeout(() => void start(), 200)
    const near = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return
        near.disconnect()
        whenIdle()
      },
      { rootMargin: '300px 0px' },
    )
    if (root.current) near.observe(root.current)
    return () => {
      cancelled = true
      near.disconnect()
      swiper.current?.destroy(true, true)
      swiper.current = null
    }
  }, [autoplayMs, slidesPerView.base, slidesPerView.wide, labels.previous, labels.next, tabs])

  const go = (i: number) => {
    swiper.current?.slideTo(i)
    setActive(i)
  }
  const onTabKey = (e: React.KeyboardEvent) => {
    const next = tabKeyTarget(e.key, active, count)
    if (next === null) return
    e.preventDefault()
    go(next)
    document.getElementById(`${baseId}-tab-${next}`)?.focus()
  }
  const togglePause = () => {
    const s = swiper.current
    if (!s?.autoplay) return
    if (paused) s.autoplay.start()
    else s.autoplay.stop()
    setPaused(!paused)
  }
  // Pause while keyboard focus is inside, resume when it leaves (unless paused by the button).
  const onFocus = () => swiper.current?.autoplay?.pause()
  const onBlur = (e: React.FocusEvent) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node) && !paused)
      swiper.current?.autoplay?.resume()
  }

  return (
    <div
      className={styles.carousel}
      role="region"
      aria-roledescription="carrossel"
      aria-label={label}
      onFocus={onFocus}
      onBlur={onBlur}
      data-testid={testId}
      data-active={active}
    >
      {tabs ? (
        <div role="tablist" aria-label={label} className={styles.tabs}>
          {tabs.map((t, i) => (
            <button
              key={t}
              type="button"
              role="tab"
              id={`${baseId}-tab-${i}`}
              aria-selected={i === active}
              aria-controls={`${baseId}-slide-${i}`}
              tabIndex={i === active ? 0 : -1}
              className={styles.tab}
              onClick={() => go(i)}
              onKeyDown={onTabKey}
            >
              {t}
            </button>
          ))}
        </div>
      ) : null}
      <div ref={root} className={`swiper ${styles.swiper}`}>
        <div className="swiper-wrapper">
          {slides.map((slide, i) => (
            <div
              key={i}
              id={`${baseId}-slide-${i}`}
              className={`swiper-slide ${styles.slide}`}
              style={{
                width: `calc((100% - ${(slidesPerView.base - 1) * 16}px) / ${slidesPerView.base})`,
              }}
              role={tabs ? 'tabpanel' : 'group'}
              aria-roledescription={tabs ? undefined : 'slide'}
              aria-labelledby={tabs ? `${baseId}-tab-${i}` : undefined}
              aria-label={tabs ? undefined : `${i + 1} / ${count}`}
              // A tab's panel that is not selected is off screen: out of reach of focus and of
              // screen readers, as a hidden tab panel is.
              inert={tabs ? i !== active : undefined}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div className={styles.controls}>
        {!tabs ? (
          <div className={styles.dots}>
            {Array.from({ length: pages }, (_, i) => (
              <button
                key={i}
                type="button"
                className={styles.dot}
                aria-current={i === Math.min(active, pages - 1)}
                aria-label={fill(labels.slide, String(i + 1))}
                onClick={() => go(i)}
                data-testid="carousel-dot"
              />
            ))}
          </div>
        ) : null}
        <button type="button" className={styles.pause} onClick={togglePause} aria-pressed={paused}>
          {paused ? labels.play : labels.pause}
        </button>
      </div>
    </div>
  )
}
