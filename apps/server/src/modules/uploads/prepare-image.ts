import { maxImageUploadBytes } from '@khela/contracts/images'
import { fileTypeFromBuffer } from 'file-type'
import sharp, { type Metadata } from 'sharp'
import { AppError } from '../../lib/app-error.ts'

/** Raster formats an operator's banners and promotion pictures come in. */
const acceptedTypes = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/avif'])
/** A decoded image this large would hold hundreds of megabytes of memory; no banner needs more. */
export const maxImagePixels = 40_000_000
/** Stored no wider than this: the widest banner on a 4K screen. */
const maxStoredWidth = 2560

export type PreparedImage = { bytes: Buffer; width: number; height: number }

/**
 * Checks an upload by what its bytes are, not by its name or declared type, and re-encodes it as WebP: the
 * new file holds pixels only (EXIF, GPS, ICC comments and anything appended to the original are gone). SVG is
 * refused outright: it is a document that can carry script. A damaged or truncated file fails decoding
 * (sharp's `failOn: 'warning'`), so it is refused rather than stored half-grey.
 */
export async function prepareImage(bytes: Buffer): Promise<PreparedImage> {
  if (bytes.length > maxImageUploadBytes) throw new AppError('IMAGE_TOO_LARGE')
  const type = await fileTypeFromBuffer(bytes)
  if (!type) {
    if (looksLikeSvg(bytes)) throw new AppError('IMAGE_TYPE_NOT_ALLOWED', { internalDetail: 'svg' })
    throw new AppError('NOT_AN_IMAGE')
  }
  if (!acceptedTypes.has(type.mime)) {
    const isImage = type.mime.startsWith('image/') || type.mime === 'application/xml'
    throw new AppError(isImage ? 'IMAGE_TYPE_NOT_ALLOWED' : 'NOT_AN_IMAGE', { internalDetail: type.mime })
  }
  const source = sharp(bytes, { failOn: 'warning', limitInputPixels: maxImagePixels, animated: false })
  let metadata: Metadata
  try {
    // The header alone, without the pixel limit, so a too-large picture is told apart from a broken one.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata()
  } catch (error) {
    throw new AppError('IMAGE_UNREADABLE', { cause: error, internalDetail: String(error) })
  }
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > maxImagePixels) throw new AppError('IMAGE_TOO_LARGE')
  try {
    const { data, info } = await source
      .rotate() // applies the EXIF orientation before the EXIF is dropped
      .resize({ width: maxStoredWidth, withoutEnlargement: true })
      .webp({ quality: 85, effort: 4 })
      .toBuffer({ resolveWithObject: true })
    return { bytes: data, width: info.width, height: info.height }
  } catch (error) {
    throw new AppError('IMAGE_UNREADABLE', { cause: error, internalDetail: String(error) })
  }
}

function looksLikeSvg(bytes: Buffer): boolean {
  const start = bytes
    .subarray(0, 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase()
  return start.startsWith('<svg') || (start.startsWith('<') && start.includes('<svg'))
}
