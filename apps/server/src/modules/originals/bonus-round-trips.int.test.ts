import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { grantBonus, makeBonusCampaign } from '../../../test/bonuses.ts'
import { expectCleanLedger } from '../../../test/ledger.ts'
import { fundedPlayer } from '../../../test/originals.ts'
import { roundTripCounter } from '../../../test/round-trips.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { placeInstantBet } from './place-instant-bet.ts'

const testApp = useTestApp()
const isPostgres = process.env.KHELA_TEST_DRIVER === 'pg'

/**
 * The round trips of a Dice bet, counted as the sportsbook's placement test counts them (each socket write of a
 * pool of its own is one). A player without bonus money must pay nothing for the bonus rules; one with it pays
 * the lock of cash and grant, the feed and the grant's side of the money.
 */
describe.runIf(isPostgres)('the round trips of an Originals bet', () => {
  let counter: Awaited<ReturnType<typeof roundTripCounter>>

  beforeAll(async () => {
    counter = await roundTripCounter(testApp())
  })
  afterAll(async () => {
    await counter.close()
  })

  async function countBet(userId: string) {
    const bet = () =>
      placeInstantBet(counter.db, {
        userId,
        idempotencyKey: randomUUID(),
        // A stake cash covers, on a bet that wins about once in 10,000 (a win adds its transfer).
        bet: { game: 'limbo', input: { stake: 1_000, target: 100_000_000 } },
      })
    return (await counter.writesOf(bet)).length
  }

  it('costs a player without bonus money nothing more', async () => {
    const campaign = await makeBonusCampaign(testApp())
    const plain = await fundedPlayer(testApp(), 1_000_000)
    const withBonus = await fundedPlayer(testApp(), 1_000_000)
    await grantBonus(testApp(), withBonus.userId, campaign.id, 50_000)
    const withoutGrant = await countBet(plain.userId)
    const withGrant = await countBet(withBonus.userId)
    // Measured on main before the bonus rules (the same bet, the same count): the originals' own statements.
    expect(withoutGrant).toBe(ORIGINALS_BET_ROUND_TRIPS)
    // The gate's read, the cash lock, the grants and their accounts locked, and the wagering fed.
    expect(withGrant - withoutGrant).toBe(5)
    await expectCleanLedger(testApp())
  })
})

const ORIGINALS_BET_ROUND_TRIPS = 9
