import { setTimeout as sleep } from 'node:timers/promises'
import {
  CRASH_BETTING_MS,
  CRASH_PAUSE_MS,
  CRASH_TICK_MS,
  crashElapsedFor,
  crashMultiplierAt,
} from '@khela/contracts/originals'
import { and, asc, desc, eq, isNotNull, lt, ne } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { crashRounds, gameBets } from '../../db/schema/originals.ts'
import { type CrashRoundRow, crashPointOf } from './crash-bet-view.ts'
import { createCrashSeedCache } from './crash-chain-seeds.ts'
import { createCrashEvents } from './crash-events.ts'
import { createCrashRound } from './create-crash-round.ts'
import { payCrashCashouts } from './pay-crash-cashouts.ts'
import { settleCrashRound } from './settle-crash-round.ts'
import { takeOffCrashRound } from './take-off-crash-round.ts'

export type CrashTimings = { bettingMs: number; pauseMs: number; tickMs: number }

type Logger = { warn(obj: object, msg: string): void; error(obj: object, msg: string): void }

export type CrashEngineOptions = {
  db: Db
  realtime: { publish(channel: string, data: unknown): Promise<void> }
  log: Logger
  /** Shorter phases for tests; the published ones otherwise. */
  timings?: Partial<CrashTimings>
  /** Rounds per new hash chain (tests use short chains); CRASH_CHAIN_LENGTH otherwise. */
  chainLength?: number
}

const retryAfterFailureMs = 1_000
const maxRetryAfterFailureMs = 10_000
/** Failures in a row after which the engine is stuck (no new rounds) and says so as an error, every time. */
const stuckAfterFailures = 3

/**
 * The one Crash round engine, run by the leading instance (see app.ts). It keeps no state of its own between steps:
 * each step reads the oldest unfinished round (else the latest) and moves it on by its fixed timeline — make the next round after the pause,
 * take off when betting ends, tick and pay automatic cash-outs while it flies, settle it at its crash time. So a new
 * leader continues an interrupted round where its timeline says it is, and settles it at once if its crash time
 * has passed. Every write is conditional on the phase or the bet's status, so two leaders for a moment (a lost
 * lock) pay nothing twice.
 */
export function startCrashEngine(options: CrashEngineOptions): { stop(): Promise<void> } {
  const { db, log } = options
  const timings: CrashTimings = {
    bettingMs: CRASH_BETTING_MS,
    pauseMs: CRASH_PAUSE_MS,
    tickMs: CRASH_TICK_MS,
    ...options.timings,
  }
  const controller = new AbortController()
  const { signal } = controller
  const seeds = createCrashSeedCache()
  const events = createCrashEvents(options.realtime, log)

  // Sleeps are aborted by stop(); callers look at `signal.aborted` after each.
  async function waitUntil(time: number) {
    const delay = time - Date.now()
    if (delay > 0) await sleep(delay, undefined, { signal }).catch(() => {})
  }

  // The round this engine took off ticks from take-off; one taken over from another leader resumes at the next
  // tick slot, since the old leader may already have sent the one in progress.
  let tookOffRoundId: number | null = null

  async function step() {
    const round = (await findOldestUnfinishedCrashRound(db)) ?? (await findLatestCrashRound(db))
    if (!round || round.phase === 'crashed') {
      if (round) await waitUntil((round.crashedAt?.getTime() ?? 0) + timings.pauseMs)
      if (signal.aborted) return
      // Another leader for a moment may have made it meanwhile: then this is that round, and the next step runs it.
      const created = await createCrashRound(db, seeds, {
        now: Date.now(),
        bettingMs: timings.bettingMs,
        chainLength: options.chainLength,
      })
      await events.round(created, Date.now())
      return
    }
    if (round.phase === 'betting') {
      await waitUntil(round.bettingEndsAt.getTime())
      if (signal.aborted) return
      const flying = await takeOffCrashRound(db, round.id)
      if (flying) {
        tookOffRoundId = flying.id
        await events.round(flying, Date.now())
      }
      return
    }
    await fly(round)
  }

  /** Ticks on the ideal schedule (take-off + n × tick, so delays never add up) until the crash, then settles. */
  async function fly(round: CrashRoundRow) {
    const takeOff = round.bettingEndsAt.getTime()
    const crashPoint = crashPointOf(round)
    const crashAt = takeOff + crashElapsedFor(crashPoint)
    const cap = round.capMultiplier !== null && round.capMultiplier < crashPoint ? round.capMultiplier : null
    const targets = await findAutoCashoutTargets(db, round)
    let paidUpTo = 0
    let payouts = Promise.resolve()
    const slot = Math.floor((Date.now() - takeOff) / timings.tickMs)
    let tick = Math.max(0, round.id === tookOffRoundId ? slot : slot + 1)
    while (!signal.aborted) {
      const tickAt = takeOff + tick * timings.tickMs
      await waitUntil(Math.min(tickAt, crashAt))
      const now = Date.now()
      if (signal.aborted || now >= crashAt || tickAt >= crashAt) break
      // Woken a whole tick late or more (a busy process): send the tick of now, not a burst of old ones.
      tick = Math.max(tick, Math.floor((now - takeOff) / timings.tickMs))
      const elapsedMs = tick * timings.tickMs
      const multiplier = crashMultiplierAt(elapsedMs)
      tick += 1
      if (multiplier >= crashPoint) continue
      // Not awaited: the hub sends the NOTIFY for the other instances and then the tick to this instance's sockets,
      // each in order, so a slow NOTIFY (the database busy) never holds back the next tick.
      void events.tick(round.id, elapsedMs, multiplier, now)
      const isDue =
        targets.some((target) => target > paidUpTo && target <= multiplier) ||
        (cap !== null && multiplier >= cap && paidUpTo < cap)
      if (isDue) {
        paidUpTo = multiplier
        // Off the tick loop, one batch at a time, so the ticks keep their schedule while the payouts commit.
        payouts = payouts.then(() =>
          payCrashCashouts(db, round, multiplier).then(events.cashouts, (error: unknown) =>
            log.warn({ err: error, roundId: round.id }, 'crash auto cash-outs failed; the crash pays them'),
          ),
        )
      }
    }
    await payouts
    if (signal.aborted) return
    const settled = await settleCrashRound(db, round.id)
    if (!settled) return
    await events.cashouts(settled.paid)
    await events.round(settled.round, Date.now())
  }

  // A step that keeps failing (a round that cannot take off or settle) blocks every round after it: it is retried
  // for ever, backing off to 10 s, and logged as an error from the third failure in a row so an operator sees it.
  const running = (async () => {
    let failures = 0
    while (!signal.aborted) {
      try {
        await step()
        failures = 0
      } catch (error) {
        if (signal.aborted) break
        failures += 1
        if (failures >= stuckAfterFailures)
          log.error(
            { err: error, failures },
            'crash engine stuck: the same step keeps failing and no new round can start; retrying',
          )
        else log.warn({ err: error, failures }, 'crash engine step failed; trying again')
        await waitUntil(Date.now() + Math.min(retryAfterFailureMs * failures, maxRetryAfterFailureMs))
      }
    }
  })()

  return {
    async stop() {
      controller.abort()
      await running
    },
  }
}

/**
 * The oldest round not yet crashed. Normally the only one; an orphan left by two leaders at once before rounds took
 * turns (or by a bug) still flies by its own timeline and settles before any newer round.
 */
async function findOldestUnfinishedCrashRound(db: Db): Promise<CrashRoundRow | null> {
  const [round] = await db
    .select()
    .from(crashRounds)
    .where(ne(crashRounds.phase, 'crashed'))
    .orderBy(asc(crashRounds.id))
    .limit(1)
  return round ?? null
}

async function findLatestCrashRound(db: Db): Promise<CrashRoundRow | null> {
  const [round] = await db.select().from(crashRounds).orderBy(desc(crashRounds.id)).limit(1)
  return round ?? null
}

/** The automatic cash-out targets of the round's open bets that can be reached, lowest first. */
async function findAutoCashoutTargets(db: Db, round: CrashRoundRow): Promise<number[]> {
  const rows = await db
    .selectDistinct({ target: gameBets.autoCashout })
    .from(gameBets)
    .where(
      and(
        eq(gameBets.roundId, round.id),
        eq(gameBets.status, 'open'),
        isNotNull(gameBets.autoCashout),
        lt(gameBets.autoCashout, crashPointOf(round)),
      ),
    )
    .orderBy(asc(gameBets.autoCashout))
  return rows.map((row) => row.target ?? 0)
}
