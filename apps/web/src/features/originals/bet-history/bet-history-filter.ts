import { type FairGame, fairGames } from '@khela/contracts/fairness'
import { isoDateParam } from '../../../lib/date-range.ts'

/**
 * /bet-history's filter, kept in the address: `?game=&from=&to=&page=`. Dates are calendar days in the operator's
 * time zone (the server reads them so).
 */
export interface BetHistoryFilter {
  game: FairGame | ''
  from: string
  to: string
  page: number
}

export type BetHistoryFilterKey = 'game' | 'from' | 'to'

export function parseBetHistoryFilter(params: URLSearchParams): BetHistoryFilter {
  const game = params.get('game') ?? ''
  const page = Number(params.get('page'))
  return {
    game: (fairGames as readonly string[]).includes(game) ? (game as FairGame) : '',
    from: isoDateParam(params, 'from'),
    to: isoDateParam(params, 'to'),
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  }
}

/** The API's query: empty filters left out. */
export function betHistoryQueryOf(filter: BetHistoryFilter): URLSearchParams {
  const query = new URLSearchParams({ page: String(filter.page) })
  if (filter.game) query.set('game', filter.game)
  if (filter.from) query.set('from', filter.from)
  if (filter.to) query.set('to', filter.to)
  return query
}
