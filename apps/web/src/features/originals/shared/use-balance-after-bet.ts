import type { BetResult } from '@khela/contracts/originals'
import type { PlayerBalances } from '@khela/contracts/wallet'
import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { walletBalanceQueryKey } from '../../../lib/wallet-balance.ts'
import { seedsQueryKey } from './originals-api.ts'

/**
 * After a bet answer: the header's balance shows the cash balance the answer carries (no second request), and the
 * player's seeds (the nonce moved) and recent bets are fetched again. A replayed answer (`isReplay`, the
 * Idempotent-Replay header) carries the balance of the first answer's moment, so the balance is fetched instead.
 */
export function applyBetBalance(queryClient: QueryClient, result: BetResult & { isReplay?: boolean }) {
  if (result.isReplay || !queryClient.getQueryData(walletBalanceQueryKey))
    void queryClient.invalidateQueries({ queryKey: walletBalanceQueryKey })
  else
    queryClient.setQueryData<PlayerBalances>(walletBalanceQueryKey, (balances) =>
      balances ? { ...balances, cash: result.balance } : balances,
    )
  void queryClient.invalidateQueries({ queryKey: seedsQueryKey })
  void queryClient.invalidateQueries({ queryKey: ['originals', 'bets'] })
}

export function useBalanceAfterBet() {
  const queryClient = useQueryClient()
  return useCallback(
    (result: BetResult & { isReplay?: boolean }) => applyBetBalance(queryClient, result),
    [queryClient],
  )
}
