import multipart from '@fastify/multipart'
import { maxImageUploadBytes } from '@khela/contracts/images'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AppError } from '../../lib/app-error.ts'

/** Lets a routes plugin take image uploads: one file and nothing else; a larger file is cut off at the limit. */
export async function registerImageUploads(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: maxImageUploadBytes, files: 1, fields: 0, parts: 1, headerPairs: 50 },
    throwFileSizeLimit: false,
  })
}

/**
 * The image of a multipart upload (field `image`): VALIDATION_FAILED with `image: REQUIRED` when there is none,
 * IMAGE_TOO_LARGE when it was cut off at the limit.
 */
export async function readImageUpload(request: FastifyRequest): Promise<{ bytes: Buffer; fileName: string }> {
  if (!request.isMultipart()) throw new AppError('VALIDATION_FAILED', { fields: { image: 'REQUIRED' } })
  const file = await request.file()
  if (file?.fieldname !== 'image') throw new AppError('VALIDATION_FAILED', { fields: { image: 'REQUIRED' } })
  const bytes = await file.toBuffer()
  if (file.file.truncated) throw new AppError('IMAGE_TOO_LARGE')
  return { bytes, fileName: file.filename }
}
