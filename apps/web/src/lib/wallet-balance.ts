import { useQuery } from '@tanstack/react-query'
import { api } from './endpoint.ts'
import * as walletApi from './endpoints/wallet.ts'

export const walletBalanceQueryKey = ['wallet', 'balance'] as const

/** The signed-in player's cash, bonus and held amounts; refetched on the realtime `wallet.balance` hint. */
export function useWalletBalance(isEnabled = true) {
  return useQuery({
    queryKey: walletBalanceQueryKey,
    queryFn: ({ signal }) => api(walletApi.balance, { signal }),
    enabled: isEnabled,
    meta: { showsOwnError: true },
  })
}
