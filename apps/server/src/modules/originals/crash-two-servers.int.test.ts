import { randomBytes } from 'node:crypto'
import { type CrashEvent, crashChannel } from '@khela/contracts/originals'
import { eq, ne } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { expectCleanLedger } from '../../../test/ledger.ts'
import { fundedPlayer } from '../../../test/originals.ts'
import { useServerProcesses, waitFor } from '../../../test/server-process.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { connectSocket } from '../../../test/ws-client.ts'
import { crashRounds, gameBets } from '../../db/schema/originals.ts'

// Two real server processes on one PostgreSQL database (an embedded PGlite belongs to one process).
const isPostgres = process.env.KHELA_TEST_DRIVER === 'pg'
const testApp = useTestApp()
const db = () => testApp().services.database.db
const servers = useServerProcesses()

describe.runIf(isPostgres)('two server processes on one database', () => {
  it('run rounds on exactly one; when it is killed mid-round the other takes over and settles every stake', async () => {
    const config = testApp().services.config.database
    if (config.driver !== 'pg') throw new Error('PostgreSQL only')
    const players = await Promise.all([0, 1, 2].map(() => fundedPlayer(testApp(), 100_000)))

    const first = await servers.start(config.url)
    // The first instance leads alone: rounds appear.
    const firstRound = await waitFor(
      'a first round',
      async () => (await db().select().from(crashRounds).limit(1))[0],
    )
    // It ends at ×1.01, so the round the test plays comes soon.
    await db().update(crashRounds).set({ crashPoint: 10_100 }).where(eq(crashRounds.id, firstRound.id))
    const second = await servers.start(config.url)

    const socket = await connectSocket(second.url)
    socket.send({ type: 'subscribe', channel: crashChannel })
    await socket.next((message) => message.type === 'subscribed')
    const events: { event: CrashEvent; receivedAt: number }[] = []
    const nextEvent = async (matches: (event: CrashEvent) => boolean, timeoutMs = 30_000) => {
      const message = await socket.next(
        (candidate) => candidate.type === 'message' && matches(candidate.data as CrashEvent),
        timeoutMs,
      )
      if (message.type !== 'message') throw new Error('not a message')
      const event = message.data as CrashEvent
      events.push({ event, receivedAt: Date.now() })
      return event
    }

    // A round with time left to bet; its crash point is set to ×2.00 (11.6 s of flight) so it flies while we kill.
    const betting = await nextEvent((event) => event.type === 'round' && event.phase === 'betting')
    if (betting.type !== 'round') throw new Error('not a round event')
    const roundId = Number(betting.roundId)
    await db().update(crashRounds).set({ crashPoint: 20_000 }).where(eq(crashRounds.id, roundId))
    const headers = (cookie: string, key?: string) => ({
      origin: second.url,
      cookie,
      ...(key ? { 'content-type': 'application/json', 'idempotency-key': key } : {}),
    })
    const bet = async (cookie: string, slot: number, autoCashout: number | null) => {
      const response = await fetch(`${second.url}/api/originals/crash/bets`, {
        method: 'POST',
        headers: headers(cookie, `two-servers:${randomBytes(6).toString('hex')}`),
        body: JSON.stringify({ roundId: String(roundId), slot, stake: 10_000, autoCashout }),
      })
      expect(response.status, await response.clone().text()).toBe(200)
      return ((await response.json()) as { bet: { id: string } }).bet.id
    }
    const [one, two, three] = players as [(typeof players)[0], (typeof players)[0], (typeof players)[0]]
    const auto = await bet(one.cookie, 0, 15_000)
    const riderOne = await bet(one.cookie, 1, null)
    const riderTwo = await bet(two.cookie, 0, null)
    const manual = await bet(three.cookie, 0, null)

    await nextEvent(
      (event) => event.type === 'tick' && event.roundId === betting.roundId && event.elapsedMs >= 1_000,
    )
    // Exactly one instance holds the leader's lock in this file's database (other files run their own leaders
    // on the same server at the same time) and publishes ticks.
    const holders = await testApp().services.database.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM pg_locks WHERE locktype = 'advisory' AND objid = 727002 AND granted
         AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
    )
    expect(holders[0]?.count).toBe(1)

    first.child.kill('SIGKILL')
    const killedAt = Date.now()
    const resumed = await nextEvent(
      (event) => event.type === 'tick' && event.roundId === betting.roundId && event.serverTime > killedAt,
      15_000,
    )
    const takeoverMs = (events.at(-1)?.receivedAt ?? 0) - killedAt
    expect(takeoverMs).toBeLessThan(10_000)
    expect(resumed.type === 'tick' && resumed.multiplier < 20_000).toBe(true)

    const cashOut = await fetch(`${second.url}/api/originals/crash/bets/${manual}/cashout`, {
      method: 'POST',
      headers: headers(three.cookie),
    })
    expect(cashOut.status, await cashOut.clone().text()).toBe(200)

    await nextEvent(
      (event) => event.type === 'round' && event.roundId === betting.roundId && event.phase === 'crashed',
      20_000,
    )
    const bets = await db().select().from(gameBets).where(eq(gameBets.roundId, roundId))
    const statusOf = (id: string) => bets.find((row) => row.id === id)
    expect(bets.filter((row) => row.status === 'open')).toEqual([])
    expect(statusOf(auto)).toMatchObject({ status: 'won', multiplier: 15_000, payout: 15_000 })
    expect(statusOf(riderOne)).toMatchObject({ status: 'lost' })
    expect(statusOf(riderTwo)).toMatchObject({ status: 'lost' })
    expect(statusOf(manual)).toMatchObject({ status: 'won' })
    await expectCleanLedger(testApp())

    // The survivor goes on running rounds, one at a time.
    await nextEvent(
      (event) => event.type === 'round' && event.phase === 'betting' && event.roundId !== betting.roundId,
    )
    const unfinished = await db().select().from(crashRounds).where(ne(crashRounds.phase, 'crashed'))
    expect(unfinished.length).toBeLessThanOrEqual(1)
    const ticks = new Set<string>()
    for (const { event } of events)
      if (event.type === 'tick') {
        const key = `${event.roundId}:${event.elapsedMs}`
        expect(ticks.has(key)).toBe(false)
        ticks.add(key)
      }
    socket.close()
  }, 120_000)
})
