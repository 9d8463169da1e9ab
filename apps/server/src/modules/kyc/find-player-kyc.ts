import type { PlayerKyc } from '@khela/contracts/kyc'
import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { kycSubmissions } from '../../db/schema/kyc.ts'

/**
 * The player's own identity check: the latest submission decides (a new one is only accepted after a
 * rejection, so the latest is the one in force). The number shows only its last four characters.
 */
export async function findPlayerKyc(db: Pick<Db, 'select'>, userId: string): Promise<PlayerKyc> {
  const [latest] = await db
    .select()
    .from(kycSubmissions)
    .where(eq(kycSubmissions.userId, userId))
    .orderBy(desc(kycSubmissions.createdAt))
    .limit(1)
  if (!latest) {
    return {
      status: 'none',
      documentType: null,
      documentNumberEnding: null,
      submittedAt: null,
      decidedAt: null,
      rejectionReason: null,
    }
  }
  return {
    status: latest.status,
    documentType: latest.documentType,
    documentNumberEnding: latest.documentNumber.slice(-4),
    submittedAt: latest.createdAt.toISOString(),
    decidedAt: latest.decidedAt?.toISOString() ?? null,
    rejectionReason: latest.status === 'rejected' ? latest.rejectionReason : null,
  }
}

/** Whether the player has an approved identity check in force (what the KYC gates ask). */
export async function isKycApproved(db: Pick<Db, 'select'>, userId: string): Promise<boolean> {
  const [approved] = await db
    .select({ id: kycSubmissions.id })
    .from(kycSubmissions)
    .where(and(eq(kycSubmissions.userId, userId), eq(kycSubmissions.status, 'approved')))
    .limit(1)
  return approved !== undefined
}
