import { randomUUID } from 'node:crypto'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { grantBonus, makeBonusCampaign } from '../../../test/bonuses.ts'
import { expectCleanLedger } from '../../../test/ledger.ts'
import { fundedPlayer } from '../../../test/originals.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { createDatabase, type Database } from '../../db/client.ts'
import { placeInstantBet } from './place-instant-bet.ts'

const testApp = useTestApp()
const poolOf = (database: Database) => ({ pool: (database.db as unknown as { $client: pg.Pool }).$client })
const isPostgres = process.env.KHELA_TEST_DRIVER === 'pg'

type SocketWrites = {
  _write(chunk: Buffer, encoding: BufferEncoding, callback: (error?: Error | null) => void): void
  _writev(chunks: { chunk: Buffer }[], callback: (error?: Error | null) => void): void
}

/**
 * The round trips of a Dice bet, counted as the sportsbook's placement test counts them (each socket write of a
 * pool of its own is one). A player without bonus money must pay nothing for the bonus rules; one with it pays
 * the lock of cash and grant, the feed and the grant's side of the money.
 */
describe.runIf(isPostgres)('the round trips of an Originals bet', () => {
  let counted: Database
  let writes = 0
  let isCounting = false

  beforeAll(async () => {
    const { pool } = poolOf(testApp().services.database)
    counted = await createDatabase(
      { driver: 'pg', url: String(pool.options.connectionString) },
      { warn: () => {} },
    )
    const wrapped = new WeakSet<object>()
    poolOf(counted).pool.on('acquire', (client) => {
      const socket = (client as unknown as { connection: { stream: SocketWrites } }).connection.stream
      if (wrapped.has(socket)) return
      wrapped.add(socket)
      const write = socket._write.bind(socket)
      const writev = socket._writev.bind(socket)
      socket._write = (chunk, encoding, callback) => {
        if (isCounting) writes++
        write(chunk, encoding, callback)
      }
      socket._writev = (chunks, callback) => {
        if (isCounting) writes++
        writev(chunks, callback)
      }
    })
  })
  afterAll(async () => {
    await counted.close()
  })

  async function countBet(userId: string) {
    const bet = () =>
      placeInstantBet(counted.db, {
        userId,
        idempotencyKey: randomUUID(),
        // A stake cash covers, on a bet that wins about once in 10,000 (a win adds its transfer).
        bet: { game: 'limbo', input: { stake: 1_000, target: 100_000_000 } },
      })
    await bet()
    writes = 0
    isCounting = true
    try {
      await bet()
    } finally {
      isCounting = false
    }
    return writes
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
