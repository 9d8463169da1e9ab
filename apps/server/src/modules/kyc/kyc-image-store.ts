import { createPrivateImageStore } from '../uploads/private-image-store.ts'

/**
 * Identity pictures on disk under `<UPLOAD_DIR>/kyc` (see createPrivateImageStore): no public route reads that
 * folder; they are served only through `GET /api/admin/kyc/images/:id` to staff with 'kyc.review'.
 */
export function createKycImageStore(uploadDir: string) {
  return createPrivateImageStore(uploadDir, 'kyc')
}

export type KycImageStore = ReturnType<typeof createKycImageStore>
