import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { depositFor, expectCleanLedger } from '../../../test/ledger.ts'
import { addWalletProvider, launchFor, sendWalletCall } from '../../../test/provider-wallet.ts'
import { signUpPlayer } from '../../../test/sign-up.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { ledgerTransfers } from '../../db/schema/ledger.ts'
import { findPlayerAccounts } from '../wallet/find-player-accounts.ts'

/**
 * Provider calls arriving at once, as a provider's retries and parallel game servers send them. On PostgreSQL
 * (the integration-pg project) they really run concurrently, each on its own connection.
 */
const testApp = useTestApp()

async function setUp(cash: number) {
  const provider = await addWalletProvider(testApp())
  const player = await signUpPlayer(testApp())
  await depositFor(testApp(), player.userId, cash)
  const token = await launchFor(testApp(), provider, player.userId)
  const base = { token, player: player.userId, currency: 'BDT', game: provider.gameCode }
  return { provider, player, base }
}

describe('wallet calls at the same time', () => {
  it('50 bets whose sum passes the balance: the balance never goes below zero', async () => {
    const { provider, player, base } = await setUp(10_000)
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        sendWalletCall(testApp(), provider, 'bet', {
          ...base,
          round: `round-${index}`,
          transaction: `bet-${index}`,
          amount: 700,
        }),
      ),
    )
    const taken = answers.filter((answer) => answer.statusCode === 200)
    const refused = answers.filter((answer) => answer.statusCode !== 200)
    expect(taken).toHaveLength(14)
    expect(refused.map((answer) => answer.json().error.code)).toEqual(Array(36).fill('INSUFFICIENT_FUNDS'))
    const accounts = await findPlayerAccounts(testApp().services.database.db, player.userId)
    expect(accounts?.balances.player_cash).toBe(10_000 - 14 * 700)
    await expectCleanLedger(testApp())
  })

  it('the same transaction sent 20 times at once: one transfer, 20 identical answers', async () => {
    const { provider, player, base } = await setUp(10_000)
    const bet = { ...base, round: 'round-1', transaction: 'bet-once', amount: 1_000 }
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => sendWalletCall(testApp(), provider, 'bet', bet)),
    )
    expect(new Set(answers.map((answer) => `${answer.statusCode} ${answer.body}`)).size).toBe(1)
    expect(answers[0]?.statusCode).toBe(200)
    const accounts = await findPlayerAccounts(testApp().services.database.db, player.userId)
    expect(accounts?.balances.player_cash).toBe(9_000)
    const transfers = await testApp()
      .services.database.db.select({ id: ledgerTransfers.id })
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.kind, 'provider_bet'))
    expect(transfers.filter((row) => row.id === answers[0]?.json().transfer)).toHaveLength(1)
    await expectCleanLedger(testApp())
  })
})
