import { type FairGame, fairGames } from '@khela/contracts/fairness'

/** /bet-history's filter, kept in the address: `?game=&from=&to=&page=`. Dates are Asia/Dhaka calendar days. */
export interface BetHistoryFilter {
  game: FairGame | ''
  from: string
  to: string
  page: number
}

export type BetHistoryFilterKey = 'game' | 'from' | 'to'

const isoDate = /^\d{4}-\d{2}-\d{2}$/

export function parseBetHistoryFilter(params: URLSearchParams): BetHistoryFilter {
  const game = params.get('game') ?? ''
  const page = Number(params.get('page'))
  const date = (key: 'from' | 'to') => {
    const value = params.get(key) ?? ''
    return isoDate.test(value) ? value : ''
  }
  return {
    game: (fairGames as readonly string[]).includes(game) ? (game as FairGame) : '',
    from: date('from'),
    to: date('to'),
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  }
}

/** The end before the start: said at once, without asking the server (which refuses it the same way). */
export function isDateRangeReversed(filter: BetHistoryFilter): boolean {
  return filter.from !== '' && filter.to !== '' && filter.to < filter.from
}

/** The API's query: empty filters left out. */
export function betHistoryQueryOf(filter: BetHistoryFilter): URLSearchParams {
  const query = new URLSearchParams({ page: String(filter.page) })
  if (filter.game) query.set('game', filter.game)
  if (filter.from) query.set('from', filter.from)
  if (filter.to) query.set('to', filter.to)
  return query
}
