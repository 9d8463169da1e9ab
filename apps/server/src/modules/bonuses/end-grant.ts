import type { ForfeitReason } from '@khela/contracts/bonuses'
import { and, eq, gte, lt, notExists, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { bonusFreeRounds, bonusGrants } from '../../db/schema/bonuses.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { ensureOperatorAccount } from '../wallet/ensure-operator-account.ts'
import { lockGrantAccounts } from '../wallet/lock-grant-accounts.ts'
import { requirePlayerAccounts } from '../wallet/require-player-accounts.ts'
import { transfer } from '../wallet/transfer.ts'
import { conversionSplit } from './bonus-maths.ts'

export type GrantEnding =
  | { outcome: 'converted' }
  /** A free bet whose bet settled won or lost: its stake was used, so it ends `converted` with nothing to pay. */
  | { outcome: 'used' }
  | { outcome: 'expired' }
  | { outcome: 'forfeited'; reason: Exclude<ForfeitReason, 'expired'> }

const actionOf = {
  converted: 'convert',
  used: 'use_free_bet',
  expired: 'expire',
  forfeited: 'forfeit',
} as const

/**
 * Ends an active grant, inside the caller's transaction, or does nothing (null) when it is not active any more —
 * or, to convert, its wagering is not met, or, to expire, its time is not up. The status leaves `active` by one
 * conditional update, so two endings at once (a conversion racing the expiry sweep) end it once. Then the grant's
 * account is emptied: converting pays cash up to the maximum conversion and forfeits the rest, any other ending
 * forfeits it all, each as one transfer; audited (`actor` null for the system). A free-spins grant converts only
 * once its spins are all played: its last spin converts it when the wagering was met before.
 */
export async function endGrant(
  tx: Db,
  ending: GrantEnding & {
    grantId: string
    actorId: string | null
    ipAddress: string | null
    now: Date
    /** Staff's reason, kept in the audit entry. */
    note?: string
  },
) {
  const status = ending.outcome === 'used' ? 'converted' : ending.outcome
  const [row] = await tx
    .update(bonusGrants)
    .set({
      status,
      endedAt: ending.now,
      forfeitReason:
        ending.outcome === 'converted' || ending.outcome === 'used'
          ? null
          : ending.outcome === 'expired'
            ? 'expired'
            : ending.reason,
    })
    .where(
      and(
        eq(bonusGrants.id, ending.grantId),
        eq(bonusGrants.status, 'active'),
        ending.outcome === 'converted' ? gte(bonusGrants.wagered, bonusGrants.wageringRequired) : undefined,
        ending.outcome === 'converted' ? notExists(spinsLeft(tx)) : undefined,
        ending.outcome === 'expired' ? sql`${bonusGrants.expiresAt} <= ${ending.now}` : undefined,
      ),
    )
    .returning()
  if (!row) return null

  const balance = (await lockGrantAccounts(tx, [row.ledgerAccountId])).get(row.ledgerAccountId) ?? 0
  const split =
    ending.outcome === 'converted'
      ? conversionSplit(balance, row.amount, row.terms.wagering.maxConversionMultiple)
      : { converted: 0, forfeited: balance }
  const ref = { type: 'bonus_grant', id: row.id }
  if (split.converted > 0) {
    const cash = await requirePlayerAccounts(tx, row.userId)
    await transfer(tx, {
      idempotencyKey: `bonus-conversion:${row.id}`,
      debit: row.ledgerAccountId,
      credit: cash.ids.player_cash,
      amount: split.converted,
      currency: row.currency,
      kind: 'bonus_conversion',
      ref,
    })
  }
  if (split.forfeited > 0)
    await transfer(tx, {
      idempotencyKey: `bonus-forfeit:${row.id}`,
      debit: row.ledgerAccountId,
      credit: await ensureOperatorAccount(tx, { kind: 'bonus_cost', currency: row.currency }),
      amount: split.forfeited,
      currency: row.currency,
      kind: 'bonus_forfeit',
      ref,
    })
  const [ended] = await tx
    .update(bonusGrants)
    .set({ convertedAmount: split.converted, forfeitedAmount: split.forfeited })
    .where(eq(bonusGrants.id, row.id))
    .returning()
  if (!ended) throw new Error(`grant ${row.id} vanished`)
  await recordAuditEntry(tx, {
    actorId: ending.actorId,
    action: `bonus_grant.${actionOf[ending.outcome]}`,
    recordType: 'bonus_grant',
    recordId: row.id,
    before: { status: 'active', balance },
    after: {
      status,
      reason: ended.forfeitReason,
      note: ending.note ?? null,
      convertedAmount: split.converted,
      forfeitedAmount: split.forfeited,
    },
    ipAddress: ending.ipAddress,
  })
  return ended
}

/** The grant's free spins not played yet, if it is a free-spins grant with some left. */
const spinsLeft = (tx: Db) =>
  tx
    .select({ grantId: bonusFreeRounds.grantId })
    .from(bonusFreeRounds)
    .where(
      and(eq(bonusFreeRounds.grantId, bonusGrants.id), lt(bonusFreeRounds.played, bonusFreeRounds.count)),
    )
