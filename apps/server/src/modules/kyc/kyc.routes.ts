import { kycSubmissionInput, playerKyc, uploadedKycImage } from '@khela/contracts/kyc'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { findSessionUser } from '../../session/find-session-user.ts'
import { requireKycSubject } from '../../session/session.ts'
import { readImageUpload, registerImageUploads } from '../uploads/image-upload.ts'
import { findPlayerKyc } from './find-player-kyc.ts'
import { createKycImageStore } from './kyc-image-store.ts'
import { storeKycImage } from './store-kyc-image.ts'
import { submitKyc } from './submit-kyc.ts'

/** A submission needs three pictures; this leaves room for retakes and stops a flood. */
const limits = { images: 30, submissions: 10, window: '10 minutes' }

/** The player's identity check: status, picture uploads and the submission. Pictures are never served back. */
export async function kycRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const { auth, config, database } = app.services
  const { db } = database
  const store = createKycImageStore(config.uploadDir)
  await registerImageUploads(app)

  const perPlayer = (name: string, max: number) =>
    app.rateLimit({
      max,
      timeWindow: limits.window,
      keyGenerator: async (request) =>
        `${name}:${(await findSessionUser(auth, request.headers))?.id ?? request.ip}`,
    })

  api.get(
    '/kyc',
    {
      schema: {
        tags: ['kyc'],
        summary: "The signed-in player's identity check: status, document type, the rejection reason",
        response: { 200: playerKyc },
      },
    },
    async (request, reply) => {
      const player = await requireKycSubject(request)
      reply.header('cache-control', 'no-store')
      return findPlayerKyc(db, player.id)
    },
  )

  api.post(
    '/kyc/images',
    {
      config: { takesImageUpload: true, isRateLimited: true },
      onRequest: perPlayer('kyc-image', limits.images),
      schema: {
        tags: ['kyc'],
        summary:
          'Upload a picture of an identity document or a selfie (multipart field `image`, PNG, JPEG, WebP or AVIF, at most 5 MB); private, shown only to staff who review identity checks',
        response: { 201: uploadedKycImage },
      },
    },
    async (request, reply) => {
      const player = await requireKycSubject(request)
      const { bytes } = await readImageUpload(request)
      return reply.status(201).send(await storeKycImage(db, store, { userId: player.id, bytes }))
    },
  )

  api.post(
    '/kyc/submissions',
    {
      config: { errors: ['KYC_ALREADY_APPROVED', 'KYC_SUBMISSION_PENDING'], isRateLimited: true },
      onRequest: perPlayer('kyc-submission', limits.submissions),
      schema: {
        tags: ['kyc'],
        summary:
          'Send an identity document for review (national ID of 10, 13 or 17 digits, passport or driving licence; front, back except for a passport, and a selfie)',
        body: kycSubmissionInput,
        response: { 201: playerKyc },
      },
    },
    async (request, reply) => {
      const player = await requireKycSubject(request)
      return reply.status(201).send(await submitKyc(db, { player, input: request.body }))
    },
  )
}
