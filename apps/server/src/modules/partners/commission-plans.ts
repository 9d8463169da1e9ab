import type {
  AffiliateTerms,
  affiliateTermsInput,
  CommissionPlan,
  commissionPlanInput,
} from '@khela/contracts/commissions'
import { isUuid } from '@khela/contracts/ids'
import type { SessionUser } from '@khela/contracts/session'
import { desc, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { commissionPlans } from '../../db/schema/commissions.ts'
import { affiliates } from '../../db/schema/partners.ts'
import { AppError } from '../../lib/app-error.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { findPlayerAccounts } from '../wallet/find-player-accounts.ts'

type StaffChange = { staff: SessionUser; ipAddress: string | null }

/** Every plan, newest first, with how many affiliates are on it. */
export async function findCommissionPlans(db: Pick<Db, 'select'>): Promise<CommissionPlan[]> {
  const rows = await db
    .select({
      plan: commissionPlans,
      affiliates: sql<number>`(SELECT count(*)::int FROM ${affiliates} WHERE ${affiliates.planId} = ${commissionPlans.id})`,
    })
    .from(commissionPlans)
    .orderBy(desc(commissionPlans.createdAt))
  return rows.map(({ plan, affiliates: count }) => toPlan(plan, count))
}

function toPlan(plan: typeof commissionPlans.$inferSelect, count: number): CommissionPlan {
  const { createdBy: _createdBy, createdAt, ...rest } = plan
  return { ...rest, affiliates: count, createdAt: createdAt.toISOString() }
}

/** A new plan, audited. */
export async function createCommissionPlan(
  db: Db,
  change: StaffChange & { input: z.output<typeof commissionPlanInput> },
): Promise<CommissionPlan> {
  return db.transaction(async (tx) => {
    const [plan] = await tx
      .insert(commissionPlans)
      .values({ ...change.input, createdBy: change.staff.id })
      .returning()
    if (!plan) throw new Error('commission plan not created')
    await recordAuditEntry(tx, {
      actorId: change.staff.id,
      action: 'partners.plan.create',
      recordType: 'commission_plan',
      recordId: plan.id,
      after: change.input,
      ipAddress: change.ipAddress,
    })
    return toPlan(plan, 0)
  })
}

/**
 * A plan's new terms, audited: they count from the next period closed; statements already written keep the terms
 * they were computed with. Its currency stays, since statements carry on in it.
 */
export async function updateCommissionPlan(
  db: Db,
  change: StaffChange & { planId: string; input: z.output<typeof commissionPlanInput> },
): Promise<CommissionPlan> {
  if (!isUuid(change.planId)) throw new AppError('NOT_FOUND')
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(commissionPlans)
      .where(eq(commissionPlans.id, change.planId))
      .for('update')
    if (!before) throw new AppError('NOT_FOUND')
    if (before.currency !== change.input.currency)
      throw new AppError('VALIDATION_FAILED', {
        message: 'A plan keeps its currency.',
        fields: { currency: 'CODE_FIXED' },
      })
    const [after] = await tx
      .update(commissionPlans)
      .set(change.input)
      .where(eq(commissionPlans.id, change.planId))
      .returning()
    if (!after) throw new AppError('NOT_FOUND')
    await recordAuditEntry(tx, {
      actorId: change.staff.id,
      action: 'partners.plan.update',
      recordType: 'commission_plan',
      recordId: after.id,
      before: toPlan(before, 0),
      after: change.input,
      ipAddress: change.ipAddress,
    })
    const [count] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(affiliates)
      .where(eq(affiliates.planId, after.id))
    return toPlan(after, count?.count ?? 0)
  })
}

/** An affiliate's plan and carry-over setting. */
export async function findAffiliateTerms(
  db: Pick<Db, 'select'>,
  affiliateId: string,
): Promise<AffiliateTerms> {
  const [row] = await db
    .select({
      planId: affiliates.planId,
      planName: commissionPlans.name,
      negativeCarryOver: affiliates.negativeCarryOver,
    })
    .from(affiliates)
    .leftJoin(commissionPlans, eq(commissionPlans.id, affiliates.planId))
    .where(eq(affiliates.id, affiliateId))
  if (!row) throw new AppError('NOT_FOUND')
  return row
}

/** Staff set an affiliate's plan and carry-over, audited; from the next period closed. */
export async function setAffiliateTerms(
  db: Db,
  change: StaffChange & { affiliateId: string; input: z.output<typeof affiliateTermsInput> },
): Promise<AffiliateTerms> {
  const { planId, negativeCarryOver } = change.input
  if (planId !== null && !isUuid(planId))
    throw new AppError('VALIDATION_FAILED', { fields: { planId: 'REQUIRED' } })
  return db.transaction(async (tx) => {
    const before = await findAffiliateTerms(tx, change.affiliateId)
    if (planId !== null) {
      const [plan] = await tx
        .select({ currency: commissionPlans.currency })
        .from(commissionPlans)
        .where(eq(commissionPlans.id, planId))
      if (!plan) throw new AppError('VALIDATION_FAILED', { fields: { planId: 'REQUIRED' } })
      // Statements are paid into the affiliate's own cash, which holds one currency: the plan's must be it.
      const [affiliate] = await tx
        .select({ userId: affiliates.userId })
        .from(affiliates)
        .where(eq(affiliates.id, change.affiliateId))
      const wallet = affiliate ? await findPlayerAccounts(tx, affiliate.userId) : null
      if (wallet?.currency !== plan.currency)
        throw new AppError('VALIDATION_FAILED', {
          message: "The plan pays in another currency than the affiliate's wallet holds.",
          fields: { planId: 'INVALID_CHOICE' },
        })
    }
    await tx
      .update(affiliates)
      .set({ planId, negativeCarryOver })
      .where(eq(affiliates.id, change.affiliateId))
    const after = await findAffiliateTerms(tx, change.affiliateId)
    await recordAuditEntry(tx, {
      actorId: change.staff.id,
      action: 'partners.affiliate.terms',
      recordType: 'affiliate',
      recordId: change.affiliateId,
      before,
      after,
      ipAddress: change.ipAddress,
    })
    return after
  })
}
