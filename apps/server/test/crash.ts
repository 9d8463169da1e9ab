import { eq } from 'drizzle-orm'
import type { App } from '../src/app.ts'
import { crashRounds } from '../src/db/schema/originals.ts'
import type { CrashRoundRow } from '../src/modules/originals/crash-bet-view.ts'
import { createCrashSeedCache } from '../src/modules/originals/crash-chain-seeds.ts'
import { createCrashRound } from '../src/modules/originals/create-crash-round.ts'
import { takeOffCrashRound } from '../src/modules/originals/take-off-crash-round.ts'
import { newKey } from './ledger.ts'

/** Crash's endpoints as one signed-in user (or a visitor, with null) calls them. */
export function crashClient(app: App, cookie: string | null) {
  const headers: Record<string, string> = { origin: app.services.config.publicUrl }
  if (cookie) headers.cookie = cookie
  return {
    state: () => app.inject({ url: '/api/originals/crash/state', headers }),
    chains: () => app.inject({ url: '/api/originals/crash/chains', headers }),
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

/**
 * A new round taking bets for `bettingMs`, as the engine makes it; `crashPoint` replaces the drawn one, so a test
 * knows where it ends (such a round no longer matches its seed, so fairness tests use rounds left as drawn).
 */
export async function openCrashRound(
  app: App,
  options: { crashPoint?: number; bettingMs?: number } = {},
): Promise<CrashRoundRow> {
  const { db } = app.services.database
  const round = await createCrashRound(db, createCrashSeedCache(), {
    now: Date.now(),
    bettingMs: options.bettingMs ?? 60_000,
  })
  if (options.crashPoint === undefined) return round
  const [changed] = await db
    .update(crashRounds)
    .set({ crashPoint: options.crashPoint })
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
  return moved
}
