import type { GameTile as GameTileData } from '@khela/contracts/catalog'
import { useQueryClient } from '@tanstack/react-query'
import { Heart, Info, Play } from 'lucide-react'
import {
  type FocusEvent,
  type KeyboardEvent,
  lazy,
  memo,
  type RefObject,
  Suspense,
  useRef,
  useState,
} from 'react'
import { useTranslation } from '../../lib/i18n.ts'
import { latinTextLanguage } from '../../lib/text-language.ts'
import { demoPath, usePlayGame } from './use-play-game.ts'

// Saving a heart loads on the first tap of one.
const toggleFavourite = (...args: Parameters<typeof import('./toggle-favourite.ts').toggleFavourite>) =>
  import('./toggle-favourite.ts').then((module) => module.toggleFavourite(...args))
// Opened by a tap on (i): its fetch and formatting stay out of the lobby's first download.
const GameInfoPanel = lazy(() =>
  import('./game-info-panel.tsx').then((module) => ({ default: module.GameInfoPanel })),
)

/** The tile's width at each breakpoint of the carousels and grids, so the browser fetches the right art. */
export const gameTileSizes =
  '(min-width: 1920px) 10vw, (min-width: 1536px) 13vw, (min-width: 1280px) 18vw, (min-width: 640px) 24vw, 48vw'

// The overlay shows on hover (devices that hover), on keyboard focus inside the tile, and after a tap (open).
// It is only drawn once the tile is first pointed at, focused or tapped: a lobby holds hundreds of tiles.
const revealed =
  'group-hover:opacity-100 group-hover:pointer-events-auto group-focus-within:opacity-100 group-focus-within:pointer-events-auto group-data-open:opacity-100 group-data-open:pointer-events-auto'

interface GameTileProps {
  game: GameTileData
  /** The first visible row loads its art at once; the rest waits until scrolled near. */
  isEager?: boolean
  /** Whether the signed-in player hearted it; undefined for a visitor, who gets no heart. */
  isFavourite?: boolean
}

/** One game: its art, title and studio; PLAY, DEMO and details on hover, focus or tap; a heart for players. */
export const GameTile = memo(function GameTile({ game, isEager = false, isFavourite }: GameTileProps) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [hasActions, setHasActions] = useState(false)
  const [isOpen, setIsOpen] = useState(false)
  const [isInfoOpen, setIsInfoOpen] = useState(false)
  const infoButton = useRef<HTMLButtonElement>(null)
  const showActions = () => setHasActions(true)
  const closeInfo = () => {
    setIsInfoOpen(false)
    infoButton.current?.focus()
  }

  const closeWhenFocusLeaves = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setIsOpen(false)
  }
  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return
    if (isInfoOpen) closeInfo()
    else setIsOpen(false)
  }

  return (
    <article
      aria-label={game.title}
      data-open={isOpen ? '' : undefined}
      onPointerEnter={showActions}
      onBlur={closeWhenFocusLeaves}
      onKeyDown={closeOnEscape}
      className="group relative"
    >
      <div className="relative aspect-square overflow-hidden rounded-xl bg-night-800 ring-1 ring-night-700">
        <img
          src={game.art.src}
          srcSet={game.art.srcSet || undefined}
          sizes={gameTileSizes}
          width={game.art.width}
          height={game.art.height}
          loading={isEager ? 'eager' : 'lazy'}
          decoding="async"
          alt=""
          className="size-full object-cover transition-transform duration-300 group-hover:scale-110 group-focus-within:scale-110 group-data-open:scale-110 motion-reduce:transition-none"
        />
        {/* Opens the tile's actions: a tap on a touch screen, Enter or Space from the keyboard. */}
        <button
          type="button"
          aria-label={t('catalog.tile.actions', { title: game.title })}
          aria-expanded={isOpen}
          onFocus={showActions}
          onClick={() => {
            showActions()
            setIsOpen(true)
          }}
          className="absolute inset-0 cursor-pointer focus-visible:outline-offset-[-2px]"
        />
        {hasActions && (
          <PlayActions
            game={game}
            infoButton={infoButton}
            isInfoOpen={isInfoOpen}
            onOpenInfo={() => setIsInfoOpen(true)}
          />
        )}
        {isFavourite !== undefined && (
          <button
            type="button"
            aria-label={t('catalog.tile.favourite')}
            aria-pressed={isFavourite}
            onClick={() => void toggleFavourite(queryClient, game, !isFavourite)}
            className="absolute right-1.5 top-1.5 z-10 grid size-8 place-items-center rounded-full bg-night-950/70 text-slate-200 transition hover:text-ember-500"
          >
            <Heart aria-hidden size={16} className={isFavourite ? 'fill-ember-500 text-ember-500' : ''} />
          </button>
        )}
        {isInfoOpen && (
          <Suspense fallback={null}>
            <GameInfoPanel slug={game.slug} onClose={closeInfo} />
          </Suspense>
        )}
      </div>
      {/* Two lines kept for every title, so a long one is read whole and the tiles of a row line up. */}
      <p
        lang={latinTextLanguage(game.title)}
        className="mt-1.5 line-clamp-2 min-h-[2lh] break-words text-xs font-semibold text-slate-100 sm:text-sm"
      >
        {game.title}
      </p>
      <p lang={latinTextLanguage(game.provider.name)} className="truncate text-xs text-slate-400">
        {game.provider.name}
      </p>
    </article>
  )
})

interface PlayActionsProps {
  game: GameTileData
  infoButton: RefObject<HTMLButtonElement | null>
  isInfoOpen: boolean
  onOpenInfo: () => void
}

/** PLAY, DEMO (when the game has one) and (i), over the tile's art. */
function PlayActions({ game, infoButton, isInfoOpen, onOpenInfo }: PlayActionsProps) {
  const { t } = useTranslation()
  const play = usePlayGame()
  return (
    <div
      className={`pointer-events-none absolute inset-0 flex flex-col items-center justify-center gap-2 bg-night-950/70 opacity-0 transition-opacity duration-300 motion-reduce:transition-none ${revealed}`}
    >
      {/* Each name says which game, beginning with the words shown, so a list of buttons read out of context
          still tells one tile's PLAY from another's (and speech input can say what it sees). */}
      <button
        type="button"
        aria-label={t('catalog.tile.playGame', { title: game.title })}
        onClick={() => play(game.slug)}
        className="inline-flex h-9 min-w-24 items-center justify-center gap-1.5 rounded-lg bg-linear-to-b from-gold-400 to-gold-600 px-4 text-xs font-extrabold uppercase tracking-wide text-night-950 shadow-md hover:from-gold-300 hover:to-gold-500"
      >
        <Play aria-hidden size={14} className="fill-current" />
        {t('catalog.tile.play')}
      </button>
      {game.hasDemo && (
        <a
          href={demoPath(game.slug)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('catalog.tile.demoGame', { title: game.title })}
          className="inline-flex h-8 min-w-24 items-center justify-center rounded-lg border border-slate-300/60 bg-night-900/60 px-4 text-xs font-bold uppercase tracking-wide text-white hover:border-gold-400 hover:text-gold-300"
        >
          {t('catalog.tile.demo')}
        </a>
      )}
      <button
        ref={infoButton}
        type="button"
        aria-label={t('catalog.tile.infoGame', { title: game.title })}
        aria-expanded={isInfoOpen}
        onClick={onOpenInfo}
        className="absolute left-1.5 top-1.5 grid size-8 place-items-center rounded-full bg-night-950/70 text-slate-200 hover:text-gold-300"
      >
        <Info aria-hidden size={16} />
      </button>
    </div>
  )
}

/** The tile's shape while its data loads: the same size, so nothing moves when the games arrive. */
export function GameTileSkeleton() {
  return (
    <div aria-hidden>
      <div className="aspect-square animate-pulse rounded-xl bg-night-800 ring-1 ring-night-700" />
      <div className="mt-1.5 h-8 w-3/4 rounded bg-night-800 sm:h-10" />
      <div className="mt-px h-4 w-1/2 rounded bg-night-800/70" />
    </div>
  )
}
