import { randomUUID } from 'node:crypto'
import { isUuid } from '@khela/contracts/ids'
import {
  type kycSubmissionInput,
  needsBackImage,
  normalisedDocumentNumber,
  type PlayerKyc,
} from '@khela/contracts/kyc'
import type { SessionUser } from '@khela/contracts/session'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { kycImages, kycSubmissions } from '../../db/schema/kyc.ts'
import { AppError } from '../../lib/app-error.ts'
import { isUniqueViolation } from '../../lib/database-errors.ts'
import { findPlayerKyc } from './find-player-kyc.ts'

type ImageField = 'frontImageId' | 'backImageId' | 'selfieImageId'

/**
 * A player sends their identity document for review. Refused while one is pending (KYC_SUBMISSION_PENDING) or
 * approved (KYC_ALREADY_APPROVED); after a rejection they may send again. Each picture must be the player's own
 * upload not sent before (IMAGE_UNAVAILABLE at its field): the transaction takes the pictures by
 * `UPDATE … WHERE user_id AND submission_id IS NULL`, and the partial unique index settles two sent at once.
 */
export async function submitKyc(
  db: Db,
  submission: { player: SessionUser; input: z.output<typeof kycSubmissionInput> },
): Promise<PlayerKyc> {
  const { player, input } = submission
  const wanted: [ImageField, string][] = [['frontImageId', input.frontImageId]]
  if (needsBackImage(input.documentType) && input.backImageId) wanted.push(['backImageId', input.backImageId])
  wanted.push(['selfieImageId', input.selfieImageId])

  const fields: Record<string, string> = {}
  const seen = new Set<string>()
  for (const [field, id] of wanted) {
    // One picture cannot be two sides of a document or also the selfie.
    if (!isUuid(id) || seen.has(id)) fields[field] = 'IMAGE_UNAVAILABLE'
    seen.add(id)
  }
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', { fields })

  try {
    await db.transaction(async (tx) => {
      await refuseOpenSubmission(tx, player.id)
      const submissionId = randomUUID()
      const ids = wanted.map(([, id]) => id)
      const taken = await tx
        .update(kycImages)
        .set({ submissionId })
        .where(
          and(inArray(kycImages.id, ids), eq(kycImages.userId, player.id), isNull(kycImages.submissionId)),
        )
        .returning({ id: kycImages.id })
      const takenIds = new Set(taken.map((image) => image.id))
      for (const [field, id] of wanted) if (!takenIds.has(id)) fields[field] = 'IMAGE_UNAVAILABLE'
      if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', { fields })

      const image = (field: ImageField) => wanted.find(([name]) => name === field)?.[1] ?? null
      const front = image('frontImageId')
      const selfie = image('selfieImageId')
      if (!front || !selfie) throw new Error('front and selfie are required by the contract')
      await tx.insert(kycSubmissions).values({
        id: submissionId,
        userId: player.id,
        documentType: input.documentType,
        documentNumber: normalisedDocumentNumber(input.documentNumber),
        frontImageId: front,
        backImageId: image('backImageId'),
        selfieImageId: selfie,
      })
    })
  } catch (error) {
    if (!isUniqueViolation(error, 'kyc_submissions_one_open_per_user')) throw error
    // Another submission of the same player committed first; say which state it left.
    await refuseOpenSubmission(db, player.id)
    throw error
  }
  return findPlayerKyc(db, player.id)
}

async function refuseOpenSubmission(db: Pick<Db, 'select'>, userId: string): Promise<void> {
  const [open] = await db
    .select({ status: kycSubmissions.status })
    .from(kycSubmissions)
    .where(and(eq(kycSubmissions.userId, userId), inArray(kycSubmissions.status, ['pending', 'approved'])))
    .limit(1)
  if (open?.status === 'pending') throw new AppError('KYC_SUBMISSION_PENDING')
  if (open?.status === 'approved') throw new AppError('KYC_ALREADY_APPROVED')
}
