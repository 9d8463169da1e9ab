import multipart, { type MultipartFile } from '@fastify/multipart'
import { maxImageUploadBytes } from '@khela/contracts/images'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AppError } from '../../lib/app-error.ts'
import { isStorableText } from '../../lib/find-unstorable-input.ts'

/** Lets a routes plugin take image uploads: one file and nothing else; a larger file is cut off at the limit. */
export async function registerImageUploads(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: maxImageUploadBytes, files: 1, fields: 0, parts: 1, headerPairs: 50 },
    throwFileSizeLimit: false,
  })
}

/**
 * The image of a multipart upload (field `image`): VALIDATION_FAILED with `image: REQUIRED` when there is none,
 * `image: INVALID_FORMAT` when the multipart body itself is malformed, `image: INVALID_CHARACTER` when the file's
 * name holds a NUL or a lone surrogate; IMAGE_TOO_LARGE when it was cut off at the limit.
 */
export async function readImageUpload(request: FastifyRequest): Promise<{ bytes: Buffer; fileName: string }> {
  if (!request.isMultipart()) throw new AppError('VALIDATION_FAILED', { fields: { image: 'REQUIRED' } })
  const file = await readingMultipart(() => request.file())
  if (file?.fieldname !== 'image') throw new AppError('VALIDATION_FAILED', { fields: { image: 'REQUIRED' } })
  // No operating system lets a file name hold a NUL, so one was written by hand; the name is kept in the audit
  // log as sent (jsonb cannot hold a NUL), so it is refused rather than quietly changed.
  if (!isStorableText(file.filename))
    throw new AppError('VALIDATION_FAILED', { fields: { image: 'INVALID_CHARACTER' } })
  const bytes = await readingMultipart(() => file.toBuffer())
  if (file.file.truncated) throw new AppError('IMAGE_TOO_LARGE')
  return { bytes, fileName: file.filename }
}

/**
 * The multipart parser (busboy) reports a body it cannot read (no boundary, no closing boundary, a broken part
 * header) as a plain Error, which would be a 500: it is the client's malformed request. The plugin's own errors
 * (too many parts or files, 413) carry their status and pass through.
 */
async function readingMultipart<T extends MultipartFile | Buffer | undefined>(
  read: () => Promise<T>,
): Promise<T> {
  try {
    return await read()
  } catch (error) {
    if (error instanceof Error && 'statusCode' in error) throw error
    throw new AppError('VALIDATION_FAILED', {
      fields: { image: 'INVALID_FORMAT' },
      cause: error,
      internalDetail: String(error),
    })
  }
}
