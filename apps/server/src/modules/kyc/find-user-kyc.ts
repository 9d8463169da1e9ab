import type { AdminUserKyc } from '@khela/contracts/kyc'
import { desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { kycSubmissions } from '../../db/schema/kyc.ts'
import { findPlayerKyc } from './find-player-kyc.ts'
import { selectAdminKycSubmissions, toAdminKycSubmission } from './select-admin-kyc-submissions.ts'

/** A user's identity check for the user profile's KYC Update tab: the status in force and every submission. */
export async function findUserKyc(db: Db, userId: string): Promise<AdminUserKyc> {
  const [current, rows] = await Promise.all([
    findPlayerKyc(db, userId),
    selectAdminKycSubmissions(db)
      .where(eq(kycSubmissions.userId, userId))
      .orderBy(desc(kycSubmissions.createdAt))
      .limit(50),
  ])
  return { status: current.status, submissions: rows.map(toAdminKycSubmission) }
}
