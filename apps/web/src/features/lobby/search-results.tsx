import { SearchX } from 'lucide-react'
import { GameGrid, GameGridSkeleton } from '../../components/games/game-grid.tsx'
import { useTranslation } from '../../lib/i18n.ts'
import { useGameSearch } from './use-game-search.ts'

/** What the lobby shows instead of its carousels while the player searches. */
export function SearchResults({ term }: { term: string }) {
  const { t } = useTranslation()
  const search = useGameSearch(term)
  const games = search.data?.games
  return (
    <section aria-label={t('lobby.search.results')} aria-busy={search.isFetching}>
      <h2 className="mb-3 text-base font-extrabold text-white sm:text-lg">
        {t('lobby.search.resultsFor', { term })}
      </h2>
      {!games && <GameGridSkeleton count={7} />}
      {games && games.length === 0 && (
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-night-600 bg-night-850/60 px-6 py-10 text-center">
          <SearchX aria-hidden size={28} className="text-gold-400" />
          <p className="mt-3 font-bold text-white">{t('lobby.search.noGames')}</p>
          <p className="mt-1 text-sm text-slate-400">{t('lobby.search.noGamesHint')}</p>
        </div>
      )}
      {games && games.length > 0 && <GameGrid games={games} label={t('lobby.search.results')} />}
    </section>
  )
}
