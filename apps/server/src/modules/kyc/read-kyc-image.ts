import { isUuid } from '@khela/contracts/ids'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { kycImages } from '../../db/schema/kyc.ts'
import { AppError } from '../../lib/app-error.ts'
import type { KycImageStore } from './kyc-image-store.ts'

/** Where staff see an identity picture: an admin route, so the permission plugin checks 'kyc.review' first. */
export function kycImageUrl(imageId: string): string {
  return `/api/admin/kyc/images/${imageId}`
}

/** An identity picture's WebP bytes (the route has checked the viewer's permission); NOT_FOUND when unknown. */
export async function readKycImage(db: Db, store: KycImageStore, imageId: string): Promise<Buffer> {
  if (!isUuid(imageId)) throw new AppError('NOT_FOUND')
  const [image] = await db.select().from(kycImages).where(eq(kycImages.id, imageId))
  if (!image) throw new AppError('NOT_FOUND', { message: 'No such picture.' })
  const bytes = await store.read(image.fileKey)
  if (!bytes) throw new AppError('NOT_FOUND', { internalDetail: `kyc image ${image.id} has no file` })
  return bytes
}
