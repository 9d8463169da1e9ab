import { type FairGame, fairGames } from '@khela/contracts/fairness'
import { isoDateParam } from '../../../lib/date-range.ts'
import { listQueryOf } from '../../../lib/use-address-filter.ts'

/**
 * Game History's filter, kept in the address (`?player=&game=&from=&to=&page=`); dates are calendar days in the
 * operator's time zone.
 */
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

export function parseGameHistoryFilter(params: URLSearchParams): GameHistoryFilter {
  const game = params.get('game') ?? ''
  const page = Number(params.get('page'))
  return {
    player: (params.get('player') ?? '').trim().slice(0, 100),
    game: (fairGames as readonly string[]).includes(game) ? (game as FairGame) : '',
    from: isoDateParam(params, 'from'),
    to: isoDateParam(params, 'to'),
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  }
}

/** The API's query: empty filters left out. */
export function gameHistoryQueryOf(filter: GameHistoryFilter): URLSearchParams {
  return listQueryOf(filter, gameHistoryFilterKeys, GAME_HISTORY_PAGE_SIZE)
}
