import { randomUUID } from 'node:crypto'
import type { PlaceSportBet } from '@khela/contracts/sportsbook-placement'
import { inArray } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { grantBonus, makeBonusCampaign } from '../../../test/bonuses.ts'
import { expectCleanLedger } from '../../../test/ledger.ts'
import { fundedPlayer } from '../../../test/originals.ts'
import { type BookMarket, bookLeg, makeBookMarket } from '../../../test/sportsbook.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { sportBets } from '../../db/schema/sportsbook.ts'
import { AppError } from '../../lib/app-error.ts'
import { findBalances } from '../wallet/find-balances.ts'
import type { SportBetPlacement } from './place-sport-bet.ts'
import { sportBetPlacer } from './place-sport-bets.ts'

/**
 * Bets placed together (place-sport-bets.ts). With one placement in flight, the bets that arrive meanwhile wait
 * and go in one transaction, which the bets' `created_at` shows: the transaction's timestamp, the same for every
 * bet of one transaction and different for bets placed one after another.
 */
const testApp = useTestApp()
const db = () => testApp().services.database.db
const placer = () => sportBetPlacer(db())

afterEach(async () => {
  await expectCleanLedger(testApp())
})

const single = (market: BookMarket, stake = 1_000): PlaceSportBet => ({
  type: 'single',
  legs: [bookLeg(market)],
  stake,
  oddsPolicy: 'none',
})

const placement = (
  userId: string,
  input: PlaceSportBet,
  idempotencyKey = randomUUID(),
): SportBetPlacement => ({
  userId,
  idempotencyKey,
  input,
  now: () => new Date(),
})

const players = (count: number, cash = 100_000) =>
  Promise.all(Array.from({ length: count }, () => fundedPlayer(testApp(), cash)))

const cashOf = async (userId: string) => (await findBalances(db(), userId))?.cash ?? 0

/** The bets' transaction timestamps, by bet id. */
async function createdAtOf(betIds: string[]) {
  const rows = await db()
    .select({ id: sportBets.id, createdAt: sportBets.createdAt })
    .from(sportBets)
    .where(inArray(sportBets.id, betIds))
  return new Map(rows.map((row) => [row.id, row.createdAt.getTime()]))
}

/** The first placement runs alone; those after it, sent while it runs, wait for it and go together. */
function placeBehindAFirst(
  place: ReturnType<typeof placer>,
  first: SportBetPlacement,
  rest: SportBetPlacement[],
) {
  const firstPlaced = place(first)
  return {
    firstPlaced,
    restPlaced: rest.map((request) => Promise.allSettled([place(request)]).then(([r]) => r)),
  }
}

describe('bets placed together', () => {
  it('go in one transaction, each debited once and answered as if alone', async () => {
    const market = await makeBookMarket(testApp())
    const [first, ...rest] = await players(6)
    if (!first) throw new Error('no players')
    const place = placer()
    const { firstPlaced, restPlaced } = placeBehindAFirst(
      place,
      placement(first.userId, single(market)),
      rest.map((player, index) => placement(player.userId, single(market, 1_000 * (index + 1)))),
    )
    const alone = await firstPlaced
    const together = await Promise.all(restPlaced)
    const answers = together.map((settled) => {
      if (settled.status === 'rejected') throw settled.reason
      return settled.value
    })
    for (const [index, answer] of answers.entries()) {
      expect(answer.isReplay).toBe(false)
      expect(answer.response.bet).toMatchObject({ stake: 1_000 * (index + 1), status: 'open' })
      expect(answer.response.balance).toBe(100_000 - 1_000 * (index + 1))
      expect(await cashOf(rest[index]?.userId ?? '')).toBe(100_000 - 1_000 * (index + 1))
    }
    const createdAt = await createdAtOf([alone.response.bet.id, ...answers.map((a) => a.response.bet.id)])
    const times = new Set(answers.map((answer) => createdAt.get(answer.response.bet.id)))
    expect(times.size).toBe(1)
    expect(times.has(createdAt.get(alone.response.bet.id))).toBe(false)
  })

  it('answer a refused bet with its own refusal and place the others', async () => {
    const open = await makeBookMarket(testApp())
    const suspended = await makeBookMarket(testApp(), { marketStatus: 'suspended' })
    const [first, second, refused, third] = await players(4)
    if (!first || !second || !refused || !third) throw new Error('no players')
    const place = placer()
    const { firstPlaced, restPlaced } = placeBehindAFirst(place, placement(first.userId, single(open)), [
      placement(second.userId, single(open)),
      placement(refused.userId, single(suspended)),
      placement(third.userId, single(open)),
    ])
    await firstPlaced
    const [secondAnswer, refusedAnswer, thirdAnswer] = await Promise.all(restPlaced)
    expect(refusedAnswer?.status).toBe('rejected')
    const reason = refusedAnswer?.status === 'rejected' ? refusedAnswer.reason : null
    expect(reason).toBeInstanceOf(AppError)
    expect((reason as AppError).code).toBe('MARKET_SUSPENDED')
    expect(await cashOf(refused.userId)).toBe(100_000)
    if (secondAnswer?.status !== 'fulfilled' || thirdAnswer?.status !== 'fulfilled')
      throw new Error('refused')
    const createdAt = await createdAtOf([
      secondAnswer.value.response.bet.id,
      thirdAnswer.value.response.bet.id,
    ])
    expect(new Set(createdAt.values()).size).toBe(1)
    expect(await cashOf(second.userId)).toBe(99_000)
    expect(await cashOf(third.userId)).toBe(99_000)
  })

  it('answer a replayed key with its first answer, moving nothing, and place the others', async () => {
    const market = await makeBookMarket(testApp())
    const [first, replayed, other] = await players(3)
    if (!first || !replayed || !other) throw new Error('no players')
    const key = randomUUID()
    const place = placer()
    const earlier = await place(placement(replayed.userId, single(market, 2_000), key))
    const { firstPlaced, restPlaced } = placeBehindAFirst(place, placement(first.userId, single(market)), [
      placement(replayed.userId, single(market, 2_000), key),
      placement(other.userId, single(market)),
    ])
    await firstPlaced
    const [replay, placed] = await Promise.all(restPlaced)
    if (replay?.status !== 'fulfilled' || placed?.status !== 'fulfilled') throw new Error('refused')
    // The replay's write refused the key and rolled the batch back; each was then placed on its own.
    expect(replay.value).toEqual({ response: earlier.response, isReplay: true })
    expect(await cashOf(replayed.userId)).toBe(98_000)
    expect(placed.value.isReplay).toBe(false)
    expect(await cashOf(other.userId)).toBe(99_000)
  })

  it('place a bet needing statements of its own, and two bets of one player, one after the other', async () => {
    const market = await makeBookMarket(testApp())
    const first = await fundedPlayer(testApp(), 100_000)
    const twice = await fundedPlayer(testApp(), 1_500)
    const withBonus = await fundedPlayer(testApp(), 500)
    // Bonus money: the grant is locked and its part of the stake moved before the write, so it goes alone.
    const campaign = await makeBonusCampaign(testApp(), {})
    await grantBonus(testApp(), withBonus.userId, campaign.id, 10_000)
    const place = placer()
    const { firstPlaced, restPlaced } = placeBehindAFirst(place, placement(first.userId, single(market)), [
      placement(twice.userId, single(market, 1_000)),
      placement(twice.userId, single(market, 1_000)),
      placement(withBonus.userId, single(market, 2_000)),
    ])
    await firstPlaced
    const [once, again, bonus] = await Promise.all(restPlaced)
    // 15 taka of cash: the first bet of 10 takes it down to 5, and the second then finds too little.
    expect(once?.status).toBe('fulfilled')
    expect(again?.status).toBe('rejected')
    expect(((again as PromiseRejectedResult).reason as AppError).code).toBe('INSUFFICIENT_FUNDS')
    expect(await cashOf(twice.userId)).toBe(500)
    if (bonus?.status !== 'fulfilled') throw new Error(String((bonus as PromiseRejectedResult).reason))
    expect(bonus.value.response.bet).toMatchObject({ stake: 2_000, bonusStake: 1_500 })
    expect(await cashOf(withBonus.userId)).toBe(0)
  })
})
