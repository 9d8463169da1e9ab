import { type SportBetStatus, sportBetStatuses } from '@khela/contracts/sportsbook-placement'
import { isoDateParam } from '../../../lib/date-range.ts'

/**
 * The bet search's filter, kept in the address (`?player=&event=&status=&from=&to=&page=`); placement days in the
 * operator's zone. Without a status it shows the open bets (the page's purpose); `all` shows every status.
 */
export interface BetsFilter {
  player: string
  event: string
  status: SportBetStatus | 'all'
  from: string
  to: string
  page: number
}

export const betsFilterKeys = ['player', 'event', 'status', 'from', 'to'] as const
export type BetsFilterKey = (typeof betsFilterKeys)[number]

export const BETS_PAGE_SIZE = 20

const text = (params: URLSearchParams, key: string, length: number) =>
  (params.get(key) ?? '').trim().slice(0, length)

export function parseBetsFilter(params: URLSearchParams): BetsFilter {
  const status = params.get('status') ?? 'open'
  const page = Number(params.get('page'))
  return {
    player: text(params, 'player', 120),
    event: text(params, 'event', 120),
    status:
      status === 'all' || (sportBetStatuses as readonly string[]).includes(status)
        ? (status as SportBetStatus | 'all')
        : 'open',
    from: isoDateParam(params, 'from'),
    to: isoDateParam(params, 'to'),
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  }
}

export function betsQueryOf(filter: BetsFilter): URLSearchParams {
  const query = new URLSearchParams({ page: String(filter.page), pageSize: String(BETS_PAGE_SIZE) })
  if (filter.player) query.set('player', filter.player)
  if (filter.event) query.set('event', filter.event)
  if (filter.status !== 'all') query.set('status', filter.status)
  if (filter.from) query.set('from', filter.from)
  if (filter.to) query.set('to', filter.to)
  return query
}
