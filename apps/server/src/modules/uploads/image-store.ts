import { createHash, randomUUID } from 'node:crypto'
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { StoredImage } from '@khela/contracts/content'
import type { ImageWidth } from '@khela/contracts/images'
import sharp from 'sharp'
import { prepareImage } from './prepare-image.ts'

/**
 * Where uploaded images live. The disk store below keeps them under the upload directory; an S3-compatible
 * store can replace it behind the same three calls.
 */
export interface ImageStore {
  /** Validates and re-encodes the bytes (see prepareImage) and keeps the result under the hash of its bytes. */
  store(bytes: Buffer): Promise<StoredImage>
  /** The stored image's size, or null when there is no image with this key. */
  find(key: string): Promise<StoredImage | null>
  /** The image as WebP, scaled down to `width` when given (never up); null when there is none. */
  read(key: string, width?: ImageWidth): Promise<Buffer | null>
}

/** Writes aside and renames, so another instance sharing the directory never reads half a file. */
export async function writeAtomically(file: string, bytes: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true })
  // Unique per write: two requests for the same file in the same millisecond must not share a partial file.
  const partial = `${file}.${process.pid}.${randomUUID()}.partial`
  await writeFile(partial, bytes)
  await rename(partial, file)
}

export function createDiskImageStore(uploadDir: string, cacheDir: string): ImageStore {
  const fileOf = (key: string) => path.join(uploadDir, 'images', key.slice(0, 2), `${key}.webp`)
  const resizing = new Map<string, Promise<Buffer>>()

  return {
    async store(bytes) {
      const image = await prepareImage(bytes)
      const key = createHash('sha256').update(image.bytes).digest('hex').slice(0, 32)
      const file = fileOf(key)
      const exists = await stat(file).then(
        () => true,
        () => false,
      )
      if (!exists) await writeAtomically(file, image.bytes)
      return { key, width: image.width, height: image.height }
    },

    async find(key) {
      const bytes = await readFile(fileOf(key)).catch(() => null)
      if (!bytes) return null
      const { width, height } = await sharp(bytes).metadata()
      return width && height ? { key, width, height } : null
    },

    async read(key, width) {
      const original = fileOf(key)
      if (!width) return readFile(original).catch(() => null)
      // Scaled copies are a cache: made on first request, kept on disk, never invalidated (the key is the content).
      const scaled = path.join(cacheDir, key.slice(0, 2), `${key}-${width}.webp`)
      const cached = await readFile(scaled).catch(() => null)
      if (cached) return cached
      const pending = resizing.get(scaled)
      if (pending) return pending
      const source = await readFile(original).catch(() => null)
      if (!source) return null
      const render = (async () => {
        const resized = await sharp(source)
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 80, effort: 4 })
          .toBuffer()
        await writeAtomically(scaled, resized)
        return resized
      })().finally(() => resizing.delete(scaled))
      resizing.set(scaled, render)
      return render
    },
  }
}
