import type { KycQueuePage, KycQueueQuery } from '@khela/contracts/kyc'
import { kycQueuePageSize } from '@khela/contracts/kyc'
import { asc, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { kycSubmissions } from '../../db/schema/kyc.ts'
import { selectAdminKycSubmissions, toAdminKycSubmission } from './select-admin-kyc-submissions.ts'

/**
 * The KYC queue: pending submissions first, the longest waiting at the top, then decided ones newest first;
 * `status` narrows it to one status.
 */
export async function findKycQueue(db: Db, query: KycQueueQuery): Promise<KycQueuePage> {
  const where = query.status ? eq(kycSubmissions.status, query.status) : undefined
  const isPending = sql`${kycSubmissions.status} = 'pending'`
  const [rows, [counted]] = await Promise.all([
    selectAdminKycSubmissions(db)
      .where(where)
      .orderBy(
        desc(isPending),
        sql`CASE WHEN ${isPending} THEN ${kycSubmissions.createdAt} END ASC`,
        desc(kycSubmissions.createdAt),
        asc(kycSubmissions.id),
      )
      .limit(kycQueuePageSize)
      .offset((query.page - 1) * kycQueuePageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(kycSubmissions).where(where),
  ])
  return {
    items: rows.map(toAdminKycSubmission),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: kycQueuePageSize,
  }
}
