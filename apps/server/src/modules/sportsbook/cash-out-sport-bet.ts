import { randomUUID } from 'node:crypto'
import { isUuid } from '@khela/contracts/ids'
import { partialCashOut } from '@khela/contracts/sportsbook-cash-out'
import type { CashOutInput, CashOutResult } from '@khela/contracts/sportsbook-cash-out-api'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sportBetCashOuts, sportBetLegs, sportBets, sportMarkets } from '../../db/schema/sportsbook.ts'
import { AppError } from '../../lib/app-error.ts'
import { ensureOperatorAccount } from '../wallet/ensure-operator-account.ts'
import { lockPlayerAccounts } from '../wallet/lock-player-accounts.ts'
import { runIdempotentRequest } from '../wallet/run-idempotent-request.ts'
import { transfer } from '../wallet/transfer.ts'
import { paySportBetShare } from './pay-sport-bet-share.ts'
import { findCashOutLegs, type PricedCashOut, priceCashOut } from './price-cash-out.ts'
import { settleSportBets } from './settle-sport-bets.ts'
import { findSportsbookSettings } from './sportsbook-settings.ts'

type SettlementServices = Parameters<typeof settleSportBets>[1]

/** Who asks: the player with the offer they saw, or the automatic cash-out at the amount the player set. */
export type CashOutRequest = { kind: 'player'; input: CashOutInput } | { kind: 'automatic' }

/**
 * Buys an open bet back, whole or part of its running stake, in one money transaction: the player's cash row
 * locked first (as every money path does), then the bet (SKIP LOCKED: a settlement batch holding it is paying it,
 * so the cash-out is refused rather than queued behind it, and the two never both pay), then its legs' markets
 * FOR SHARE in id order, so no suspension, price move or result can commit while the offer is priced and paid (the
 * same reasoning as lock-bet-legs.ts; the legs and prices are read in a statement after the locks). Re-priced
 * there, the offer must be within the operator's tolerance of the one the player saw (CASH_OUT_OFFER_CHANGED with
 * the new offer and its versions otherwise); the automatic cash-out needs it at or above the player's amount.
 * Then liability → cash (`sport_cash_out`), the record, and the bet: cashed out, or its running stake reduced and
 * the rest left at the old prices. The Idempotency-Key makes a replay answer the first result and pay nothing.
 */
export async function cashOutSportBet(
  db: Db,
  services: SettlementServices,
  request: { userId: string; betId: string; idempotencyKey: string; cashOut: CashOutRequest },
): Promise<{ response: CashOutResult; isReplay: boolean }> {
  try {
    return await takeCashOut(db, request)
  } catch (error) {
    // Every leg has its result: settlement pays the bet. A settlement run that met the bet while this request held
    // it skipped it (SKIP LOCKED), so it is settled here rather than left to the leader's next sweep.
    if (error instanceof AppError && error.fields?.reason === 'settling')
      await settleBetNow(db, services, request)
    throw error
  }
}

async function settleBetNow(
  db: Db,
  services: SettlementServices,
  request: { userId: string; betId: string },
) {
  const markets = await db
    .selectDistinct({ id: sportBetLegs.marketId })
    .from(sportBetLegs)
    .innerJoin(sportBets, eq(sportBets.id, sportBetLegs.betId))
    .where(and(eq(sportBetLegs.betId, request.betId.toLowerCase()), eq(sportBets.userId, request.userId)))
  for (const market of markets)
    await settleSportBets(db, services, { marketId: market.id }).catch((error: unknown) =>
      services.log.warn({ err: error, marketId: market.id }, 'settlement after a cash-out refusal failed'),
    )
}

async function takeCashOut(
  db: Db,
  request: { userId: string; betId: string; idempotencyKey: string; cashOut: CashOutRequest },
): Promise<{ response: CashOutResult; isReplay: boolean }> {
  const { userId, idempotencyKey, cashOut } = request
  const betId = request.betId.toLowerCase()
  if (!isUuid(betId)) throw new AppError('NOT_FOUND')
  const idempotency = {
    scope: `sportsbook.cash-out:${userId}`,
    key: idempotencyKey,
    request: { userId, betId, ...cashOut },
  }
  return runIdempotentRequest(db, idempotency, async (tx) => {
    const accounts = await lockPlayerAccounts(tx, userId)
    if (!accounts) throw new AppError('NOT_FOUND', { internalDetail: `user ${userId} has no wallet` })
    const bet = await lockBet(tx, userId, betId)
    if (bet.status !== 'open') throw new AppError('BET_NOT_OPEN')
    await tx
      .select({ id: sportMarkets.id })
      .from(sportMarkets)
      .where(
        inArray(
          sportMarkets.id,
          tx.select({ id: sportBetLegs.marketId }).from(sportBetLegs).where(eq(sportBetLegs.betId, betId)),
        ),
      )
      .orderBy(sportMarkets.id)
      .for('share')
    const legs = (await findCashOutLegs(tx, [betId])).get(betId) ?? []
    const settings = await findSportsbookSettings(tx)
    const priced = priceCashOut(bet, legs, settings)
    const offer = offerOrRefusal(priced)
    if (cashOut.kind === 'automatic') {
      if (bet.autoCashOutAt === null || offer < bet.autoCashOutAt)
        throw new AppError('CASH_OUT_OFFER_CHANGED', { fields: changedOfferFields(priced, offer) })
    } else if (!isWithinTolerance(offer, cashOut.input.offer, settings.cashOutToleranceBasisPoints))
      throw new AppError('CASH_OUT_OFFER_CHANGED', { fields: changedOfferFields(priced, offer) })

    const running = priced.runningStake
    const stakePart = cashOut.kind === 'player' ? (cashOut.input.stakePart ?? running) : running
    const partRefusal = new AppError('CASH_OUT_PART_INVALID', {
      fields: { maxStakePart: String(running), stakeStep: String(bet.lineCount) },
    })
    if (stakePart > running || stakePart % bet.lineCount !== 0) throw partRefusal
    const isFull = stakePart === running
    const amount = isFull ? offer : partialCashOut(offer, running, stakePart).paidMinor
    if (amount < Math.max(1, settings.cashOutMinAmount)) throw partRefusal

    const { currency } = accounts
    const cashOutId = randomUUID()
    const moved = await payCashOut(tx, bet, {
      key: `sport-bet:${betId}:cash-out:${cashOutId}`,
      liabilityAccountId: await ensureOperatorAccount(tx, { kind: 'sportsbook_liability', currency }),
      cashAccountId: accounts.ids.player_cash,
      amount,
    })
    await tx.insert(sportBetCashOuts).values({
      id: cashOutId,
      betId,
      userId,
      currency,
      amount,
      stakePart,
      offer,
      isFull,
      isAutomatic: cashOut.kind === 'automatic',
      pricedAt: priced.pricedAt,
      transferId: moved.transferId,
      idempotencyKey,
    })
    await tx
      .update(sportBets)
      .set({
        cashedOutStake: sql`${sportBets.cashedOutStake} + ${stakePart}`,
        cashedOutAmount: sql`${sportBets.cashedOutAmount} + ${amount}`,
        ...(isFull ? { status: 'cashed_out' as const, settledAt: sql`now()`, autoCashOutAt: null } : {}),
      })
      .where(eq(sportBets.id, betId))
    return {
      betId,
      amount,
      stakePart,
      isFull,
      runningStake: running - stakePart,
      balance: moved.cashBalance,
    }
  })
}

/**
 * Pays a cash-out from the liability account: to cash, or for a bet with bonus money in the stake's proportion
 * (paySportBetShare, the bonus share to the grant while active). A bet whose whole payment the house would keep
 * (all bonus, its grant ended) is not offered one.
 */
async function payCashOut(
  tx: Db,
  bet: typeof sportBets.$inferSelect,
  payment: { key: string; liabilityAccountId: string; cashAccountId: string; amount: number },
): Promise<{ transferId: string; cashBalance: number }> {
  if (bet.bonusGrantId) {
    const paid = await paySportBetShare(
      tx,
      { ...bet, bonusGrantId: bet.bonusGrantId },
      { ...payment, kind: 'sport_cash_out' },
    )
    if (!paid.transferId) throw new AppError('CASH_OUT_UNAVAILABLE', { fields: { reason: 'not_offered' } })
    return { transferId: paid.transferId, cashBalance: paid.cashBalance }
  }
  const moved = await transfer(tx, {
    idempotencyKey: payment.key,
    debit: payment.liabilityAccountId,
    credit: payment.cashAccountId,
    amount: payment.amount,
    currency: bet.currency,
    kind: 'sport_cash_out',
    ref: { type: 'sport_bet', id: bet.id },
    isKeyNew: true,
  })
  if (moved.creditBalanceAfter === null) throw new Error(`sport bet ${bet.id}: cash is not a player account`)
  return { transferId: moved.id, cashBalance: moved.creditBalanceAfter }
}

/**
 * The player's bet, locked. Not granted at once means a settlement batch holds it (the only other writer of an
 * open bet outside the player's own cash lock): it is being paid, so there is nothing left to buy back.
 */
async function lockBet(tx: Db, userId: string, betId: string) {
  const [bet] = await tx
    .select()
    .from(sportBets)
    .where(and(eq(sportBets.id, betId), eq(sportBets.userId, userId)))
    .for('update', { skipLocked: true })
  if (bet) return bet
  const [exists] = await tx
    .select({ id: sportBets.id })
    .from(sportBets)
    .where(and(eq(sportBets.id, betId), eq(sportBets.userId, userId)))
  if (!exists) throw new AppError('NOT_FOUND')
  throw new AppError('CASH_OUT_UNAVAILABLE', { fields: { reason: 'settling' } })
}

/** |now − seen| ≤ seen × tolerance, in exact integers whatever the amounts. */
function isWithinTolerance(now: number, seen: number, toleranceBasisPoints: number): boolean {
  const moved = BigInt(now) - BigInt(seen)
  return (moved < 0n ? -moved : moved) * 10_000n <= BigInt(seen) * BigInt(toleranceBasisPoints)
}

function offerOrRefusal(priced: PricedCashOut): number {
  if (priced.reason === 'suspended') throw new AppError('CASH_OUT_SUSPENDED')
  if (priced.offer === null)
    throw new AppError('CASH_OUT_UNAVAILABLE', { fields: { reason: priced.reason ?? 'out_of_limits' } })
  return priced.offer
}

/** The offer now and the versions it stands at, for the page to show and take instead. */
function changedOfferFields(priced: PricedCashOut, offer: number): Record<string, string> {
  return {
    offer: String(offer),
    versions: priced.pricedAt.map((leg) => `${leg.marketId}:${leg.version}`).join(','),
  }
}
