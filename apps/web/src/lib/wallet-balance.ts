import type { PlayerBalances } from '@khela/contracts/wallet'
import { type QueryClient, useQuery } from '@tanstack/react-query'
import { api } from './endpoint.ts'
import * as walletApi from './endpoints/wallet.ts'
import { useIsSignedIn } from './use-session.ts'

export const walletBalanceQueryKey = ['wallet', 'balance'] as const

/** The signed-in player's cash, bonus and held amounts; refetched on the realtime `wallet.balance` hint. */
export function useWalletBalance(isEnabled = true) {
  const isSignedIn = useIsSignedIn()
  return useQuery({
    queryKey: walletBalanceQueryKey,
    queryFn: ({ signal }) => api(walletApi.balance, { signal }),
    enabled: isEnabled && isSignedIn,
    meta: { showsOwnError: true },
  })
}

/**
 * After a bet's answer: the header's balance shows the cash balance the answer carries (no second request). A
 * replayed answer (the Idempotent-Replay header) carries the balance of the first answer's moment, so the balance is
 * fetched instead.
 */
export function applyCashBalance(queryClient: QueryClient, balance: number, isReplay = false): void {
  if (isReplay || !queryClient.getQueryData(walletBalanceQueryKey))
    void queryClient.invalidateQueries({ queryKey: walletBalanceQueryKey })
  else
    queryClient.setQueryData<PlayerBalances>(walletBalanceQueryKey, (balances) =>
      balances ? { ...balances, cash: balance } : balances,
    )
}
