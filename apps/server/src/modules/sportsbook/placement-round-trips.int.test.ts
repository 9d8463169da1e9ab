import { randomUUID } from 'node:crypto'
import type { PlaceSportBet } from '@khela/contracts/sportsbook-placement'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectCleanLedger } from '../../../test/ledger.ts'
import { fundedPlayer } from '../../../test/originals.ts'
import { type BookMarket, makeBookMarket } from '../../../test/sportsbook.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { createDatabase, type Database } from '../../db/client.ts'
import { placeSportBet } from './place-sport-bet.ts'

const testApp = useTestApp()
const poolOf = (database: Database) => ({ pool: (database.db as unknown as { $client: pg.Pool }).$client })
const isPostgres = process.env.KHELA_TEST_DRIVER === 'pg'

/**
 * The round trips of a placement, counted on a pool of its own (so the app's background work cannot count):
 * each `pg` query is one, since `pg` does not pipeline. A placement that gains a statement fails here, and the
 * list says which. PostgreSQL only: PGlite runs in the test's process, with no round trips to count.
 */
describe.runIf(isPostgres)('the round trips of a placement', () => {
  let counted: Database
  const sent: string[] = []
  let isCounting = false

  beforeAll(async () => {
    const { pool } = poolOf(testApp().services.database)
    counted = await createDatabase(
      { driver: 'pg', url: String(pool.options.connectionString) },
      { warn: () => {} },
    )
    const ownPool = poolOf(counted).pool
    const wrapped = new WeakSet<pg.PoolClient>()
    ownPool.on('acquire', (client) => {
      if (wrapped.has(client)) return
      wrapped.add(client)
      const query = client.query.bind(client) as (...args: unknown[]) => unknown
      client.query = ((...args: unknown[]) => {
        const [first] = args
        const text = typeof first === 'string' ? first : (first as { text?: string }).text
        if (isCounting) sent.push(String(text).trim().split(/\s+/).slice(0, 3).join(' '))
        return query(...args)
      }) as typeof client.query
    })
  })
  afterAll(async () => {
    await counted.close()
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
      placeSportBet(counted.db, {
        userId: player.userId,
        idempotencyKey: randomUUID(),
        input,
        now: () => new Date(),
      })
    // The first bet of a process may open the book's liability account and warm the in-memory caches.
    await place()
    sent.length = 0
    isCounting = true
    try {
      await place()
    } finally {
      isCounting = false
    }
    return [...sent]
  }

  it('is the same for a single and a 5-leg accumulator', async () => {
    const markets: BookMarket[] = []
    for (let index = 0; index < 5; index++) markets.push(await makeBookMarket(testApp()))
    const single = await countPlacement(markets.slice(0, 1))
    const accumulator = await countPlacement(markets)
    // BEGIN, the cash and markets locked, the legs and the player's facts read, the writes, COMMIT.
    expect(single, single.join(' | ')).toHaveLength(5)
    expect(accumulator).toEqual(single)
    await expectCleanLedger(testApp())
  })
})
