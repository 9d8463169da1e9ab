import { randomInt } from 'node:crypto'
import {
  bookingCodeAlphabet,
  bookingCodeDays,
  bookingCodeLength,
  type CreatedBookingCode,
  type createBookingCodeInput,
} from '@khela/contracts/sportsbook-booking'
import { inArray, lt } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { sportBookingCodes, sportSelections } from '../../db/schema/sportsbook.ts'
import { AppError } from '../../lib/app-error.ts'

const dayMs = 86_400_000
// 31^8 ≈ 8.5 × 10^11 codes: a clash is rare, and a few tries make it vanishingly so.
const attempts = 5
// An expired code answers BOOKING_CODE_EXPIRED for this long, then it is deleted and reads as unknown.
const keptExpiredDays = 30
const deletedPerCreate = 100

/**
 * Saves a slip's selections and bet type under a new random code, for `bookingCodeDays`. Every selection must be
 * in the book (SELECTION_UNAVAILABLE names each one that is not, as `selectionIds.<index>`); whether it takes bets
 * is asked again when the code is loaded, since it may change in between. Each new code deletes a few codes long
 * expired, so the table holds about as many rows as codes are made in `bookingCodeDays + keptExpiredDays`.
 */
export async function createBookingCode(
  db: Db,
  input: z.output<typeof createBookingCodeInput>,
  now: Date,
): Promise<CreatedBookingCode> {
  const selectionIds = input.selectionIds.map((id) => id.toLowerCase())
  const known = await db
    .select({ id: sportSelections.id })
    .from(sportSelections)
    .where(inArray(sportSelections.id, selectionIds))
  const knownIds = new Set(known.map((row) => row.id))
  const missing = Object.fromEntries(
    selectionIds.flatMap((id, index) =>
      knownIds.has(id) ? [] : [[`selectionIds.${index}`, 'SELECTION_UNAVAILABLE']],
    ),
  )
  if (Object.keys(missing).length > 0) throw new AppError('SELECTION_UNAVAILABLE', { fields: missing })
  await deleteLongExpired(db, now)
  const expiresAt = new Date(now.getTime() + bookingCodeDays * dayMs)
  for (let attempt = 0; attempt < attempts; attempt++) {
    const code = Array.from(
      { length: bookingCodeLength },
      () => bookingCodeAlphabet[randomInt(bookingCodeAlphabet.length)],
    ).join('')
    const [saved] = await db
      .insert(sportBookingCodes)
      .values({ code, betType: input.betType, selectionIds, createdAt: now, expiresAt })
      .onConflictDoNothing()
      .returning({ code: sportBookingCodes.code })
    if (saved) return { code: saved.code, expiresAt: expiresAt.toISOString() }
  }
  throw new Error(`no free booking code after ${attempts} tries`)
}

async function deleteLongExpired(db: Db, now: Date): Promise<void> {
  const before = new Date(now.getTime() - keptExpiredDays * dayMs)
  const oldest = db
    .select({ code: sportBookingCodes.code })
    .from(sportBookingCodes)
    .where(lt(sportBookingCodes.expiresAt, before))
    .limit(deletedPerCreate)
  await db.delete(sportBookingCodes).where(inArray(sportBookingCodes.code, oldest))
}
