import type { BetResult } from '@khela/contracts/originals'
import type { PlayerBalances } from '@khela/contracts/wallet'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { walletBalanceQueryKey } from '../../cashier/wallet-balance.ts'
import { seedsQueryKey } from './originals-api.ts'

/**
 * After a bet answer: the header's balance shows the cash balance the answer carries (no second request), and the
 * player's seeds (the nonce moved) and recent bets are fetched again.
 */
export function useBalanceAfterBet() {
  const queryClient = useQueryClient()
  return useCallback(
    (result: BetResult) => {
      queryClient.setQueryData<PlayerBalances>(walletBalanceQueryKey, (balances) =>
        balances ? { ...balances, cash: result.balance } : balances,
      )
      if (!queryClient.getQueryData(walletBalanceQueryKey))
        void queryClient.invalidateQueries({ queryKey: walletBalanceQueryKey })
      void queryClient.invalidateQueries({ queryKey: seedsQueryKey })
      void queryClient.invalidateQueries({ queryKey: ['originals', 'bets'] })
    },
    [queryClient],
  )
}
