import { eq } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { affiliates } from '../../db/schema/partners.ts'
import { AppError } from '../../lib/app-error.ts'
import { requireSessionUser } from '../../session/session.ts'

/**
 * The affiliate behind a portal request: a signed-in account with the affiliate role and its record. A suspended
 * affiliate still reads its figures; only an approved one makes links (`isApproved`).
 */
export async function requireAffiliate(request: FastifyRequest) {
  const user = await requireSessionUser(request)
  if (user.role !== 'affiliate') throw new AppError('FORBIDDEN')
  const [affiliate] = await request.server.services.database.db
    .select({ id: affiliates.id, status: affiliates.status })
    .from(affiliates)
    .where(eq(affiliates.userId, user.id))
  if (!affiliate || (affiliate.status !== 'approved' && affiliate.status !== 'suspended'))
    throw new AppError('FORBIDDEN')
  return { user, affiliateId: affiliate.id, isApproved: affiliate.status === 'approved' }
}
