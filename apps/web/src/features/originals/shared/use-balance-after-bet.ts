import type { BetResult } from '@khela/contracts/originals'
import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { applyCashBalance } from '../../../lib/wallet-balance.ts'
import { seedsQueryKey } from './originals-api.ts'

/**
 * After a bet answer: the header's balance follows it (`applyCashBalance`), and the player's seeds (the nonce moved)
 * and recent bets are fetched again.
 */
export function applyBetBalance(queryClient: QueryClient, result: BetResult & { isReplay?: boolean }) {
  applyCashBalance(queryClient, result.balance, result.isReplay)
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
