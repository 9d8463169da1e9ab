import { createPrivateImageStore } from '../uploads/private-image-store.ts'

/**
 * Deposit slips on disk under `<UPLOAD_DIR>/slips` (see createPrivateImageStore), served only through
 * `GET /api/cashier/slips/:id` after its owner-or-staff check.
 */
export function createSlipStore(uploadDir: string) {
  return createPrivateImageStore(uploadDir, 'slips')
}

export type SlipStore = ReturnType<typeof createSlipStore>
