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
 * The round trips of a placement, counted on a pool of its own (so the app's background work cannot count): each
 * write to the connection's socket is one, since the client then waits for its answer, and lists what it sends
 * (the prepared statements' names, the plain queries' text). A placement that gains a round trip fails here, and
 * the list says which. PostgreSQL only: PGlite runs in the test's process, with no round trips to count.
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
    const wrapped = new WeakSet<object>()
    ownPool.on('acquire', (client) => {
      const socket = (client as unknown as { connection: { stream: SocketWrites } }).connection.stream
      if (wrapped.has(socket)) return
      wrapped.add(socket)
      const write = socket._write.bind(socket)
      const writev = socket._writev.bind(socket)
      socket._write = (chunk, encoding, callback) => {
        if (isCounting) sent.push(describeMessages([chunk]))
        write(chunk, encoding, callback)
      }
      socket._writev = (chunks, callback) => {
        if (isCounting) sent.push(describeMessages(chunks.map((entry) => entry.chunk)))
        writev(chunks, callback)
      }
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
    // BEGIN with the cash and markets locked; the legs and the player's facts read; the writes with COMMIT.
    expect(single, single.join(' | ')).toEqual([
      'BEGIN + sportsbook_placement_lock',
      'sportsbook_placement_facts',
      'sportsbook_bet_write + COMMIT',
    ])
    expect(accumulator).toEqual(single)
    await expectCleanLedger(testApp())
  })
})

type SocketWrites = {
  _write(chunk: Buffer, encoding: BufferEncoding, callback: (error?: Error | null) => void): void
  _writev(chunks: { chunk: Buffer }[], callback: (error?: Error | null) => void): void
}

/**
 * What one socket write carries, in PostgreSQL's protocol: a plain query ('Q') by its text, an extended one by
 * the name of the prepared statement its Bind ('B') runs; Describe, Execute and Sync name nothing.
 */
function describeMessages(chunks: readonly Buffer[]): string {
  const bytes = Buffer.concat(chunks)
  const names: string[] = []
  for (let at = 0; at < bytes.length; at += 1 + bytes.readInt32BE(at + 1)) {
    const type = String.fromCharCode(bytes[at] as number)
    const body = bytes.subarray(at + 5, at + 1 + bytes.readInt32BE(at + 1))
    if (type === 'Q') names.push(body.toString('utf8', 0, body.indexOf(0)).trim().toUpperCase())
    if (type === 'B') {
      const portalEnd = body.indexOf(0)
      names.push(body.toString('utf8', portalEnd + 1, body.indexOf(0, portalEnd + 1)))
    }
  }
  return names.join(' + ')
}
