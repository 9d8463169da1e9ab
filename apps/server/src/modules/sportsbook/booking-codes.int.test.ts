import { randomUUID } from 'node:crypto'
import { errorBody } from '@khela/contracts/errors'
import { bookedSlip, bookingCodeAlphabet, createdBookingCode } from '@khela/contracts/sportsbook-booking'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { makeBookMarket } from '../../../test/sportsbook.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { sportBookingCodes, sportMarkets, sportSelections } from '../../db/schema/sportsbook.ts'

/** Booking codes: a slip saved by anyone and loaded elsewhere at the prices standing then. */

const testApp = useTestApp()
const db = () => testApp().services.database.db
const errorOf = (response: { json(): unknown }) => errorBody.parse(response.json()).error

const create = (payload: object) =>
  testApp().inject({
    method: 'POST',
    url: '/api/sportsbook/booking-codes',
    headers: { origin: testApp().services.config.publicUrl },
    payload,
  })
const load = (code: string) =>
  testApp().inject({ url: `/api/sportsbook/booking-codes/${encodeURIComponent(code)}` })

describe('booking codes', () => {
  it('loads the same selections and bet type, at the prices and statuses standing now', async () => {
    const [first, second, third] = [
      await makeBookMarket(testApp()),
      await makeBookMarket(testApp()),
      await makeBookMarket(testApp()),
    ]
    const selectionIds = [first.selections[0], second.selections[1], third.selections[0]]
    const response = await create({ betType: { kind: 'system', name: 'trixie' }, selectionIds })
    expect(response.statusCode, response.body).toBe(200)
    const { code, expiresAt } = createdBookingCode.parse(response.json())
    expect(code).toMatch(new RegExp(`^[${bookingCodeAlphabet}]{8}$`))
    expect(new Date(expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000)

    await db()
      .update(sportSelections)
      .set({ price: 2100 })
      .where(eq(sportSelections.id, second.selections[1]))
    await db().update(sportMarkets).set({ status: 'suspended' }).where(eq(sportMarkets.id, third.marketId))
    // Typed by a person: lower case, with a dash in the middle.
    const loaded = await load(`${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`)
    expect(loaded.statusCode, loaded.body).toBe(200)
    const slip = bookedSlip.parse(loaded.json())
    expect(slip).toMatchObject({ code, betType: { kind: 'system', name: 'trixie' } })
    expect(slip.selections.map((selection) => selection.selectionId)).toEqual(selectionIds)
    expect(
      slip.selections.map((selection) => [selection.price, selection.marketVersion, selection.refusal]),
    ).toEqual([
      [1850, 1, null],
      [2100, 2, null],
      [1850, 2, 'MARKET_SUSPENDED'],
    ])
    expect(slip.selections[1]).toMatchObject({
      maxStake: 100_000,
      maxPayout: 500_000,
      eventId: second.eventId,
    })
  })

  it('refuses an unknown, a malformed and an expired code, each with its own code', async () => {
    const unknown = await load('ABCDEFGH')
    expect(unknown.statusCode).toBe(404)
    expect(errorOf(unknown).code).toBe('BOOKING_CODE_UNKNOWN')
    expect(errorOf(await load('not a code!')).code).toBe('BOOKING_CODE_UNKNOWN')

    const market = await makeBookMarket(testApp())
    const { code } = createdBookingCode.parse(
      (await create({ betType: { kind: 'single' }, selectionIds: [market.selections[0]] })).json(),
    )
    await db()
      .update(sportBookingCodes)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(sportBookingCodes.code, code))
    const expired = await load(code)
    expect(expired.statusCode).toBe(410)
    expect(errorOf(expired).code).toBe('BOOKING_CODE_EXPIRED')

    // A month after it expired, the next code made deletes it: then it is unknown.
    await db()
      .update(sportBookingCodes)
      .set({ expiresAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(sportBookingCodes.code, code))
    expect(errorOf(await load(code)).code).toBe('BOOKING_CODE_EXPIRED')
    await create({ betType: { kind: 'single' }, selectionIds: [market.selections[1]] })
    expect(errorOf(await load(code)).code).toBe('BOOKING_CODE_UNKNOWN')
  })

  it('refuses a slip naming a selection not in the book, or the wrong number for its bet type', async () => {
    const market = await makeBookMarket(testApp())
    const stranger = await create({
      betType: { kind: 'single' },
      selectionIds: [market.selections[0], randomUUID()],
    })
    expect(stranger.statusCode).toBe(409)
    expect(errorOf(stranger)).toMatchObject({
      code: 'SELECTION_UNAVAILABLE',
      fields: { 'selectionIds.1': 'SELECTION_UNAVAILABLE' },
    })
    const short = await create({
      betType: { kind: 'system', name: 'yankee' },
      selectionIds: [market.selections[0]],
    })
    expect(errorOf(short)).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { selectionIds: 'WRONG_SELECTION_COUNT' },
    })
  })
})
