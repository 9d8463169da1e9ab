import { randomUUID } from 'node:crypto'
import type { Currency } from '@khela/contracts/accounts'
import type { CommissionPeriod, CommissionSettings, PartnerKind } from '@khela/contracts/commissions'
import { and, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { agentNodes } from '../../db/schema/agents.ts'
import { users } from '../../db/schema/auth.ts'
import {
  commissionAdjustments,
  commissionCpaPayouts,
  commissionPeriods,
  commissionPlans,
  commissionStatements,
  type StatementDetail,
} from '../../db/schema/commissions.ts'
import { affiliateAttributions, affiliates } from '../../db/schema/partners.ts'
import { AppError } from '../../lib/app-error.ts'
import { clock } from '../../lib/clock.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { findSiteSettings } from '../settings/find-site-settings.ts'
import { ensureOperatorAccount } from '../wallet/ensure-operator-account.ts'
import { findPlayerCashAccounts, playerCashKey } from '../wallet/find-player-cash-accounts.ts'
import { retryingConflicts } from '../wallet/run-money-transaction.ts'
import { transfer } from '../wallet/transfer.ts'
import {
  type Adjustment,
  affiliateOwnCommission,
  agentOwnCommission,
  completeStatement,
  type OwnCommission,
  overrideLine,
  playerLine,
} from './commission-maths.ts'
import {
  firstPeriodAfter,
  hasPeriodEnded,
  lastEndedPeriod,
  type PeriodDays,
  periodStartingOn,
} from './commission-periods.ts'
import { findFirstShops } from './find-first-shops.ts'
import { findPartnerSettings } from './partner-settings.ts'
import { findCpaQualifiers, playerCurrencyKey, sumCommissionPlayers } from './sum-commission-players.ts'
import { toCommissionPeriods } from './to-commission-period.ts'

type Run = { now: Date; actorId: string | null; ipAddress: string | null }

/**
 * Closes a commission period that has ended: one statement per affiliate on a plan and per agent node with a
 * commission, every line kept, each paid on the ledger (partner commission → the affiliate's cash or the node's
 * float) in the same transaction that records the period. Under the periods table's lock, so two runs at once close
 * it once; a period closed already is answered as it stands (`isNew` false) and nothing is recomputed. Periods
 * close in order and never overlap, whatever the cadence. Staff runs are audited.
 */
export async function closeCommissionPeriod(
  db: Db,
  request: Run & { cadence: PeriodDays['cadence']; startsOn: string },
): Promise<{ period: CommissionPeriod; isNew: boolean }> {
  const period = periodStartingOn(request.cadence, request.startsOn)
  if (!period) throw new AppError('COMMISSION_PERIOD_INVALID')
  const { timeZone } = await findSiteSettings(db)
  const settings = await findPartnerSettings(db)
  const id = await retryingConflicts(() =>
    db.transaction(async (tx) => {
      await tx.execute(sql`LOCK TABLE commission_periods IN SHARE ROW EXCLUSIVE MODE`)
      const [same] = await tx
        .select()
        .from(commissionPeriods)
        .where(eq(commissionPeriods.startsOn, period.startsOn))
      if (same?.cadence === period.cadence && same.endsOn === period.endsOn)
        return { id: same.id, isNew: false }
      if (!hasPeriodEnded(period, request.now, timeZone)) throw new AppError('COMMISSION_PERIOD_NOT_ENDED')
      const [clash] = await tx
        .select({ id: commissionPeriods.id })
        .from(commissionPeriods)
        .where(gte(commissionPeriods.endsOn, period.startsOn))
        .limit(1)
      if (clash) throw new AppError('COMMISSION_PERIOD_OVERLAPS')
      const [created] = await tx
        .insert(commissionPeriods)
        .values({ ...period, closedBy: request.actorId, closedAt: request.now })
        .returning({ id: commissionPeriods.id })
      if (!created) throw new Error('commission period not created')
      const days = { from: period.startsOn, to: period.endsOn, timeZone }
      const statements = [
        ...(await affiliateStatements(tx, days, settings)),
        ...(await agentStatements(tx, days, settings)),
      ]
      for (const statement of statements) await writeStatement(tx, created.id, period, statement)
      if (request.actorId)
        await recordAuditEntry(tx, {
          actorId: request.actorId,
          action: 'partners.commission_period.close',
          recordType: 'commission_period',
          recordId: created.id,
          after: { ...period, statements: statements.length },
          ipAddress: request.ipAddress,
        })
      return { id: created.id, isNew: true }
    }),
  )
  const [row] = await toCommissionPeriods(db, eq(commissionPeriods.id, id.id))
  if (!row) throw new Error('commission period vanished')
  return { period: row, isNew: id.isNew }
}

/**
 * The leader's sweep: closes, in order, every period of the operator's cadence that has ended since the last one
 * closed (only the last ended one when none ever was). A sweep cut short is finished by the next.
 */
export async function closeEndedCommissionPeriods(db: Db, now = clock.now()): Promise<number> {
  const [{ timeZone }, { cadence }] = await Promise.all([findSiteSettings(db), findPartnerSettings(db)])
  const [latest] = await db
    .select({ endsOn: commissionPeriods.endsOn })
    .from(commissionPeriods)
    .orderBy(desc(commissionPeriods.endsOn))
    .limit(1)
  let next = latest ? firstPeriodAfter(cadence, latest.endsOn) : lastEndedPeriod(cadence, now, timeZone)
  let closed = 0
  while (hasPeriodEnded(next, now, timeZone)) {
    const { isNew } = await closeCommissionPeriod(db, { ...next, now, actorId: null, ipAddress: null })
    if (isNew) closed++
    next = firstPeriodAfter(cadence, next.endsOn)
  }
  return closed
}

type Days = { from: string; to: string; timeZone: string }
type Costs = Omit<CommissionSettings, 'cadence'>

type StatementDraft = {
  partnerKind: PartnerKind
  partnerId: string
  currency: Currency
  detail: StatementDetail
  /** Where it is paid: an affiliate's cash (its user) or a node's float account. */
  payee: { userId: string } | { floatAccountId: string }
  cpaPlayers: { userId: string; amount: number }[]
}

async function pendingAdjustments(tx: Db, partnerKind: PartnerKind) {
  const rows = await tx
    .select()
    .from(commissionAdjustments)
    .where(and(eq(commissionAdjustments.partnerKind, partnerKind), isNull(commissionAdjustments.statementId)))
    .orderBy(commissionAdjustments.createdAt)
  const byPartner = new Map<string, Adjustment[]>()
  for (const row of rows) {
    const key = `${row.partnerId}:${row.currency}`
    const list = byPartner.get(key) ?? []
    list.push({
      id: row.id,
      isShortfall: row.createdBy === null,
      reason: row.reason,
      amount: row.amount,
      createdAt: row.createdAt.toISOString(),
    })
    byPartner.set(key, list)
  }
  return byPartner
}

/** Each affiliate's last carry-out per currency: what its next statement starts from. */
async function lastCarryOuts(tx: Db, partnerKind: PartnerKind) {
  const rows = await tx
    .selectDistinctOn([commissionStatements.partnerId, commissionStatements.currency], {
      partnerId: commissionStatements.partnerId,
      currency: commissionStatements.currency,
      carryOut: commissionStatements.carryOut,
    })
    .from(commissionStatements)
    .where(eq(commissionStatements.partnerKind, partnerKind))
    .orderBy(
      commissionStatements.partnerId,
      commissionStatements.currency,
      desc(commissionStatements.createdAt),
    )
  return new Map(rows.map((row) => [`${row.partnerId}:${row.currency}`, row.carryOut]))
}

async function affiliateStatements(tx: Db, days: Days, costs: Costs): Promise<StatementDraft[]> {
  const rows = await tx
    .select({ affiliate: affiliates, plan: commissionPlans, name: users.name })
    .from(affiliates)
    .innerJoin(commissionPlans, eq(commissionPlans.id, affiliates.planId))
    .innerJoin(users, eq(users.id, affiliates.userId))
    .where(eq(affiliates.status, 'approved'))
  if (rows.length === 0) return []
  const attributions = await tx
    .select({ userId: affiliateAttributions.userId, affiliateId: affiliateAttributions.affiliateId })
    .from(affiliateAttributions)
    .where(
      inArray(
        affiliateAttributions.affiliateId,
        rows.map((row) => row.affiliate.id),
      ),
    )
  const playerIds = attributions.map((row) => row.userId)
  const [figures, adjustments, carries, paidCpa] = await Promise.all([
    sumCommissionPlayers(tx, { ...days, userIds: playerIds }),
    pendingAdjustments(tx, 'affiliate'),
    lastCarryOuts(tx, 'affiliate'),
    playerIds.length === 0
      ? []
      : tx
          .select({ userId: commissionCpaPayouts.userId })
          .from(commissionCpaPayouts)
          .where(inArray(commissionCpaPayouts.userId, playerIds)),
  ])
  const isCpaPaid = new Set(paidCpa.map((row) => row.userId))
  const playersOf = new Map<string, string[]>()
  for (const row of attributions)
    playersOf.set(row.affiliateId, [...(playersOf.get(row.affiliateId) ?? []), row.userId])

  const own = new Map<string, OwnCommission>()
  for (const { affiliate, plan } of rows) {
    const ids = playersOf.get(affiliate.id) ?? []
    const players = ids
      .map((userId) => figures.get(playerCurrencyKey(userId, plan.currency)))
      .filter((player) => player !== undefined)
      .map((player) => playerLine(player, costs, plan.activeMinTurnover))
    const qualifiers =
      plan.kind === 'revenue_share' || plan.cpaAmount === 0
        ? new Map()
        : await findCpaQualifiers(tx, {
            userIds: ids.filter((userId) => !isCpaPaid.has(userId)),
            to: days.to,
            timeZone: days.timeZone,
            minDeposit: plan.cpaMinDeposit,
            minTurnover: plan.cpaMinTurnover,
          })
    const cpaCandidates = [...qualifiers]
      .filter(([, qualifier]) => qualifier.currency === plan.currency)
      .map(([userId, qualifier]) => ({
        playerId: userId,
        playerName: figures.get(playerCurrencyKey(userId, plan.currency))?.playerName ?? userId,
        firstDeposit: qualifier.firstDeposit,
        turnover: qualifier.turnover,
      }))
    own.set(
      affiliate.id,
      affiliateOwnCommission({
        terms: { ...plan, negativeCarryOver: affiliate.negativeCarryOver },
        players,
        carryIn: carries.get(`${affiliate.id}:${plan.currency}`) ?? 0,
        cpaCandidates,
      }),
    )
  }
  return rows.map(({ affiliate, plan }) => {
    const mine = own.get(affiliate.id) as OwnCommission
    const overrides =
      plan.subAffiliateOverrideBp === 0
        ? []
        : rows
            .filter(
              (sub) =>
                sub.affiliate.parentAffiliateId === affiliate.id && sub.plan.currency === plan.currency,
            )
            .map((sub) => {
              const subOwn = own.get(sub.affiliate.id) as OwnCommission
              return overrideLine(
                {
                  affiliateId: sub.affiliate.id,
                  name: sub.name,
                  ownCommission: subOwn.revenueShare + subOwn.cpaTotal,
                },
                plan.subAffiliateOverrideBp,
              )
            })
            .filter((line) => line.amount > 0)
    return {
      partnerKind: 'affiliate' as const,
      partnerId: affiliate.id,
      currency: plan.currency,
      detail: completeStatement(mine, {
        planName: plan.name,
        overrides,
        adjustments: adjustments.get(`${affiliate.id}:${plan.currency}`) ?? [],
      }),
      payee: { userId: affiliate.userId },
      cpaPlayers: mine.cpa.map((line) => ({ userId: line.playerId, amount: line.amount })),
    }
  })
}

/**
 * Each agent node with a commission: its rates on the casino and sportsbook net revenue of the players under it
 * (those whose first shop deposit was at one of its shops), in its currency. Agents carry nothing over.
 */
async function agentStatements(tx: Db, days: Days, costs: Costs): Promise<StatementDraft[]> {
  const [nodes, adjustments] = await Promise.all([
    tx.select().from(agentNodes),
    pendingAdjustments(tx, 'agent'),
  ])
  // A node with a commission, or with an adjustment waiting: a node without either gets no statement.
  const paying = nodes.filter(
    (node) =>
      node.commissionCasinoBp > 0 ||
      node.commissionSportsbookBp > 0 ||
      adjustments.has(`${node.id}:${node.currency}`),
  )
  if (paying.length === 0) return []
  const firstShops = await findFirstShops(tx)
  const parentOf = new Map(nodes.map((node) => [node.id, node.parentId]))
  // Every node above a player's first shop, the shop included.
  const playersUnder = new Map<string, string[]>()
  for (const [playerId, shopId] of firstShops)
    for (let nodeId: string | null | undefined = shopId; nodeId; nodeId = parentOf.get(nodeId))
      playersUnder.set(nodeId, [...(playersUnder.get(nodeId) ?? []), playerId])
  const figures = await sumCommissionPlayers(tx, { ...days, userIds: [...firstShops.keys()] })
  return paying.map((node) => {
    const players = (playersUnder.get(node.id) ?? [])
      .map((userId) => figures.get(playerCurrencyKey(userId, node.currency)))
      .filter((player) => player !== undefined)
      .map((player) => playerLine(player, costs, 0))
    const own = agentOwnCommission({
      players,
      casinoBp: node.commissionCasinoBp,
      sportsbookBp: node.commissionSportsbookBp,
    })
    return {
      partnerKind: 'agent' as const,
      partnerId: node.id,
      currency: node.currency,
      detail: completeStatement(own, {
        planName: null,
        overrides: [],
        adjustments: adjustments.get(`${node.id}:${node.currency}`) ?? [],
      }),
      payee: { floatAccountId: node.floatAccountId },
      cpaPlayers: [],
    }
  })
}

/**
 * Records a statement and pays it: partner commission → the affiliate's cash or the node's float, under a key
 * made of the statement's id. Takes the adjustments it applied, records the CPA it paid (once per player ever) and
 * holds a negative total back as a shortfall adjustment for the partner's next statement.
 */
async function writeStatement(tx: Db, periodId: string, period: PeriodDays, draft: StatementDraft) {
  const id = randomUUID()
  const { detail, currency } = draft
  let transferId: string | null = null
  if (detail.paid > 0) {
    const credit =
      'floatAccountId' in draft.payee
        ? draft.payee.floatAccountId
        : (await findPlayerCashAccounts(tx, [draft.payee.userId])).get(
            playerCashKey(draft.payee.userId, currency),
          )
    if (!credit) throw new Error(`no ${currency} cash account for affiliate ${draft.partnerId}`)
    const paid = await transfer(tx, {
      idempotencyKey: `commission:${id}`,
      debit: await ensureOperatorAccount(tx, { kind: 'partner_commission', currency }),
      credit,
      amount: detail.paid,
      currency,
      kind: 'partner_commission',
      ref: { type: 'commission_statement', id },
      metadata: { periodId, partnerKind: draft.partnerKind, partnerId: draft.partnerId },
      isKeyNew: true,
    })
    transferId = paid.id
  }
  await tx.insert(commissionStatements).values({
    id,
    periodId,
    partnerKind: draft.partnerKind,
    partnerId: draft.partnerId,
    currency,
    ngr: detail.ngr,
    carryOut: detail.carryOut,
    commission: detail.paid + detail.shortfall,
    paid: detail.paid,
    detail,
    transferId,
  })
  const taken = detail.adjustments.map((adjustment) => adjustment.id)
  if (taken.length > 0)
    await tx
      .update(commissionAdjustments)
      .set({ statementId: id })
      .where(and(inArray(commissionAdjustments.id, taken), isNull(commissionAdjustments.statementId)))
  if (draft.cpaPlayers.length > 0)
    await tx.insert(commissionCpaPayouts).values(
      draft.cpaPlayers.map((player) => ({
        userId: player.userId,
        affiliateId: draft.partnerId,
        statementId: id,
        amount: player.amount,
      })),
    )
  if (detail.shortfall < 0)
    await tx.insert(commissionAdjustments).values({
      partnerKind: draft.partnerKind,
      partnerId: draft.partnerId,
      currency,
      amount: detail.shortfall,
      reason: `${period.startsOn}/${period.endsOn}`,
      createdBy: null,
    })
}
