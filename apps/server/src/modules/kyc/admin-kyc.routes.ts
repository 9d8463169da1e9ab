import {
  adminKycSubmission,
  adminUserKyc,
  kycDecisionInput,
  kycQueuePage,
  kycQueueQuery,
} from '@khela/contracts/kyc'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireStaff } from '../../session/session.ts'
import { decideKyc } from './decide-kyc.ts'
import { findKycQueue } from './find-kyc-queue.ts'
import { findUserKyc } from './find-user-kyc.ts'
import { createKycImageStore } from './kyc-image-store.ts'
import { readKycImage } from './read-kyc-image.ts'

const idParams = z.object({ id: z.string().min(1).max(100) })

/** The back office's identity reviews: a user's submissions, the queue, decisions and the private pictures. */
export async function adminKycRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const { config, database } = app.services
  const { db } = database
  const store = createKycImageStore(config.uploadDir)

  api.get(
    '/admin/kyc/users/:id',
    {
      config: { permission: 'kyc.review' },
      schema: {
        tags: ['admin-kyc'],
        summary:
          "A user's identity check and every submission, newest first (the user profile's KYC Update tab)",
        params: idParams,
        response: { 200: adminUserKyc },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return findUserKyc(db, request.params.id)
    },
  )

  api.get(
    '/admin/kyc/submissions',
    {
      config: { permission: 'kyc.review' },
      schema: {
        tags: ['admin-kyc'],
        summary: 'The KYC queue: pending submissions first (longest waiting at the top), then decided ones',
        querystring: kycQueueQuery,
        response: { 200: kycQueuePage },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return findKycQueue(db, request.query)
    },
  )

  api.post(
    '/admin/kyc/submissions/:id/decision',
    {
      config: { errors: ['ALREADY_DECIDED'], permission: 'kyc.review' },
      schema: {
        tags: ['admin-kyc'],
        summary:
          'Approve or reject a pending submission, or revoke an approved one; reject and revoke need the reason the player reads. Audited',
        params: idParams,
        body: kycDecisionInput,
        response: { 200: adminKycSubmission },
      },
    },
    async (request) => {
      const staff = requireStaff(request)
      return decideKyc(db, {
        staff,
        submissionId: request.params.id,
        input: request.body,
        ipAddress: request.ip,
      })
    },
  )

  api.get(
    '/admin/kyc/images/:id',
    {
      config: { permission: 'kyc.review' },
      schema: {
        tags: ['admin-kyc'],
        summary: 'An identity picture as WebP, for staff who review identity checks only',
        params: idParams,
      },
    },
    async (request, reply) => {
      const bytes = await readKycImage(db, store, request.params.id)
      return (
        reply
          .type('image/webp')
          // Identity documents: never kept in a shared or disk cache.
          .header('cache-control', 'private, no-store')
          .header('content-disposition', `inline; filename="kyc-${request.params.id}.webp"`)
          .header('x-content-type-options', 'nosniff')
          .send(bytes)
      )
    },
  )
}
