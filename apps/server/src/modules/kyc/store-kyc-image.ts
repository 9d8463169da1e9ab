import type { UploadedKycImage } from '@khela/contracts/kyc'
import type { Db } from '../../db/client.ts'
import { kycImages } from '../../db/schema/kyc.ts'
import type { KycImageStore } from './kyc-image-store.ts'

/**
 * Keeps a player's picture of a document or selfie (checked by its bytes, re-encoded without metadata) and gives
 * it an id for a submission to name. Until a submission takes it, it is just the player's upload.
 */
export async function storeKycImage(
  db: Db,
  store: KycImageStore,
  upload: { userId: string; bytes: Buffer },
): Promise<UploadedKycImage> {
  const file = await store.store(upload.bytes)
  const [row] = await db
    .insert(kycImages)
    .values({ userId: upload.userId, ...file })
    .returning({ id: kycImages.id })
  if (!row) throw new Error('kyc image insert returned no row')
  return { id: row.id }
}
