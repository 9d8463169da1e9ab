import type { AdminOverview } from '@khela/contracts/overview'
import { hasPermission } from '@khela/contracts/permissions'
import type { Role } from '@khela/contracts/roles'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/endpoint.ts'
import * as adminBackOfficeApi from '../../../lib/endpoints/admin/back-office.ts'
import { useRealtime } from '../../../lib/use-realtime.ts'

export const overviewQueryKey = ['admin', 'overview'] as const

/**
 * Bets and registrations send no hint, so the figures are fetched again every 30 seconds, when the window regains
 * focus and, for staff who may listen to `staff:cashier`, at once on every cashier hint (a deposit completed, a
 * withdrawal paid).
 */
const refreshEveryMs = 30_000

export function findOverview(signal?: AbortSignal): Promise<AdminOverview> {
  return api(adminBackOfficeApi.overview, { signal })
}

export function findOverviewSeries(period: { from: string; to: string }, signal?: AbortSignal) {
  return api(adminBackOfficeApi.overviewSeries, { query: period, signal })
}

export function useOverview() {
  return useQuery({
    queryKey: [...overviewQueryKey, 'figures'],
    queryFn: ({ signal }) => findOverview(signal),
    refetchInterval: refreshEveryMs,
    refetchOnWindowFocus: true,
    meta: { showsOwnError: true },
  })
}

export function useOverviewSeries(period: { from: string; to: string }, isEnabled: boolean) {
  return useQuery({
    queryKey: [...overviewQueryKey, 'series', period.from, period.to],
    queryFn: ({ signal }) => findOverviewSeries(period, signal),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
    refetchInterval: refreshEveryMs,
    refetchOnWindowFocus: true,
    meta: { showsOwnError: true },
  })
}

/** Refetches the overview on each `staff:cashier` hint, for staff the server lets listen (`cashier.decide`). */
export function useOverviewCashierHints(role: Role) {
  const queryClient = useQueryClient()
  useRealtime(
    'staff:cashier',
    (event) => {
      if (event.kind === 'refused') return
      void queryClient.invalidateQueries({ queryKey: overviewQueryKey })
    },
    hasPermission(role, 'cashier.decide'),
  )
}
