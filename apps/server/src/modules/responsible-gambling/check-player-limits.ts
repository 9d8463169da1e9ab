import {
  type LimitKey,
  type LimitKind,
  limitPeriodMs,
  limitPeriods,
} from '@khela/contracts/responsible-gambling'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { responsibleGambling } from '../../db/schema/responsible-gambling.ts'
import { AppError } from '../../lib/app-error.ts'
import { clock } from '../../lib/clock.ts'
import { sumDepositRequests } from '../cashier/sum-deposit-requests.ts'
import { sumShopDeposits } from '../partners/sum-shop-deposits.ts'
import { findLatestSignInOnClock } from './find-latest-sign-in-on-clock.ts'
import { findPlayerTools, type PlayerToolsRow, playerToolsRowOf } from './find-player-tools.ts'
import { limitsInForce, playSessionStart, sessionBreakMs } from './limit-rules.ts'
import { sumPlayerPlay } from './sum-player-play.ts'
import { exclusionInForce } from './to-responsible-gambling-state.ts'

const limitCodes = {
  deposit: 'DEPOSIT_LIMIT_REACHED',
  wager: 'WAGER_LIMIT_REACHED',
  loss: 'LOSS_LIMIT_REACHED',
} as const

/**
 * The responsible-gambling check of a bet or a deposit request, inside the transaction that makes it. The player's
 * row is locked FOR UPDATE first, so a second bet or deposit of the same player waits until this transaction ends
 * and then counts this one (each statement reads what is committed by then). A player without a row has no limit
 * and no exclusion.
 */
export async function checkPlayerLimits(
  tx: Db,
  attempt: { userId: string; currency: string } & (
    | { kind: 'bet'; stake: number }
    | { kind: 'deposit'; amount: number }
  ),
  /** The player's row as `lockedPlayerToolsSql` read it in this transaction (null inside: they have none). */
  locked?: { row: Record<string, unknown> | null },
): Promise<void> {
  const row = locked
    ? playerToolsRowOf(locked.row)
    : await findPlayerTools(tx, attempt.userId, { lock: true })
  if (!row) return
  const now = clock.now()
  assertNotExcluded(row, now)
  const { limits } = limitsInForce({ limits: row.limits, pending: row.pending }, now)
  if (attempt.kind === 'deposit') {
    // Cash deposited at an agent's shop counts as much as a request through the site's cashier.
    await assertRoom(
      limits,
      'deposit',
      attempt.amount,
      attempt.currency,
      now,
      async (since) =>
        (await sumDepositRequests(tx, attempt.userId, since)) +
        (await sumShopDeposits(tx, { userId: attempt.userId, since })),
    )
    return
  }
  await assertRoom(limits, 'wager', attempt.stake, attempt.currency, now, async (since) => {
    const { stakes } = await sumPlayerPlay(tx, attempt.userId, since)
    return stakes
  })
  await assertRoom(limits, 'loss', attempt.stake, attempt.currency, now, async (since) => {
    const { stakes, payouts } = await sumPlayerPlay(tx, attempt.userId, since)
    return stakes - payouts
  })
  if (limits.session !== undefined) await assertSessionTimeLeft(tx, row, limits.session, now)
}

/**
 * The player's row locked FOR UPDATE, as JSON (null without one), over `userId` (a placeholder): for a caller that
 * locks and reads it in a statement of its own, then gives it to checkPlayerLimits as `locked`.
 */
export const lockedPlayerToolsSql = (userId: string) =>
  `(SELECT row_to_json(r) FROM responsible_gambling r WHERE r.user_id = ${userId} FOR UPDATE)`

function assertNotExcluded(row: PlayerToolsRow, now: Date) {
  const exclusion = exclusionInForce(row, now)
  if (!exclusion) return
  if (exclusion.endsAt === null) throw new AppError('SELF_EXCLUDED_PERMANENTLY')
  const code = exclusion.kind === 'time_out' ? 'TIMED_OUT' : 'SELF_EXCLUDED'
  throw new AppError(code, {
    message: `${exclusion.kind === 'time_out' ? 'You are taking a time-out' : 'You have excluded yourself'} until ${exclusion.endsAt}: no deposits or play until then. Withdrawals stay open.`,
    fields: { until: exclusion.endsAt },
  })
}

/** Refuses `amount` when, added to what the period already holds, it passes any of the kind's limits. */
async function assertRoom(
  limits: Partial<Record<LimitKey, number>>,
  kind: LimitKind,
  amount: number,
  currency: string,
  now: Date,
  usedSince: (since: Date) => Promise<number>,
) {
  let room: number | null = null
  for (const period of limitPeriods) {
    const limit = limits[`${kind}.${period}`]
    if (limit === undefined) continue
    // The period ends now on the server's clock; bets and deposits carry the database's wall-clock stamps.
    const used = await usedSince(clock.wallClockAt(new Date(now.getTime() - limitPeriodMs[period])))
    room = Math.min(room ?? Number.MAX_SAFE_INTEGER, Math.max(0, limit - used))
  }
  if (room === null || amount <= room) return
  throw new AppError(limitCodes[kind], {
    message: `This would pass your ${kind} limit: ${room} (minor units of ${currency}) left for now.`,
    fields: { remaining: String(room), currency },
  })
}

/**
 * Refuses a bet once the play session (counted from playSessionStart) has lasted the limit; a bet that passes
 * remembers where the session started, so a quick sign-in again continues it.
 */
async function assertSessionTimeLeft(tx: Db, row: PlayerToolsRow, minutes: number, now: Date) {
  const signIn = await findLatestSignInOnClock(tx, row.userId)
  if (!signIn) return
  const startedAt = playSessionStart(
    { startedAt: row.playSessionStartedAt, signInAt: row.playSessionSignInAt },
    signIn,
    minutes,
  )
  const endsAt = startedAt.getTime() + minutes * 60_000
  if (now.getTime() >= endsAt)
    throw new AppError('SESSION_LIMIT_REACHED', {
      message: `You have played for your session-time limit of ${minutes} minutes. Sign in again after ${new Date(endsAt + sessionBreakMs).toISOString()} to play.`,
      fields: { minutes: String(minutes), until: new Date(endsAt + sessionBreakMs).toISOString() },
    })
  if (
    row.playSessionStartedAt?.getTime() === startedAt.getTime() &&
    row.playSessionSignInAt?.getTime() === signIn.at.getTime()
  )
    return
  await tx
    .update(responsibleGambling)
    .set({ playSessionStartedAt: startedAt, playSessionSignInAt: signIn.at })
    .where(eq(responsibleGambling.userId, row.userId))
}
