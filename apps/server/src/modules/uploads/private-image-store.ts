import { createHash } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { writeAtomically } from './image-store.ts'
import { prepareImage } from './prepare-image.ts'

export type StoredPrivateImage = { fileKey: string; width: number; height: number }

/**
 * Private pictures on disk (deposit slips, identity documents): checked and re-encoded like public uploads
 * (prepareImage), but kept under `<UPLOAD_DIR>/<folder>`, which no public route reads (`GET /api/uploads` serves
 * `images/` only). Each is served only through its module's route after that route's access check.
 */
export function createPrivateImageStore(uploadDir: string, folder: 'slips' | 'kyc') {
  const fileOf = (fileKey: string) => path.join(uploadDir, folder, fileKey.slice(0, 2), `${fileKey}.webp`)
  return {
    async store(bytes: Buffer): Promise<StoredPrivateImage> {
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

export type PrivateImageStore = ReturnType<typeof createPrivateImageStore>
