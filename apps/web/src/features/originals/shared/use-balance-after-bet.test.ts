import type { BetResult } from '@khela/contracts/originals'
import type { PlayerBalances } from '@khela/contracts/wallet'
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { walletBalanceQueryKey } from '../../../lib/wallet-balance.ts'
import { applyBetBalance } from './use-balance-after-bet.ts'

const balances = { cash: 90_000 } as PlayerBalances
const answer = (balance: number, isReplay: boolean) =>
  ({ bet: {} as BetResult['bet'], balance, isReplay }) as BetResult & { isReplay: boolean }

function clientWithBalance() {
  const client = new QueryClient()
  client.setQueryData(walletBalanceQueryKey, balances)
  return client
}

describe('applyBetBalance', () => {
  it("writes a new bet's balance into the header's balance", () => {
    const client = clientWithBalance()
    applyBetBalance(client, answer(80_000, false))
    expect(client.getQueryData<PlayerBalances>(walletBalanceQueryKey)?.cash).toBe(80_000)
    expect(client.getQueryState(walletBalanceQueryKey)?.isInvalidated).toBe(false)
  })

  it("reads the balance again after a replayed answer instead of writing the first answer's old balance", () => {
    const client = clientWithBalance()
    applyBetBalance(client, answer(95_000, true))
    expect(client.getQueryData<PlayerBalances>(walletBalanceQueryKey)?.cash).toBe(90_000)
    expect(client.getQueryState(walletBalanceQueryKey)?.isInvalidated).toBe(true)
  })
})
