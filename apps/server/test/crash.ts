import { crashPoint as drawCrashPoint } from '@khela/contracts/fairness-crash'
import { desc, eq, ne } from 'drizzle-orm'
import type { App } from '../src/app.ts'
import { crashChains, crashRounds } from '../src/db/schema/originals.ts'
import type { CrashRoundRow } from '../src/modules/originals/crash-bet-view.ts'
import { createCrashSeedCache } from '../src/modules/originals/crash-chain-seeds.ts'
import { createCrashEvents } from '../src/modules/originals/crash-events.ts'
import { createCrashRound } from '../src/modules/originals/create-crash-round.ts'
import { settleCrashRound } from '../src/modules/originals/settle-crash-round.ts'
import { takeOffCrashRound } from '../src/modules/originals/take-off-crash-round.ts'
import { newKey } from './ledger.ts'

/** Crash's endpoints as one signed-in user (or a visitor, with null) calls them. */
export function crashClient(app: App, cookie: string | null) {
  const headers: Record<string, string> = { origin: app.services.config.publicUrl }
  if (cookie) headers.cookie = cookie
  return {
    state: () => app.inject({ url: '/api/originals/crash/state', headers }),
    chains: () => app.inject({ url: '/api/originals/crash/chains', headers }),
    rounds: (query = '') => app.inject({ url: `/api/originals/crash/rounds${query}`, headers }),
    bet: (payload: object, key: string = newKey('crash')) =>
      app.inject({
        method: 'POST',
        url: '/api/originals/crash/bets',
        headers: { ...headers, 'idempotency-key': key },
        payload,
      }),
    cashOut: (betId: string) =>
      app.inject({ method: 'POST', url: `/api/originals/crash/bets/${betId}/cashout`, headers }),
    liveRound: () => app.inject({ url: '/api/admin/originals/crash/round', headers }),
  }
}

/** The round's message on public:crash, as the engine sends after each change (pages and the state cache follow it). */
async function announce(app: App, round: CrashRoundRow) {
  await createCrashEvents(app.services.realtime, app.log).round(round, Date.now())
  return round
}

/** Ends every round not yet crashed, as the engine would: take-off, then the crash (open bets lose). */
export async function finishCrashRounds(app: App) {
  const { db } = app.services.database
  const rounds = await db.select().from(crashRounds).where(ne(crashRounds.phase, 'crashed'))
  for (const round of rounds) {
    if (round.phase === 'betting') await takeOffCrashRound(db, round.id)
    const settled = await settleCrashRound(db, round.id)
    if (settled) await announce(app, settled.round)
  }
}

/**
 * A new round taking bets for `bettingMs`, as the engine makes it (rounds a test left unfinished are ended first:
 * there is one unfinished round at a time); `crashPoint` replaces the drawn one, so a test knows where it ends
 * (such a round no longer matches its seed, so fairness tests use rounds left as drawn).
 */
export async function openCrashRound(
  app: App,
  options: { crashPoint?: number; bettingMs?: number } = {},
): Promise<CrashRoundRow> {
  const { db } = app.services.database
  await finishCrashRounds(app)
  const round = await createCrashRound(db, createCrashSeedCache(), {
    now: Date.now(),
    bettingMs: options.bettingMs ?? 60_000,
  })
  return announce(app, await withCrashPoint(app, round, options.crashPoint))
}

/**
 * Another round taking bets beside the unfinished ones, written directly: what two leaders at once could leave
 * before round creation took turns (an orphan), and what tests of bets on several rounds at once need.
 */
export async function insertCrashRound(
  app: App,
  options: { crashPoint?: number; bettingMs?: number } = {},
): Promise<CrashRoundRow> {
  const { db } = app.services.database
  const [latest] = await db.select().from(crashRounds).orderBy(desc(crashRounds.id)).limit(1)
  if (!latest) throw new Error('insertCrashRound needs a round made by openCrashRound first')
  const [chain] = await db.select().from(crashChains).where(eq(crashChains.id, latest.chainId))
  if (!chain) throw new Error('chain vanished')
  const seed = createCrashSeedCache().seedOf(chain, latest.roundNumber + 1)
  const [round] = await db
    .insert(crashRounds)
    .values({
      chainId: chain.id,
      roundNumber: latest.roundNumber + 1,
      seed,
      crashPoint: chain.salt === null ? null : await drawCrashPoint(seed, chain.salt, latest.edgeBps),
      edgeBps: latest.edgeBps,
      payoutCap: latest.payoutCap,
      bettingEndsAt: new Date(Date.now() + (options.bettingMs ?? 60_000)),
    })
    .returning()
  if (!round) throw new Error('round not inserted')
  return withCrashPoint(app, round, options.crashPoint)
}

async function withCrashPoint(app: App, round: CrashRoundRow, crashPoint: number | undefined) {
  const { db } = app.services.database
  if (crashPoint === undefined) return round
  const [changed] = await db
    .update(crashRounds)
    .set({ crashPoint })
    .where(eq(crashRounds.id, round.id))
    .returning()
  if (!changed) throw new Error('round vanished')
  return changed
}

/** Takes the round off and moves its take-off `elapsedMs` into the past, as if it had been flying that long. */
export async function flyCrashRound(app: App, roundId: number, elapsedMs: number): Promise<CrashRoundRow> {
  const { db } = app.services.database
  const running = await takeOffCrashRound(db, roundId)
  if (!running) throw new Error(`round ${roundId} was not taking bets`)
  const [moved] = await db
    .update(crashRounds)
    .set({ bettingEndsAt: new Date(Date.now() - elapsedMs) })
    .where(eq(crashRounds.id, roundId))
    .returning()
  if (!moved) throw new Error('round vanished')
  return announce(app, moved)
}
