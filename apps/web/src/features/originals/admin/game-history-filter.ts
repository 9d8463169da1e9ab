import { type FairGame, fairGames } from '@khela/contracts/fairness'

/** Game History's filter, kept in the address (`?player=&game=&from=&to=&page=`); dates are Asia/Dhaka days. */
export interface GameHistoryFilter {
  player: string
  game: FairGame | ''
  from: string
  to: string
  page: number
}

export const gameHistoryFilterKeys = ['player', 'game', 'from', 'to'] as const
export type GameHistoryFilterKey = (typeof gameHistoryFilterKeys)[number]

/** Rows per page of Game History. */
export const GAME_HISTORY_PAGE_SIZE = 20

const isoDate = /^\d{4}-\d{2}-\d{2}$/

export function parseGameHistoryFilter(params: URLSearchParams): GameHistoryFilter {
  const game = params.get('game') ?? ''
  const page = Number(params.get('page'))
  const date = (key: 'from' | 'to') => {
    const value = params.get(key) ?? ''
    return isoDate.test(value) ? value : ''
  }
  return {
    player: (params.get('player') ?? '').trim().slice(0, 100),
    game: (fairGames as readonly string[]).includes(game) ? (game as FairGame) : '',
    from: date('from'),
    to: date('to'),
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  }
}

/** The API's query: empty filters left out. */
export function gameHistoryQueryOf(filter: GameHistoryFilter): URLSearchParams {
  const query = new URLSearchParams({ page: String(filter.page), pageSize: String(GAME_HISTORY_PAGE_SIZE) })
  for (const key of gameHistoryFilterKeys) if (filter[key]) query.set(key, filter[key])
  return query
}
