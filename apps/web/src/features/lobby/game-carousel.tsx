import type { GameTile as GameTileData } from '@khela/contracts/catalog'
import { ChevronLeft, ChevronRight, type LucideIcon } from 'lucide-react'
import {
  type ReactNode,
  type RefObject,
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react'
import { Link } from 'react-router'
import { GameTile, GameTileSkeleton } from '../../components/games/game-tile.tsx'
import { useFavouriteSlugs } from '../../components/games/use-player-games.ts'
import { useTranslation } from '../../lib/i18n.ts'
import { useIdleEmbla } from './use-idle-embla.ts'

// Slides per view 2, 4 from 640 px, 5 from 1280, 7 from 1536, 9 from 1920; gaps 8, 12 from 640, 20 from 1280.
// Sized in CSS, so the server's markup already has the final layout and nothing moves when embla starts.
const slideClass =
  'min-w-0 shrink-0 grow-0 basis-1/2 pl-2 sm:basis-1/4 sm:pl-3 xl:basis-1/5 xl:pl-5 2xl:basis-1/7 min-[120rem]:basis-1/9'
const trackClass = '-ml-2 flex touch-pan-y sm:-ml-3 xl:-ml-5'
const rowGapClass = 'gap-2 sm:gap-3 xl:gap-5'
/**
 * The 300 ms slide. Embla's duration is in its own units (its physics eases out): measured at 1440 px, 16 moves
 * a page of slides 98 % of the way in about 285 ms and the rest by about 335 ms.
 */
const slideDuration = 16
const MOST_SLIDES_PER_VIEW = 9

interface GameCarouselProps {
  title: string
  icon: LucideIcon
  /** Where the title leads: the category's own page. */
  to?: string
  /** Shown beside the title: the category's real count. */
  count?: ReactNode
  games: GameTileData[]
  /** Tiles stacked per slide; Popular is a two-row grid filled column by column. */
  rows?: 1 | 2
  /** The first carousels on the page load their visible art at once. */
  isAboveFold?: boolean
  /**
   * Below the first screen on any device: its tiles are drawn only when it comes near, and placeholders of
   * the same size stand in until then, so the page arrives and starts with a few dozen tiles, not hundreds.
   */
  isFarBelow?: boolean
}

/** A titled row of game tiles that scrolls a page at a time with the arrows, or freely by swiping. */
export function GameCarousel({
  title,
  icon: Icon,
  to,
  count,
  games,
  rows = 1,
  isAboveFold = false,
  isFarBelow = false,
}: GameCarouselProps) {
  const { t } = useTranslation()
  const favourites = useFavouriteSlugs()
  const isNear = useIsNearViewport(isAboveFold)
  // Embla measures every slide when it starts: a carousel far below starts when it comes near.
  const [viewport, embla] = useIdleEmbla<HTMLDivElement>(
    { align: 'start', slidesToScroll: 'auto', containScroll: 'trimSnaps', duration: slideDuration },
    isNear.value,
  )
  const [canScroll, setCanScroll] = useState({ previous: false, next: false })
  const update = useCallback(() => {
    if (embla) setCanScroll({ previous: embla.canScrollPrev(), next: embla.canScrollNext() })
  }, [embla])
  useEffect(() => {
    if (!embla) return
    update()
    embla.on('select', update).on('reInit', update).on('resize', update)
    return () => {
      embla.off('select', update).off('reInit', update).off('resize', update)
    }
  }, [embla, update])

  // Until it comes near, a carousel holds only what the widest screen shows: fewer tiles to send and adopt.
  const shownGames = isNear.value ? games : isFarBelow ? [] : games.slice(0, rows * MOST_SLIDES_PER_VIEW)
  const slides: GameTileData[][] = []
  for (let index = 0; index < shownGames.length; index += rows)
    slides.push(shownGames.slice(index, index + rows))
  const heading = (
    <>
      <Icon aria-hidden size={18} className="shrink-0 text-gold-400" />
      <span className="truncate">{title}</span>
    </>
  )

  return (
    // Far below the screen, the browser skips laying it out and painting it (its size is kept for the scrollbar).
    <section
      ref={isNear.ref}
      aria-label={title}
      className="min-w-0 [content-visibility:auto] [contain-intrinsic-size:auto_16rem]"
    >
      <div className="mb-2 flex items-center gap-3">
        <h2 className="flex min-w-0 items-center gap-2 text-base font-extrabold text-white sm:text-lg">
          {to ? (
            <Link to={to} className="flex min-w-0 items-center gap-2 hover:text-gold-300">
              {heading}
            </Link>
          ) : (
            heading
          )}
        </h2>
        {count && <span className="shrink-0 text-xs font-semibold text-slate-400 sm:text-sm">{count}</span>}
        <div className="ml-auto flex shrink-0 gap-1.5">
          <ArrowButton
            label={t('lobby.previous', { title })}
            isEnabled={canScroll.previous}
            onClick={() => embla?.scrollPrev()}
          >
            <ChevronLeft aria-hidden size={18} />
          </ArrowButton>
          <ArrowButton
            label={t('lobby.next', { title })}
            isEnabled={canScroll.next}
            onClick={() => embla?.scrollNext()}
          >
            <ChevronRight aria-hidden size={18} />
          </ArrowButton>
        </div>
      </div>
      <div ref={viewport} className="overflow-hidden">
        <div className={trackClass}>
          {slides.length === 0 && <SkeletonSlides rows={rows} />}
          {slides.map((column, slideIndex) => (
            <div key={column[0]?.slug} className={slideClass}>
              <div className={`flex flex-col ${rowGapClass}`}>
                {column.map((game) => (
                  // At most 9 slides show at once: later ones wait until they are scrolled near.
                  <GameTile
                    key={game.slug}
                    game={game}
                    isEager={isAboveFold && slideIndex < 9}
                    isFavourite={favourites?.has(game.slug)}
                  />
                ))}
              </div>
            </div>
          ))}
        </div>
      </div>
    </section>
  )
}

function ArrowButton({
  label,
  isEnabled,
  onClick,
  children,
}: {
  label: string
  isEnabled: boolean
  onClick: () => void
  children: ReactNode
}) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={!isEnabled}
      onClick={onClick}
      className="grid size-8 place-items-center rounded-lg border border-night-600 bg-night-800 text-slate-200 transition hover:border-gold-500 hover:text-gold-300 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:border-night-600 disabled:hover:text-slate-200"
    >
      {children}
    </button>
  )
}

/** A carousel's shape while the lobby loads: a title bar and one row of tile-sized blocks. */
export function GameCarouselSkeleton({ rows = 1 }: { rows?: 1 | 2 }) {
  return (
    <div aria-hidden className="min-w-0">
      <div className="mb-2 flex h-8 items-center">
        <div className="h-5 w-40 rounded bg-night-800" />
      </div>
      <div className="overflow-hidden">
        <div className={trackClass}>
          <SkeletonSlides rows={rows} />
        </div>
      </div>
    </div>
  )
}

/** Whether the element is within a screen of the viewport, staying true once it has been. */
function useIsNearViewport(isNearAtFirst: boolean): { ref: RefObject<HTMLElement | null>; value: boolean } {
  const ref = useRef<HTMLElement>(null)
  const [value, setValue] = useState(isNearAtFirst)
  useEffect(() => {
    const element = ref.current
    if (value || !element) return
    if (typeof IntersectionObserver === 'undefined') return setValue(true)
    const observer = new IntersectionObserver(
      (entries) => {
        // Its further tiles are no hurry: drawn in slices that leave the phone free to respond.
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setValue(true))
      },
      { rootMargin: '100% 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [value])
  return { ref, value }
}

function SkeletonSlides({ rows }: { rows: 1 | 2 }) {
  return Array.from({ length: MOST_SLIDES_PER_VIEW }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to be told apart by
    <div key={index} aria-hidden className={slideClass}>
      <div className={`flex flex-col ${rowGapClass}`}>
        {Array.from({ length: rows }, (_, row) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <GameTileSkeleton key={row} />
        ))}
      </div>
    </div>
  ))
}
