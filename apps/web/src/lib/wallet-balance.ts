import type { PlayerBalances } from '@khela/contracts/wallet'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from './api.ts'

export const walletBalanceQueryKey = ['wallet', 'balance'] as const

/** The signed-in player's cash, bonus and held amounts; refetched on the realtime `wallet.balance` hint. */
export function useWalletBalance(isEnabled = true) {
  return useQuery({
    queryKey: walletBalanceQueryKey,
    queryFn: ({ signal }) => apiRequest<PlayerBalances>('/api/wallet/balance', { signal }),
    enabled: isEnabled,
    meta: { showsOwnError: true },
  })
}
