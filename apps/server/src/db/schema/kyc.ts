import type { KycDocumentType, KycSubmissionStatus } from '@khela/contracts/kyc'
import { sql } from 'drizzle-orm'
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

/**
 * Pictures of identity documents and selfies: private, stored re-encoded under `UPLOAD_DIR/kyc` by content hash
 * and served only to staff with 'kyc.review'. A picture belongs to one player and, once sent, to one submission.
 */
export const kycImages = pgTable(
  'kyc_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    fileKey: text('file_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Set when a submission takes the picture, so one picture is never part of two submissions. */
    submissionId: uuid('submission_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('kyc_images_user_idx').on(table.userId, table.createdAt)],
)

/**
 * A player's identity submissions, kept after a decision (the history staff see). At most one is pending or
 * approved per player at a time: the partial unique index settles two sent at once.
 */
export const kycSubmissions = pgTable(
  'kyc_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    documentType: text('document_type').$type<KycDocumentType>().notNull(),
    /** Normalised: upper-case letters and digits. */
    documentNumber: text('document_number').notNull(),
    frontImageId: uuid('front_image_id')
      .notNull()
      .references(() => kycImages.id),
    backImageId: uuid('back_image_id').references(() => kycImages.id),
    selfieImageId: uuid('selfie_image_id')
      .notNull()
      .references(() => kycImages.id),
    status: text('status').$type<KycSubmissionStatus>().notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('kyc_submissions_one_open_per_user')
      .on(table.userId)
      .where(sql`${table.status} IN ('pending', 'approved')`),
    index('kyc_submissions_user_idx').on(table.userId, table.createdAt),
    index('kyc_submissions_status_idx').on(table.status, table.createdAt),
  ],
)
