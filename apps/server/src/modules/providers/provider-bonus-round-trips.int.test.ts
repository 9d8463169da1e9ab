import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { grantBonus, makeBonusCampaign } from '../../../test/bonuses.ts'
import { depositFor, expectCleanLedger } from '../../../test/ledger.ts'
import { addWalletProvider, launchFor, type TestProvider } from '../../../test/provider-wallet.ts'
import { roundTripCounter } from '../../../test/round-trips.ts'
import { signUpPlayer } from '../../../test/sign-up.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { runWalletCall } from './run-wallet-call.ts'

const testApp = useTestApp()
const isPostgres = process.env.KHELA_TEST_DRIVER === 'pg'

/**
 * The round trips of a provider's bet call, counted as the Originals' bonus test counts them (each socket write of
 * a pool of its own is one). A player without bonus money must pay nothing for the bonus rules.
 */
describe.runIf(isPostgres)("the round trips of a provider's bet", () => {
  let counter: Awaited<ReturnType<typeof roundTripCounter>>
  let provider: TestProvider

  beforeAll(async () => {
    provider = await addWalletProvider(testApp())
    counter = await roundTripCounter(testApp())
  })
  afterAll(async () => {
    await counter.close()
  })

  async function countBet(userId: string) {
    const token = await launchFor(testApp(), provider, userId)
    const bet = () =>
      runWalletCall(
        counter.db,
        provider.code,
        {
          call: 'bet',
          body: {
            token,
            player: userId,
            currency: 'BDT',
            game: provider.gameCode,
            round: randomUUID(),
            transaction: randomUUID(),
            amount: 1_000,
            roundClosed: false,
          },
        },
        new Date(),
      )
    return (await counter.writesOf(bet)).length
  }

  it('costs a player without bonus money nothing more', async () => {
    const campaign = await makeBonusCampaign(testApp())
    const plain = await signUpPlayer(testApp())
    const withBonus = await signUpPlayer(testApp())
    await depositFor(testApp(), plain.userId, 1_000_000)
    await depositFor(testApp(), withBonus.userId, 1_000_000)
    await grantBonus(testApp(), withBonus.userId, campaign.id, 50_000)
    const withoutGrant = await countBet(plain.userId)
    const withGrant = await countBet(withBonus.userId)
    // Measured on main before the bonus rules (the same call, the same count): the wallet call's own statements.
    expect(withoutGrant).toBe(PROVIDER_BET_ROUND_TRIPS)
    // The gate's read, the grants and their accounts locked, the wagering fed, and the grant in play for the answer
    // (its grants, then their balances: the ledger's accounts are the wallet's to read).
    expect(withGrant - withoutGrant).toBe(6)
    await expectCleanLedger(testApp())
  })
})

const PROVIDER_BET_ROUND_TRIPS = 7
