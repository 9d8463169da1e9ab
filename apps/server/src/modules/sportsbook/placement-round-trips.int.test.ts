import { randomUUID } from 'node:crypto'
import type { PlaceSportBet } from '@khela/contracts/sportsbook-placement'
import { inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectCleanLedger } from '../../../test/ledger.ts'
import { fundedPlayer } from '../../../test/originals.ts'
import { describeMessages, roundTripCounter } from '../../../test/round-trips.ts'
import { type BookMarket, makeBookMarket } from '../../../test/sportsbook.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { sportBets } from '../../db/schema/sportsbook.ts'
import { placeSportBet } from './place-sport-bet.ts'
import { sportBetPlacer } from './place-sport-bets.ts'

const testApp = useTestApp()
const isPostgres = process.env.KHELA_TEST_DRIVER === 'pg'

/**
 * The round trips of a placement, counted on a pool of its own (so the app's background work cannot count): each
 * write to the connection's socket is one, since the client then waits for its answer, and lists what it sends
 * (the prepared statements' names, the plain queries' text). A placement that gains a round trip fails here, and
 * the list says which. PostgreSQL only: PGlite runs in the test's process, with no round trips to count.
 */
describe.runIf(isPostgres)('the round trips of a placement', () => {
  let counter: Awaited<ReturnType<typeof roundTripCounter>>

  beforeAll(async () => {
    counter = await roundTripCounter(testApp())
  })
  afterAll(async () => {
    await counter.close()
  })

  async function countPlacement(legs: BookMarket[]) {
    const player = await fundedPlayer(testApp(), 1_000_000)
    const input: PlaceSportBet = {
      type: legs.length === 1 ? 'single' : 'accumulator',
      legs: legs.map((market) => ({ selectionId: market.selections[0], price: 1850, marketVersion: 1 })),
      stake: 1_000,
      oddsPolicy: 'any',
    }
    const place = () =>
      placeSportBet(counter.db, {
        userId: player.userId,
        idempotencyKey: randomUUID(),
        input,
        now: () => new Date(),
      })
    // The first bet of a process may open the book's liability account and warm the in-memory caches.
    return (await counter.writesOf(place)).map(describeMessages)
  }

  it('is the same for a single and a 5-leg accumulator', async () => {
    const markets: BookMarket[] = []
    for (let index = 0; index < 5; index++) markets.push(await makeBookMarket(testApp()))
    const single = await countPlacement(markets.slice(0, 1))
    const accumulator = await countPlacement(markets)
    // BEGIN with the plans' settings, the cash and markets locked, the legs and the player's facts read; the
    // writes with COMMIT.
    expect(single, single.join(' | ')).toEqual([
      'BEGIN + khela_generic_index_plans + sportsbook_placement_lock + sportsbook_placement_facts',
      'sportsbook_bet_write + COMMIT',
    ])
    expect(accumulator).toEqual(single)
    await expectCleanLedger(testApp())
  })

  it('is the same for the bets of three players placed together', async () => {
    const market = await makeBookMarket(testApp())
    const players = await Promise.all([0, 1, 2, 3].map(() => fundedPlayer(testApp(), 1_000_000)))
    const input: PlaceSportBet = {
      type: 'single',
      legs: [{ selectionId: market.selections[0], price: 1850, marketVersion: 1 }],
      stake: 1_000,
      oddsPolicy: 'any',
    }
    const placeAll = () => {
      // One placement at a time: the first goes alone, the three sent while it runs go together after it.
      const place = sportBetPlacer(counter.db)
      return Promise.all(
        players.map((player) =>
          place({ userId: player.userId, idempotencyKey: randomUUID(), input, now: () => new Date() }),
        ),
      )
    }
    const writes = (await counter.writesOf(placeAll)).map(describeMessages)
    // The first alone, then the three together in the same statements as one bet.
    const oneTransaction = [
      'BEGIN + khela_generic_index_plans + sportsbook_placement_lock + sportsbook_placement_facts',
      'sportsbook_bet_write + COMMIT',
    ]
    expect(writes, writes.join(' | ')).toEqual([...oneTransaction, ...oneTransaction])
    const bets = await testApp()
      .services.database.db.select({ createdAt: sportBets.createdAt })
      .from(sportBets)
      .where(
        inArray(
          sportBets.userId,
          players.map((player) => player.userId),
        ),
      )
    // Two runs (writesOf warms up with one), each a bet alone and three together: four transactions' timestamps.
    expect(bets).toHaveLength(8)
    expect(new Set(bets.map((bet) => bet.createdAt.getTime())).size).toBe(4)
    await expectCleanLedger(testApp())
  })
})
