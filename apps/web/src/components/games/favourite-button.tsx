import type { GameTile } from '@khela/contracts/catalog'
import { Heart } from 'lucide-react'
import { useTranslation } from '../../lib/i18n.ts'
import { useToggleFavourite } from './use-toggle-favourite.ts'

/** The heart on a tile, for signed-in players: it turns at once and turns back if the server refuses. */
export function FavouriteButton({ game, isFavourite }: { game: GameTile; isFavourite: boolean }) {
  const { t } = useTranslation()
  const toggle = useToggleFavourite()
  return (
    <button
      type="button"
      aria-label={t('catalog.tile.favourite')}
      aria-pressed={isFavourite}
      onClick={() => toggle.mutate({ game, isFavourite: !isFavourite })}
      className="absolute right-1.5 top-1.5 z-10 grid size-8 place-items-center rounded-full bg-night-950/70 text-slate-200 transition hover:text-ember-500"
    >
      <Heart aria-hidden size={16} className={isFavourite ? 'fill-ember-500 text-ember-500' : ''} />
    </button>
  )
}
