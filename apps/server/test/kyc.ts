import type { App } from '../src/app.ts'
import { kycImages, kycSubmissions } from '../src/db/schema/kyc.ts'

/**
 * Gives a player an approved identity check directly in the database (no pictures on disk), for tests about
 * something else that need one, such as withdrawals. The KYC rules themselves are tested through the API.
 */
export async function giveApprovedKyc(app: App, userId: string): Promise<void> {
  const { db } = app.services.database
  const images = await db
    .insert(kycImages)
    .values(['front', 'back', 'selfie'].map(() => ({ userId, fileKey: '0'.repeat(32), width: 1, height: 1 })))
    .returning({ id: kycImages.id })
  const [front, back, selfie] = images
  if (!front || !back || !selfie) throw new Error('kyc images were not inserted')
  await db.insert(kycSubmissions).values({
    userId,
    documentType: 'national_id',
    documentNumber: '1234567890',
    frontImageId: front.id,
    backImageId: back.id,
    selfieImageId: selfie.id,
    status: 'approved',
    decidedAt: new Date(),
  })
}
