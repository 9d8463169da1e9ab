import { type RiskFlagKind, riskFlagKinds } from '@khela/contracts/risk'

/** The Risk list's filters, kept in the address so a filtered list can be reloaded and shared. */
export interface RiskFilter {
  /** Open flags unless the address asks for closed ones or all. */
  status: 'open' | 'closed' | 'all'
  kind: RiskFlagKind | ''
  player: string
  page: number
}

export const riskFilterKeys = ['status', 'kind', 'player'] as const
export type RiskFilterKey = (typeof riskFilterKeys)[number]

/** Flags per page of the Risk list. */
export const RISK_PAGE_SIZE = 20

const statuses = ['open', 'closed', 'all'] as const

export function parseRiskFilter(params: URLSearchParams): RiskFilter {
  const page = Number(params.get('page'))
  const status = statuses.find((candidate) => candidate === params.get('status')) ?? 'open'
  const kind = riskFlagKinds.find((candidate) => candidate === params.get('kind')) ?? ''
  return {
    status,
    kind,
    player: (params.get('player') ?? '').trim(),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  }
}

/** The API's query for a filter: empty filters are left out; the status always goes, as the API's default is open. */
export function riskQueryOf(filter: RiskFilter): URLSearchParams {
  const query = new URLSearchParams({
    status: filter.status,
    page: String(filter.page),
    pageSize: String(RISK_PAGE_SIZE),
  })
  if (filter.kind) query.set('kind', filter.kind)
  if (filter.player) query.set('player', filter.player)
  return query
}
