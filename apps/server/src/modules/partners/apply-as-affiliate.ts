import type { affiliateApplicationInput, MyAffiliate } from '@khela/contracts/partners'
import type { SessionUser } from '@khela/contracts/session'
import { and, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { affiliateAttributions, affiliates } from '../../db/schema/partners.ts'
import { AppError } from '../../lib/app-error.ts'
import { isUniqueViolation } from '../../lib/database-errors.ts'
import { findReferringAffiliate } from './find-referring-affiliate.ts'
import { toMyAffiliate } from './to-my-affiliate.ts'

/**
 * A player applies to the affiliate programme. A rejected applicant may apply again (the row goes back to
 * applied); anyone else already on file is told so. Staff do not apply: their accounts are not partners. The
 * affiliate whose link brought the applicant (the registration's attribution, else a live click cookie) becomes
 * the parent, for sub-affiliate commission later.
 */
export async function applyAsAffiliate(
  db: Db,
  application: {
    user: SessionUser
    input: z.output<typeof affiliateApplicationInput>
    clickId: string | null
    now: Date
  },
): Promise<MyAffiliate> {
  const { user, input, now } = application
  if (user.role !== 'player' && user.role !== 'affiliate') throw new AppError('FORBIDDEN')
  const [attribution] = await db
    .select({ affiliateId: affiliateAttributions.affiliateId })
    .from(affiliateAttributions)
    .where(eq(affiliateAttributions.userId, user.id))
  const parentAffiliateId =
    attribution?.affiliateId ??
    (await findReferringAffiliate(db, { clickId: application.clickId, userId: user.id, now }))
  const fields = { ...input, status: 'applied' as const, appliedAt: now }
  try {
    const [again] = await db
      .update(affiliates)
      .set({ ...fields, decisionReason: null, decidedBy: null, decidedAt: null })
      .where(and(eq(affiliates.userId, user.id), eq(affiliates.status, 'rejected')))
      .returning()
    if (again) return { affiliate: toMyAffiliate(again) }
    const [created] = await db
      .insert(affiliates)
      .values({ ...fields, userId: user.id, parentAffiliateId })
      .returning()
    if (!created) throw new Error('the application was not stored')
    return { affiliate: toMyAffiliate(created) }
  } catch (error) {
    if (isUniqueViolation(error, 'affiliates_user_id_unique'))
      throw new AppError('CONFLICT', { message: 'You have already applied to the affiliate programme.' })
    throw error
  }
}
