import type { PendingCounts } from '@khela/contracts/cashier'
import { hasPermission } from '@khela/contracts/permissions'
import type { Role } from '@khela/contracts/roles'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/endpoint.ts'
import * as adminCashierApi from '../../../lib/endpoints/admin/cashier.ts'
import { useRealtime } from '../../../lib/use-realtime.ts'
import {
  adminDepositsQueryKey,
  adminWithdrawalsQueryKey,
  pendingCountsQueryKey,
} from './cashier-query-keys.ts'

export function findPendingCounts(signal?: AbortSignal): Promise<PendingCounts> {
  return api(adminCashierApi.pendingCounts, { signal })
}

/**
 * The pending deposits and withdrawals for staff who decide them, kept current by `staff:cashier`: each hint
 * (and each resubscription, after which hints may have been missed) refetches the counts and the open lists,
 * so a new request appears in Deposit History without a reload.
 */
export function usePendingCounts(role: Role | undefined) {
  const queryClient = useQueryClient()
  const isEnabled = role !== undefined && hasPermission(role, 'cashier.decide')
  useRealtime(
    'staff:cashier',
    (event) => {
      if (event.kind === 'refused') return
      for (const queryKey of [pendingCountsQueryKey, adminDepositsQueryKey, adminWithdrawalsQueryKey]) {
        void queryClient.invalidateQueries({ queryKey })
      }
    },
    isEnabled,
  )
  return useQuery({
    queryKey: pendingCountsQueryKey,
    queryFn: ({ signal }) => findPendingCounts(signal),
    enabled: isEnabled,
    meta: { showsOwnError: true },
  })
}
