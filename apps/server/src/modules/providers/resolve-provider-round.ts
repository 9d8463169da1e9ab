import { isUuid } from '@khela/contracts/ids'
import type { ProviderRoundResolution } from '@khela/contracts/provider-rounds'
import type { SessionUser } from '@khela/contracts/session'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { providerRounds, providerTransactions } from '../../db/schema/providers.ts'
import { AppError } from '../../lib/app-error.ts'
import { betBonusRules, bonusShareOf } from '../../lib/bet-bonuses.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { ensureOperatorAccount } from '../wallet/ensure-operator-account.ts'
import { lockPlayerAccounts } from '../wallet/lock-player-accounts.ts'
import { hashOf } from '../wallet/run-idempotent-request.ts'
import { retryingConflicts } from '../wallet/run-money-transaction.ts'
import { transfer } from '../wallet/transfer.ts'
import { findProviderSettings, stuckCutoff } from './provider-settings.ts'

export type ResolvedRound = { roundId: string; userId: string; refund: number }

/**
 * The back office's decision on a stuck provider round (open longer than the operator's `stuckRoundMinutes`):
 *
 * - `settle` closes it as it stands: no money moves, the stakes and wins already moved stay.
 * - `refund` cancels the unfinished round for the player: they get back what the round still holds of their
 *   stakes, `staked − refunded − won` when positive. A win already paid on the round is kept (never taken back,
 *   the player may have spent it) and counts as stake already returned, so a cancelled round leaves the player
 *   exactly where they were before it (or ahead, if wins passed the stakes; then nothing is refunded). The round's
 *   bets and wins are marked rolled back, so a provider's late rollback of them moves nothing a second time. When
 *   a grant paid part of the stakes, the refund returns in the same proportion (bonusShareOf): the bonus share where
 *   a wallet rollback sends it (the grant while active, cash once it converted uncapped, else the house keeps it),
 *   and the bets' wagering is taken back from the grant, as a rolled-back bet's is (modules/bonuses/README.md).
 *
 * One transaction, in the wallet calls' lock order: the player's cash account (wallet's lock-player-accounts.ts),
 * then the round row `FOR UPDATE`, so a provider's call on the same round runs wholly before or after. The refund
 * moves between the provider's clearing account and the player's cash as the wallet's rollback does, keyed by
 * the round, and is kept as a `rollback` transaction `khela:resolve:<round id>`; the audit entry is written in
 * the same transaction. A round already closed is ALREADY_DECIDED and moves nothing; one open but not yet stuck is
 * CONFLICT.
 */
export async function resolveProviderRound(
  db: Db,
  decision: {
    staff: SessionUser
    roundId: string
    action: ProviderRoundResolution
    reason: string
    ipAddress: string | null
    now: Date
  },
): Promise<ResolvedRound> {
  if (!isUuid(decision.roundId)) throw new AppError('NOT_FOUND')
  const [known] = await db
    .select({ userId: providerRounds.userId })
    .from(providerRounds)
    .where(eq(providerRounds.id, decision.roundId))
  if (!known) throw new AppError('NOT_FOUND')
  const settings = await findProviderSettings(db)
  return retryingConflicts(() =>
    db.transaction(async (tx) => {
      const accounts = await lockPlayerAccounts(tx, known.userId)
      const [round] = await tx
        .select()
        .from(providerRounds)
        .where(eq(providerRounds.id, decision.roundId))
        .for('update')
      if (!round) throw new AppError('NOT_FOUND')
      if (round.status === 'closed')
        throw new AppError('ALREADY_DECIDED', { message: 'This round is already closed.' })
      if (round.openedAt >= stuckCutoff(settings, decision.now))
        throw new AppError('CONFLICT', { message: 'This round is not stuck: it is still within its time.' })
      if (!accounts) throw new Error(`provider round ${round.id}: player ${round.userId} has no wallet`)

      const refund = decision.action === 'refund' ? Math.max(0, round.staked - round.refunded - round.won) : 0
      let transferId: string | null = null
      const bonus = decision.action === 'refund' ? await undoRoundBonus(tx, round.id) : null
      if (decision.action === 'refund') {
        await tx
          .update(providerTransactions)
          .set({ state: 'rolled_back' })
          .where(
            and(
              eq(providerTransactions.roundId, round.id),
              inArray(providerTransactions.kind, ['bet', 'win']),
              eq(providerTransactions.state, 'done'),
            ),
          )
      }
      if (refund > 0) {
        const clearing = await ensureOperatorAccount(tx, {
          kind: 'provider_clearing',
          currency: round.currency,
          code: round.providerCode,
        })
        const bonusShare = bonus ? bonusShareOf(refund, { stake: round.staked, bonusStake: bonus.stake }) : 0
        const destination =
          bonus && bonusShare > 0 ? await betBonusRules().shareAccount(tx, bonus.grantId) : null
        const cashShare = destination?.to === 'cash' ? refund : refund - bonusShare
        const refundTo = async (account: string, amount: number, part: string) =>
          transfer(tx, {
            idempotencyKey: `provider:${round.providerCode}:resolve:${round.id}:${part}`,
            debit: clearing,
            credit: account,
            amount,
            currency: round.currency,
            kind: 'provider_refund',
            ref: { type: 'provider_round', id: round.id },
            metadata: {
              provider: round.providerCode,
              round: round.roundRef,
              transaction: `khela:resolve:${round.id}`,
            },
          })
        const toGrant =
          destination?.to === 'grant'
            ? await refundTo(destination.accountId, bonusShare, 'refund-bonus')
            : null
        const moved = cashShare > 0 ? await refundTo(accounts.ids.player_cash, cashShare, 'refund') : toGrant
        transferId = moved?.id ?? null
        const answer = JSON.stringify({ action: 'refund', amount: refund, transfer: transferId })
        await tx.insert(providerTransactions).values({
          providerCode: round.providerCode,
          transactionRef: `khela:resolve:${round.id}`,
          kind: 'rollback',
          state: 'done',
          roundId: round.id,
          userId: round.userId,
          amount: refund,
          referenceRef: null,
          transferId,
          requestHash: hashOf({ action: decision.action, reason: decision.reason }),
          response: answer,
        })
      }
      await tx
        .update(providerRounds)
        .set({
          status: 'closed',
          closedAt: sql`clock_timestamp()`,
          refunded: sql`${providerRounds.refunded} + ${refund}`,
        })
        .where(eq(providerRounds.id, round.id))
      const sums = { staked: round.staked, won: round.won }
      await recordAuditEntry(tx, {
        actorId: decision.staff.id,
        action: `providers.round.${decision.action}`,
        recordType: 'provider_round',
        recordId: round.id,
        before: { status: 'open', ...sums, refunded: round.refunded },
        after: {
          status: 'closed',
          ...sums,
          refunded: round.refunded + refund,
          refund,
          transferId,
          reason: decision.reason,
        },
        ipAddress: decision.ipAddress,
      })
      return { roundId: round.id, userId: round.userId, refund }
    }),
  )
}

/**
 * The bonus side of a round being refunded: its done bets' wagering taken back from their grants while active, and
 * the grant and bonus stake the refund's bonus share follows (null when cash paid every stake). A round's bets feed
 * the one grant in play, so the first grant found stands for them.
 */
async function undoRoundBonus(tx: Db, roundId: string): Promise<{ grantId: string; stake: number } | null> {
  const bets = await tx
    .select({
      grantId: providerTransactions.bonusGrantId,
      stake: providerTransactions.bonusStake,
      wagered: providerTransactions.bonusWagered,
    })
    .from(providerTransactions)
    .where(
      and(
        eq(providerTransactions.roundId, roundId),
        eq(providerTransactions.kind, 'bet'),
        eq(providerTransactions.state, 'done'),
      ),
    )
  for (const bet of bets)
    if (bet.grantId && bet.wagered > 0) await betBonusRules().unwager(tx, bet.grantId, bet.wagered)
  const grantId = bets.find((bet) => bet.grantId && bet.stake > 0)?.grantId
  if (!grantId) return null
  return { grantId, stake: bets.reduce((sum, bet) => sum + (bet.grantId ? bet.stake : 0), 0) }
}
