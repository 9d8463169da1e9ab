import { storedImage, uploadFileParams, uploadQuery } from '@khela/contracts/content'
import type { ImageWidth } from '@khela/contracts/images'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { AppError } from '../../lib/app-error.ts'
import { requireStaff } from '../../session/session.ts'
import { readImageUpload, registerImageUploads } from './image-upload.ts'
import { storeUpload } from './store-upload.ts'

/** Image uploads for the back office's content (multipart field `image`), and the images served to everyone. */
export async function uploadsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  await registerImageUploads(app)

  api.post(
    '/admin/uploads',
    {
      config: { takesImageUpload: true, permission: 'content.write' },
      schema: {
        tags: ['admin-content'],
        summary:
          'Upload a PNG, JPEG, WebP or AVIF image (multipart field `image`, at most 5 MB); stored as WebP',
        response: { 201: storedImage },
      },
    },
    async (request, reply) => {
      const staff = requireStaff(request)
      const { bytes, fileName } = await readImageUpload(request)
      const image = await storeUpload(app.services, {
        staff,
        bytes,
        fileName,
        ipAddress: request.ip,
      })
      return reply.status(201).send(image)
    },
  )

  api.get(
    '/uploads/:file',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: 'An uploaded image as WebP, `w` pixels wide (480, 960 or 1440) or as stored',
        params: uploadFileParams,
        querystring: uploadQuery,
      },
    },
    async (request, reply) => {
      const key = request.params.file.replace(/\.webp$/, '')
      const image = await app.services.images.read(key, request.query.w as ImageWidth | undefined)
      if (!image) throw new AppError('NOT_FOUND', { message: 'No such image.' })
      // The name is the hash of the content, so the answer for this URL never changes.
      return reply
        .type('image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-disposition', `inline; filename="${key}.webp"`)
        .header('x-content-type-options', 'nosniff')
        .send(image)
    },
  )
}
