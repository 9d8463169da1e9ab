import { isUuid } from '@khela/contracts/ids'
import type { FreeRoundWinCall, WalletAnswer } from '@khela/contracts/provider-wallet'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { bonusFreeRounds, bonusFreeRoundWins, bonusGrants } from '../../db/schema/bonuses.ts'
import { AppError } from '../../lib/app-error.ts'
import { clock } from '../../lib/clock.ts'
import { isUniqueViolation } from '../../lib/database-errors.ts'
import type { FreeRoundWinResult } from '../../lib/free-round-wins.ts'
import { ensureOperatorAccount } from '../wallet/ensure-operator-account.ts'
import { lockGrantAccounts } from '../wallet/lock-grant-accounts.ts'
import { lockPlayerAccounts } from '../wallet/lock-player-accounts.ts'
import { hashOf } from '../wallet/run-idempotent-request.ts'
import { retryingConflicts } from '../wallet/run-money-transaction.ts'
import { transfer } from '../wallet/transfer.ts'
import { endGrant } from './end-grant.ts'

/**
 * One free spin the provider played for a free-spins grant (wallet call `free-round-win`), in one transaction under
 * the player's cash-row lock and then the grant's row lock (README's lock order): the replay check, the win moved
 * from the operator's bonus cost to the grant's account, the grant's amount and wagering grown by it (multiple ×
 * win), the spin counted and the call's record with its answer as sent. A replay answers that record and moves
 * nothing. A grant no longer active, past its expiry or with every spin played refuses with FREE_ROUNDS_ENDED and
 * stores nothing: the provider records the spin cancelled. The last spin ends a grant whose account holds nothing
 * (`spins_played`), and converts one whose wagering is met (a multiple of 0, or met on other games meanwhile).
 */
export async function payFreeRoundWin(
  db: Db,
  providerCode: string,
  call: FreeRoundWinCall,
): Promise<FreeRoundWinResult> {
  if (!isUuid(call.freeRoundGrant)) throw unknownGrant()
  const requestHash = hashOf({ call: 'free-round-win', ...call })
  const run = () =>
    retryingConflicts(() => db.transaction((tx) => payIn(tx, providerCode, call, requestHash)))
  try {
    return await run()
  } catch (error) {
    // The same transaction id sent for two grants at once: both locks were taken, one insert lost. Run again, the
    // call finds the winner's record.
    if (!isUniqueViolation(error, 'bonus_free_round_wins_ref_unique')) throw error
    return run()
  }
}

async function payIn(
  tx: Db,
  providerCode: string,
  call: FreeRoundWinCall,
  requestHash: string,
): Promise<FreeRoundWinResult> {
  // The player's cash row first, as every wallet call and bet takes it, then the grant's row: the last spin's
  // conversion pays cash, and a bet converting the same grant holds them in this order too.
  const cash = await lockPlayerAccounts(tx, call.player)
  if (!cash) throw unknownGrant()
  const [grant] = await tx
    .select()
    .from(bonusGrants)
    .where(eq(bonusGrants.id, call.freeRoundGrant))
    .for('update')
  const [stored] = await tx
    .select()
    .from(bonusFreeRoundWins)
    .where(
      and(
        eq(bonusFreeRoundWins.providerCode, providerCode),
        eq(bonusFreeRoundWins.transactionRef, call.transaction),
      ),
    )
  if (stored) {
    if (stored.requestHash !== requestHash || stored.userId !== call.player)
      throw new AppError('DUPLICATE_TRANSACTION')
    return { body: stored.response, hasMoved: false, userId: stored.userId }
  }
  const [spins] = await tx
    .select()
    .from(bonusFreeRounds)
    .where(eq(bonusFreeRounds.grantId, call.freeRoundGrant))
    .for('update')
  if (
    !grant ||
    !spins ||
    grant.userId !== call.player ||
    spins.providerCode !== providerCode ||
    spins.gameCode !== call.game
  )
    throw unknownGrant()
  if (grant.currency !== call.currency) throw new AppError('WRONG_CURRENCY')
  const now = clock.now()
  if (grant.status !== 'active' || grant.expiresAt <= now || spins.played >= spins.count)
    throw new AppError('FREE_ROUNDS_ENDED')

  const moved =
    call.amount > 0
      ? await transfer(tx, {
          idempotencyKey: `free-round-win:${providerCode}:${call.transaction}`,
          debit: await ensureOperatorAccount(tx, { kind: 'bonus_cost', currency: grant.currency }),
          credit: grant.ledgerAccountId,
          amount: call.amount,
          currency: grant.currency,
          kind: 'bonus_free_round_win',
          ref: { type: 'bonus_grant', id: grant.id },
          metadata: { provider: providerCode, round: call.round, transaction: call.transaction },
        })
      : null
  await tx
    .update(bonusGrants)
    .set({
      amount: sql`${bonusGrants.amount} + ${call.amount}`,
      wageringRequired: sql`${bonusGrants.wageringRequired} + ${call.amount * grant.terms.wagering.multiple}`,
    })
    .where(eq(bonusGrants.id, grant.id))
  const played = spins.played + 1
  await tx
    .update(bonusFreeRounds)
    .set({ played, won: sql`${bonusFreeRounds.won} + ${call.amount}` })
    .where(eq(bonusFreeRounds.grantId, grant.id))

  const answer = JSON.stringify({
    status: 'OK',
    balance: cash.balances.player_cash,
    currency: call.currency,
    transfer: moved?.id ?? null,
    transaction: call.transaction,
  } satisfies WalletAnswer)
  await tx.insert(bonusFreeRoundWins).values({
    providerCode,
    transactionRef: call.transaction,
    roundRef: call.round,
    grantId: grant.id,
    userId: call.player,
    amount: call.amount,
    transferId: moved?.id ?? null,
    requestHash,
    response: answer,
  })
  if (played === spins.count) await endAfterLastSpin(tx, grant.id, grant.ledgerAccountId, now)
  // The bonus balance moved: the player's balances are published again.
  return { body: answer, hasMoved: moved !== null, userId: call.player }
}

/** After the last spin: nothing won (or nothing left) ends the grant; a met wagering converts it. */
async function endAfterLastSpin(tx: Db, grantId: string, ledgerAccountId: string, now: Date) {
  const balance = (await lockGrantAccounts(tx, [ledgerAccountId])).get(ledgerAccountId) ?? 0
  const ending = { grantId, actorId: null, ipAddress: null, now }
  if (balance === 0) await endGrant(tx, { ...ending, outcome: 'forfeited', reason: 'spins_played' })
  else await endGrant(tx, { ...ending, outcome: 'converted' })
}

const unknownGrant = () => new AppError('TRANSACTION_NOT_FOUND', { fields: { freeRoundGrant: 'UNKNOWN' } })
