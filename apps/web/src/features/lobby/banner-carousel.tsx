import type { Slide } from '@khela/contracts/content'
import { imageSrcSet, imageUrl } from '@khela/contracts/images'
import { useCallback, useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { useTranslation } from '../../lib/i18n.ts'
import { latinTextLanguage } from '../../lib/text-language.ts'
import { useIdleEmbla } from './use-idle-embla.ts'

/** The original site's banner moved on every 2.5 s. */
const autoplayDelayMs = 2_500
/** Embla's scroll duration is in its own units; 20 takes about 300 ms. */
const slideDuration = 20

/**
 * The operator's slides, one at a time, moving on by themselves. Swiping or picking a dot does not stop the
 * autoplay, it only restarts its count; a mouse resting on the banner or keyboard focus inside it pauses it, the
 * pause button beside the dots stops it until pressed again (for touch and screen readers, WCAG 2.2.2), and a
 * reader who asked for reduced motion gets no autoplay (nor the button). Boxed at 5:2 in CSS, so nothing moves when images or embla arrive.
 */
export function BannerCarousel({ slides }: { slides: Slide[] }) {
  const { t } = useTranslation()
  const [viewport, embla] = useIdleEmbla<HTMLDivElement>({ loop: slides.length > 1, duration: slideDuration })
  const [selected, setSelected] = useState(0)
  const [isPaused, setIsPaused] = useState(false)
  // Stopped by the reader's own button; false on the server and the first client render alike.
  const [isStopped, setIsStopped] = useState(false)
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined)

  const restartAutoplay = useCallback(() => {
    clearInterval(timer.current)
    timer.current = undefined
    if (!embla || isPaused || isStopped || slides.length < 2) return
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    timer.current = setInterval(() => embla.scrollNext(), autoplayDelayMs)
  }, [embla, isPaused, isStopped, slides.length])

  useEffect(() => {
    restartAutoplay()
    return () => clearInterval(timer.current)
  }, [restartAutoplay])

  useEffect(() => {
    if (!embla) return
    const onSelect = () => setSelected(embla.selectedScrollSnap())
    onSelect()
    embla.on('select', onSelect).on('reInit', onSelect).on('pointerDown', restartAutoplay)
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect).off('pointerDown', restartAutoplay)
    }
  }, [embla, restartAutoplay])

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('content.banner.label')}
      className="relative"
      onPointerEnter={(event) => event.pointerType === 'mouse' && setIsPaused(true)}
      onPointerLeave={() => setIsPaused(false)}
      // Keyboard focus pauses (someone is reading with Tab); a click's focus does not, or a dot would stop it.
      onFocus={(event) => event.target.matches(':focus-visible') && setIsPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setIsPaused(false)
      }}
    >
      <div ref={viewport} className="overflow-hidden rounded-2xl border border-night-600 bg-night-800">
        <div className="flex touch-pan-y">
          {slides.map((slide, index) => (
            // The WAI-ARIA carousel pattern: each slide a group named '2 of 3: …'; a fieldset would be a form part.
            // biome-ignore lint/a11y/useSemanticElements: see above
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t('content.banner.slide', {
                number: index + 1,
                total: slides.length,
                name: slide.name,
              })}
              className="aspect-[5/2] min-w-0 shrink-0 grow-0 basis-full"
            >
              <SlideLink link={slide.link}>
                <img
                  src={imageUrl(slide.image.key, 960)}
                  srcSet={imageSrcSet(slide.image)}
                  sizes="(min-width: 1280px) 1000px, 100vw"
                  width={slide.image.width}
                  height={slide.image.height}
                  alt={slide.name}
                  // The banner's art and name are in whichever language the operator wrote them.
                  lang={latinTextLanguage(slide.name)}
                  // The first slide is the largest thing on the lobby's first screen: fetch it first.
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : 'low'}
                  decoding={index === 0 ? 'sync' : 'async'}
                  draggable={false}
                  className="size-full object-cover"
                />
              </SlideLink>
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 && (
        <div className="absolute inset-x-0 bottom-2 flex justify-center gap-1.5">
          <button
            type="button"
            aria-label={t(isStopped ? 'content.banner.play' : 'content.banner.pause')}
            // Play means play now, even with the pointer or keyboard focus still on the banner.
            onClick={() => {
              setIsStopped(!isStopped)
              setIsPaused(false)
            }}
            // Reduced motion means no autoplay, so nothing to pause.
            className="grid size-6 place-items-center rounded-full bg-black/50 text-white motion-reduce:hidden"
          >
            <svg aria-hidden viewBox="0 0 8 8" className="size-2.5 fill-current">
              <path d={isStopped ? 'M1 0l7 4-7 4z' : 'M1 0h2v8H1zm4 0h2v8H5z'} />
            </svg>
          </button>
          {slides.map((slide, index) => (
            <button
              key={slide.id}
              type="button"
              aria-label={t('content.banner.show', { number: index + 1, name: slide.name })}
              aria-current={index === selected}
              onClick={() => {
                embla?.scrollTo(index)
                restartAutoplay()
              }}
              className="grid size-6 place-items-center"
            >
              <span
                aria-hidden
                className={`block h-1.5 rounded-full transition-all ${
                  index === selected ? 'w-5 bg-gold-400' : 'w-1.5 bg-white/60'
                }`}
              />
            </button>
          ))}
        </div>
      )}
    </section>
  )
}

/** A slide leads to a page of the site, or to an https address in a new tab; without a link it is a picture. */
function SlideLink({ link, children }: { link: string | null; children: React.ReactNode }) {
  const className = 'block size-full'
  if (!link) return <div className={className}>{children}</div>
  if (link.startsWith('/')) {
    return (
      <Link to={link} className={className}>
        {children}
      </Link>
    )
  }
  return (
    <a href={link} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
    </a>
  )
}
