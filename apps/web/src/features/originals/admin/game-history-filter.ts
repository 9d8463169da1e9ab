import { type FairGame, fairGames } from '@khela/contracts/fairness'
import { isoDateParam } from '../../../lib/date-range.ts'
import { listQueryOf } from '../../../lib/use-address-filter.ts'

/**
 * Where Game History's rows come from: every source (''), Khela's own games, every game provider, or one provider
 * (`provider:<code>`). One value in the address and one select on the page; the API takes `source` or `provider`.
 */
export type GameHistorySourceFilter = '' | 'originals' | 'providers' | `provider:${string}`

const providerPrefix = 'provider:'

/**
 * Game History's filter, kept in the address (`?player=&source=&game=&from=&to=&page=`); dates are calendar days in
 * the operator's time zone.
 */
export interface GameHistoryFilter {
  player: string
  source: GameHistorySourceFilter
  game: FairGame | ''
  from: string
  to: string
  page: number
}

export const gameHistoryFilterKeys = ['player', 'source', 'game', 'from', 'to'] as const
export type GameHistoryFilterKey = (typeof gameHistoryFilterKeys)[number]

/** Rows per page of Game History. */
export const GAME_HISTORY_PAGE_SIZE = 20

/** The source filter of one provider. */
export function providerSource(code: string): GameHistorySourceFilter {
  return `${providerPrefix}${code}`
}

/** Whether the source leaves the Khela Originals out (a game filter then finds nothing). */
export function isProviderSource(source: GameHistorySourceFilter): boolean {
  return source === 'providers' || source.startsWith(providerPrefix)
}

function parseSource(value: string): GameHistorySourceFilter {
  if (value === 'originals' || value === 'providers') return value
  const code = value.startsWith(providerPrefix) ? value.slice(providerPrefix.length).trim() : ''
  return code && code.length <= 100 ? providerSource(code) : ''
}

export function parseGameHistoryFilter(params: URLSearchParams): GameHistoryFilter {
  const game = params.get('game') ?? ''
  const page = Number(params.get('page'))
  return {
    player: (params.get('player') ?? '').trim().slice(0, 100),
    source: parseSource(params.get('source') ?? ''),
    game: (fairGames as readonly string[]).includes(game) ? (game as FairGame) : '',
    from: isoDateParam(params, 'from'),
    to: isoDateParam(params, 'to'),
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  }
}

/** The API's query: empty filters left out, one provider as `provider=<code>`. */
export function gameHistoryQueryOf(filter: GameHistoryFilter): URLSearchParams {
  const { source, ...rest } = filter
  const query = listQueryOf(rest, ['player', 'game', 'from', 'to'], GAME_HISTORY_PAGE_SIZE)
  if (source === 'originals' || source === 'providers') query.set('source', source)
  else if (source) query.set('provider', source.slice(providerPrefix.length))
  return query
}

/**
 * The filter values to set when staff pick a source or a game: a provider has no Khela Original, so picking one
 * clears the game, and picking a game while a provider is chosen goes back to every source.
 */
export function sourceOrGameChange(
  filter: Pick<GameHistoryFilter, 'source' | 'game'>,
  key: 'source' | 'game',
  value: string,
): Partial<Record<'source' | 'game', string>> {
  if (key === 'source')
    return isProviderSource(parseSource(value)) ? { source: value, game: '' } : { source: value }
  return value && isProviderSource(filter.source) ? { game: value, source: '' } : { game: value }
}
