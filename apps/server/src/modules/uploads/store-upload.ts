import type { StoredImage } from '@khela/contracts/content'
import type { SessionUser } from '@khela/contracts/session'
import type { Services } from '../../services.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'

/** Keeps an uploaded image (validated and re-encoded by the store) and records who uploaded it. */
export async function storeUpload(
  { database, images }: Pick<Services, 'database' | 'images'>,
  upload: { staff: SessionUser; bytes: Buffer; fileName: string; ipAddress: string | null },
): Promise<StoredImage> {
  const image = await images.store(upload.bytes)
  await recordAuditEntry(database.db, {
    actorId: upload.staff.id,
    action: 'image.upload',
    recordType: 'image',
    recordId: image.key,
    after: { ...image, fileName: upload.fileName.slice(0, 200), uploadedBytes: upload.bytes.length },
    ipAddress: upload.ipAddress,
  })
  return image
}
