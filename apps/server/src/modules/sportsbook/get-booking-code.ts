import type { BookedSlip } from '@khela/contracts/sportsbook-booking'
import { isBookingCodeShaped, normaliseBookingCode } from '@khela/contracts/sportsbook-booking'
import { eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sportBookingCodes, sportEvents, sportMarkets, sportSelections } from '../../db/schema/sportsbook.ts'
import { AppError } from '../../lib/app-error.ts'
import { statusRefusal } from './check-bet-legs.ts'

/**
 * The slip a booking code saved, its selections at the prices and market versions standing now, each with why a
 * bet on it would be refused now (the same rule as placing), in the slip's order. A code that was never made is
 * BOOKING_CODE_UNKNOWN, one past its days BOOKING_CODE_EXPIRED.
 */
export async function getBookingCode(db: Db, typed: string, now: Date): Promise<BookedSlip> {
  const code = normaliseBookingCode(typed)
  if (!isBookingCodeShaped(code)) throw new AppError('BOOKING_CODE_UNKNOWN')
  const [booking] = await db.select().from(sportBookingCodes).where(eq(sportBookingCodes.code, code))
  if (!booking) throw new AppError('BOOKING_CODE_UNKNOWN')
  if (booking.expiresAt.getTime() <= now.getTime()) throw new AppError('BOOKING_CODE_EXPIRED')
  const rows = await db
    .select({
      selectionId: sportSelections.id,
      selectionName: sportSelections.name,
      selectionStatus: sportSelections.status,
      price: sportSelections.price,
      marketId: sportMarkets.id,
      marketName: sportMarkets.name,
      marketStatus: sportMarkets.status,
      marketVersion: sportMarkets.version,
      maxStake: sportMarkets.maxStake,
      maxPayout: sportMarkets.maxPayout,
      eventId: sportEvents.id,
      eventStatus: sportEvents.status,
      home: sportEvents.home,
      away: sportEvents.away,
      startsAt: sportEvents.startsAt,
    })
    .from(sportSelections)
    .innerJoin(sportMarkets, eq(sportMarkets.id, sportSelections.marketId))
    .innerJoin(sportEvents, eq(sportEvents.id, sportMarkets.eventId))
    .where(inArray(sportSelections.id, booking.selectionIds))
  const byId = new Map(rows.map((row) => [row.selectionId, row]))
  return {
    code,
    betType: booking.betType,
    expiresAt: booking.expiresAt.toISOString(),
    selections: booking.selectionIds.flatMap((id) => {
      const row = byId.get(id)
      if (!row) return []
      return [
        {
          selectionId: row.selectionId,
          selectionName: row.selectionName,
          marketId: row.marketId,
          marketName: row.marketName,
          marketVersion: row.marketVersion,
          price: row.price,
          maxStake: row.maxStake,
          maxPayout: row.maxPayout,
          eventId: row.eventId,
          home: row.home,
          away: row.away,
          startsAt: row.startsAt.toISOString(),
          refusal: statusRefusal(row, now),
        },
      ]
    }),
  }
}
