import { type ProviderRoundStatusFilter, providerRoundStatusFilters } from '@khela/contracts/provider-rounds'
import { isoDateParam } from '../../../lib/date-range.ts'
import { listQueryOf } from '../../../lib/use-address-filter.ts'

/**
 * Provider rounds' filter, kept in the address (`?player=&provider=&round=&transaction=&status=&from=&to=&page=`);
 * dates are calendar days in the operator's time zone.
 */
export interface ProviderRoundsFilter {
  player: string
  provider: string
  round: string
  transaction: string
  status: ProviderRoundStatusFilter | ''
  from: string
  to: string
  page: number
}

export const providerRoundsFilterKeys = [
  'player',
  'provider',
  'round',
  'transaction',
  'status',
  'from',
  'to',
] as const
export type ProviderRoundsFilterKey = (typeof providerRoundsFilterKeys)[number]

export const PROVIDER_ROUNDS_PAGE_SIZE = 20

const text = (params: URLSearchParams, key: string) => (params.get(key) ?? '').trim().slice(0, 100)

export function parseProviderRoundsFilter(params: URLSearchParams): ProviderRoundsFilter {
  const status = params.get('status') ?? ''
  const page = Number(params.get('page'))
  return {
    player: text(params, 'player'),
    provider: text(params, 'provider'),
    round: text(params, 'round'),
    transaction: text(params, 'transaction'),
    status: (providerRoundStatusFilters as readonly string[]).includes(status)
      ? (status as ProviderRoundStatusFilter)
      : '',
    from: isoDateParam(params, 'from'),
    to: isoDateParam(params, 'to'),
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  }
}

/** The API's query: empty filters left out. */
export function providerRoundsQueryOf(filter: ProviderRoundsFilter): URLSearchParams {
  return listQueryOf(filter, providerRoundsFilterKeys, PROVIDER_ROUNDS_PAGE_SIZE)
}
