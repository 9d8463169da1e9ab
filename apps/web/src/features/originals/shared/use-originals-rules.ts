import { defaultOriginalsSettings, type OriginalGame, type PublicGameRules } from '@khela/contracts/originals'
import { useQuery } from '@tanstack/react-query'
import { fetchOriginalsRules, originalsRulesQueryKey } from './originals-api.ts'

/**
 * One game's published rules (limits, edge, open or closed). `rules` falls back to the published defaults while
 * loading or when the rules cannot be read, so demo play still works; `query` says which it is.
 */
export function useOriginalsRules(game: OriginalGame) {
  const query = useQuery({
    queryKey: originalsRulesQueryKey,
    queryFn: fetchOriginalsRules,
    staleTime: 30_000,
    meta: { showsOwnError: true },
  })
  const found = query.data?.find((rules) => rules.game === game)
  const fallback: PublicGameRules = {
    game,
    ...defaultOriginalsSettings.games[game],
    maxPayout: defaultOriginalsSettings.maxPayoutPerBet,
    currency: 'BDT',
  }
  return { rules: found ?? fallback, isPublished: Boolean(found), query }
}
