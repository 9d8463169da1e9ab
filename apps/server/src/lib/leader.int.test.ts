import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../test/test-database.ts'
import type { Config } from '../config.ts'
import { createDatabase, type Database } from '../db/client.ts'
import { createLeader, type Leader } from './leader.ts'

const quietLog = { info() {}, warn() {} }
const isPostgres = process.env.KHELA_TEST_DRIVER === 'pg'

let databaseConfig: Config['database']
let dropDatabase: () => Promise<void>
const opened: Database[] = []

beforeAll(async () => {
  const testDatabase = await createTestDatabase()
  databaseConfig = testDatabase.database
  dropDatabase = testDatabase.drop
})

afterAll(async () => {
  for (const database of opened) await database.close()
  await dropDatabase()
})

async function openDatabase() {
  const database = await createDatabase(databaseConfig)
  opened.push(database)
  return database
}

async function waitUntil(condition: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

function startLeader(database: Database, events: string[], name: string): Leader {
  const leader = createLeader(database, { pollMs: 100, log: quietLog })
  leader.whileLeading(() => {
    events.push(`${name} starts`)
    return () => {
      events.push(`${name} stops`)
    }
  })
  leader.start()
  return leader
}

describe('the leader', () => {
  it('runs leadership work on election and stops it on resignation', async () => {
    const events: string[] = []
    const leader = startLeader(await openDatabase(), events, 'only')
    await waitUntil(() => leader.isLeader)
    expect(events).toEqual(['only starts'])
    await leader.stop()
    expect(leader.isLeader).toBe(false)
    expect(events).toEqual(['only starts', 'only stops'])
  })

  // Competing instances need a server: an embedded PGlite database belongs to one process only.
  it.runIf(isPostgres)(
    'lets exactly one of two instances lead, and the other take over when it stops',
    async () => {
      const events: string[] = []
      const first = startLeader(await openDatabase(), events, 'first')
      await waitUntil(() => first.isLeader)
      const second = startLeader(await openDatabase(), events, 'second')
      // Several polls of the second instance pass while the first holds the lock.
      await new Promise((resolve) => setTimeout(resolve, 500))
      expect([first.isLeader, second.isLeader]).toEqual([true, false])

      await first.stop()
      await waitUntil(() => second.isLeader)
      expect(events).toEqual(['first starts', 'first stops', 'second starts'])
      await second.stop()
    },
  )

  it.runIf(isPostgres)(
    'loses leadership when its connection dies, and then exactly one instance leads',
    async () => {
      const events: string[] = []
      const first = startLeader(await openDatabase(), events, 'first')
      await waitUntil(() => first.isLeader)
      const second = startLeader(await openDatabase(), events, 'second')
      const admin = await openDatabase()
      // This file's database only: other test files hold the same lock in theirs, in parallel on one server.
      await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = 'advisory' AND objid = 727002 AND granted
           AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
      )
      await waitUntil(() => events.includes('first stops') && first.isLeader !== second.isLeader)
      // Either may win the next election (the first reconnects too); what matters is one leader in the end. The
      // lock is free as soon as the first's backend ends, so the second may win it before the first's process has
      // read its closed socket: 'second starts' can come before 'first stops'.
      expect(events[0]).toBe('first starts')
      expect(events.slice(1).filter((event) => event !== 'first stops')).toEqual([
        first.isLeader ? 'first starts' : 'second starts',
      ])
      expect(events.filter((event) => event === 'first stops')).toHaveLength(1)
      await first.stop()
      await second.stop()
    },
  )
})
