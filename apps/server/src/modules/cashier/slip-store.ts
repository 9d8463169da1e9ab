import { createHash } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { writeAtomically } from '../uploads/image-store.ts'
import { prepareImage } from '../uploads/prepare-image.ts'

export type StoredSlipFile = { fileKey: string; width: number; height: number }

/**
 * Deposit slips on disk: checked and re-encoded like public uploads (prepareImage), but kept under
 * `<UPLOAD_DIR>/slips`, which no public route reads (`GET /api/uploads` serves `images/` only). They are served
 * only through `GET /api/cashier/slips/:id` after its owner-or-staff check.
 */
export function createSlipStore(uploadDir: string) {
  const fileOf = (fileKey: string) => path.join(uploadDir, 'slips', fileKey.slice(0, 2), `${fileKey}.webp`)
  return {
    async store(bytes: Buffer): Promise<StoredSlipFile> {
      const image = await prepareImage(bytes)
      const fileKey = createHash('sha256').update(image.bytes).digest('hex').slice(0, 32)
      const file = fileOf(fileKey)
      const exists = await stat(file).then(
        () => true,
        () => false,
      )
      if (!exists) await writeAtomically(file, image.bytes)
      return { fileKey, width: image.width, height: image.height }
    },
    read(fileKey: string): Promise<Buffer | null> {
      if (!/^[a-f0-9]{32}$/.test(fileKey)) return Promise.resolve(null)
      return readFile(fileOf(fileKey)).catch(() => null)
    },
  }
}

export type SlipStore = ReturnType<typeof createSlipStore>
