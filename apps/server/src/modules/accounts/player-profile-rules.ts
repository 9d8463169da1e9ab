import type { Country, Currency, FieldErrorCode, registrationCompletion } from '@khela/contracts/accounts'
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { playerProfiles, promoCodes } from '../../db/schema/accounts.ts'
import { AppError } from '../../lib/app-error.ts'
import { isUniqueViolation } from '../../lib/database-errors.ts'
import { ensurePlayerAccounts } from '../wallet/ensure-player-accounts.ts'
import { checkPromoCode } from './check-promo-code.ts'

/**
 * Checks a registration (or a Google player's completion) against the operator's rules, with the schema
 * they were applied to, and against the promo codes; reports every broken rule at once.
 */
export async function checkPlayerDetails(
  db: Db,
  schema: z.ZodType,
  input: { promoCode?: string | undefined; currency?: Currency | undefined; country?: Country | undefined },
  now: Date,
): Promise<void> {
  const fields: Record<string, FieldErrorCode> = {}
  const checked = schema.safeParse(input)
  for (const issue of checked.error?.issues ?? [])
    fields[String(issue.path[0])] ??= issue.message as FieldErrorCode
  if (input.promoCode) {
    const status = await checkPromoCode(db, input.promoCode, now, {
      ...(input.currency ? { currency: input.currency } : {}),
      ...(input.country ? { country: input.country } : {}),
    })
    if (status !== 'valid') fields.promoCode = status === 'unknown' ? 'PROMO_UNKNOWN' : 'PROMO_EXPIRED'
  }
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', { fields })
}

export async function isPhoneTaken(db: Pick<Db, 'select'>, phone: string): Promise<boolean> {
  const [taken] = await db
    .select({ id: playerProfiles.userId })
    .from(playerProfiles)
    .where(eq(playerProfiles.phone, phone))
  return taken !== undefined
}

/**
 * Stores the player's profile with their consent to the terms in force, opens their wallet in the chosen
 * currency, and counts the promo code, in one transaction. A phone registered a moment ago by someone else is
 * reported on the phone field.
 */
export async function storePlayerProfile(
  db: Db,
  userId: string,
  details: z.output<typeof registrationCompletion>,
  termsVersion: string,
  now: Date,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      await tx.insert(playerProfiles).values({
        userId,
        phone: details.phone,
        currency: details.currency,
        welcomeOffer: details.offer,
        dateOfBirth: details.dateOfBirth,
        country: details.country,
        promoCode: details.promoCode ?? null,
        termsVersion,
        termsAcceptedAt: now,
      })
      await ensurePlayerAccounts(tx, userId, details.currency)
      if (details.promoCode) await usePromoCode(tx, details.promoCode)
    })
  } catch (error) {
    if (isUniqueViolation(error, 'player_profiles_phone_unique')) {
      throw new AppError('CONFLICT', { fields: { phone: 'PHONE_TAKEN' } })
    }
    throw error
  }
}

/**
 * Counts one use of a registration code, unless the last use went to someone else a moment ago. A bonus campaign's
 * code has no row here: its uses are counted when it is granted.
 */
async function usePromoCode(tx: Pick<Db, 'update' | 'select'>, code: string) {
  const counted = await tx
    .update(promoCodes)
    .set({ timesUsed: sql`${promoCodes.timesUsed} + 1` })
    .where(
      and(
        eq(promoCodes.code, code),
        or(isNull(promoCodes.usageLimit), lt(promoCodes.timesUsed, promoCodes.usageLimit)),
      ),
    )
    .returning({ code: promoCodes.code })
  if (counted.length > 0) return
  const [isRegistrationCode] = await tx
    .select({ code: promoCodes.code })
    .from(promoCodes)
    .where(eq(promoCodes.code, code))
  if (isRegistrationCode) throw new AppError('VALIDATION_FAILED', { fields: { promoCode: 'PROMO_EXPIRED' } })
}
