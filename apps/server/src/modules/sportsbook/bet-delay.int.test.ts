import { MAX_BET_DELAY_MS } from '@khela/contracts/sportsbook-bet-types'
import { placedSportBet, type SportBetView } from '@khela/contracts/sportsbook-placement'
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { expectCleanLedger } from '../../../test/ledger.ts'
import { fundedPlayer } from '../../../test/originals.ts'
import { type BookMarket, makeBookMarket, sportsbookClient } from '../../../test/sportsbook.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { ledgerTransfers } from '../../db/schema/ledger.ts'
import { sportMarkets, sportSelectionLiability, sportSelections } from '../../db/schema/sportsbook.ts'
import { findBalances } from '../wallet/find-balances.ts'
import { decidePendingBets } from './decide-pending-bets.ts'

const testApp = useTestApp()
const isPostgres = process.env.KHELA_TEST_DRIVER === 'pg'
const db = () => testApp().services.database.db
const services = () => ({ realtime: testApp().services.realtime, log: testApp().log })
const decideAt = (bet: SportBetView, afterMs = 0) => new Date(Date.parse(bet.decideAt ?? '') + afterMs)

afterEach(async () => {
  await expectCleanLedger(testApp())
})

/**
 * An event in play with a two-way market. Its competition's delay is the longest there is, unless overridden: the
 * tests decide at the times they choose, and the app's own sweep (on the wall clock) never reaches these bets first.
 */
async function liveMarket(overrides: Parameters<typeof makeBookMarket>[1] = {}) {
  return makeBookMarket(testApp(), {
    startsAt: new Date(Date.now() - 60_000),
    eventStatus: 'live',
    betDelayMs: MAX_BET_DELAY_MS,
    ...overrides,
  })
}

/** A funded player's in-play single on the market's home selection (1.85), under `oddsPolicy`. */
async function pendingBet(market: BookMarket, oddsPolicy: 'none' | 'higher' | 'any' = 'none') {
  const player = await fundedPlayer(testApp(), 100_000)
  const response = await sportsbookClient(testApp(), player.cookie).place({
    type: 'single',
    legs: [{ selectionId: market.selections[0], price: 1850, marketVersion: 1 }],
    stake: 10_000,
    oddsPolicy,
  })
  expect(response.statusCode, response.body).toBe(200)
  return { player, ...placedSportBet.parse(response.json()) }
}

async function betOf(player: { cookie: string }, betId: string) {
  const page = (await sportsbookClient(testApp(), player.cookie).bets()).json() as { items: SportBetView[] }
  const bet = page.items.find((item) => item.id === betId)
  if (!bet) throw new Error(`bet ${betId} is not listed`)
  return bet
}

/** The sweep at `now`, and what it decided of `bet`. */
async function decide(bet: SportBetView, now: Date) {
  const decisions = await decidePendingBets(db(), services(), now)
  return decisions.find((decision) => decision.betId === bet.id)
}

const cashOf = async (userId: string) => (await findBalances(db(), userId))?.cash

const liabilityRowsOf = (marketId: string) =>
  db().select().from(sportSelectionLiability).where(eq(sportSelectionLiability.marketId, marketId))

const setHomePrice = (market: BookMarket, price: number) =>
  db().update(sportSelections).set({ price }).where(eq(sportSelections.id, market.selections[0]))

const setMarketStatus = (market: BookMarket, status: 'open' | 'suspended') =>
  db().update(sportMarkets).set({ status }).where(eq(sportMarkets.id, market.marketId))

describe('an in-play bet', () => {
  it('waits its delay pending, its stake taken, and is accepted into the liability when nothing moved', async () => {
    const market = await liveMarket({ betDelayMs: undefined })
    const before = Date.now()
    const { player, bet, balance } = await pendingBet(market)
    const after = Date.now()
    expect(bet.status).toBe('pending')
    expect(bet.refusal).toBeNull()
    // Soccer's delay: 5 s from the placing.
    const decidesAt = Date.parse(bet.decideAt ?? '')
    expect(decidesAt).toBeGreaterThanOrEqual(before + 5_000)
    expect(decidesAt).toBeLessThanOrEqual(after + 5_000)
    // The wait as the server counts it, for a countdown that does not trust the device's clock.
    expect(bet.decidesInMs).toBe(5_000)
    expect(balance).toBe(90_000)
    expect(await liabilityRowsOf(market.marketId)).toEqual([])

    expect(await decidePendingBets(db(), services(), decideAt(bet, -1))).toEqual([])
    expect((await betOf(player, bet.id)).status).toBe('pending')

    const decisions = await decidePendingBets(db(), services(), decideAt(bet))
    expect(decisions).toEqual([{ betId: bet.id, userId: player.userId, status: 'open', refusal: null }])
    const accepted = await betOf(player, bet.id)
    expect(accepted).toMatchObject({
      status: 'open',
      potentialReturn: 18_500,
      refusal: null,
      decidesInMs: null,
    })
    expect((await liabilityRowsOf(market.marketId)).map((row) => [row.stakes, row.returns])).toEqual([
      [10_000, 18_500],
    ])
    expect(await cashOf(player.userId)).toBe(90_000)
    // A second run finds nothing left to decide.
    expect(await decidePendingBets(db(), services(), decideAt(bet, 1_000))).toEqual([])
  })

  it('is refused with its stake returned when a leg was suspended during the delay, even if reopened', async () => {
    const market = await liveMarket()
    const { player, bet } = await pendingBet(market)
    await setMarketStatus(market, 'suspended')
    await setMarketStatus(market, 'open')
    const decision = await decide(bet, decideAt(bet))
    expect(decision).toMatchObject({ status: 'refused', refusal: 'MARKET_SUSPENDED' })
    expect(await betOf(player, bet.id)).toMatchObject({ status: 'refused', refusal: 'MARKET_SUSPENDED' })
    expect(await cashOf(player.userId)).toBe(100_000)
    const transfers = await db().select().from(ledgerTransfers).where(eq(ledgerTransfers.refId, bet.id))
    expect(transfers.map((transfer) => [transfer.kind, transfer.amount]).sort()).toEqual([
      ['sport_bet_refund', 10_000],
      ['sport_bet_stake', 10_000],
    ])
    expect(await liabilityRowsOf(market.marketId)).toEqual([])
  })

  it('is refused when one selection alone was suspended during the delay', async () => {
    const market = await liveMarket()
    const { bet } = await pendingBet(market)
    const selection = eq(sportSelections.id, market.selections[1])
    await db().update(sportSelections).set({ status: 'suspended' }).where(selection)
    await db().update(sportSelections).set({ status: 'open' }).where(selection)
    const decision = await decide(bet, decideAt(bet))
    expect(decision).toMatchObject({ status: 'refused', refusal: 'MARKET_SUSPENDED' })
  })

  it('keeps a suspension from before its placing out of the decision', async () => {
    const market = await liveMarket()
    await setMarketStatus(market, 'suspended')
    await setMarketStatus(market, 'open')
    const player = await fundedPlayer(testApp(), 100_000)
    const response = await sportsbookClient(testApp(), player.cookie).place({
      type: 'single',
      legs: [{ selectionId: market.selections[0], price: 1850, marketVersion: 3 }],
      stake: 10_000,
    })
    const { bet } = placedSportBet.parse(response.json())
    const decision = await decide(bet, decideAt(bet))
    expect(decision).toMatchObject({ status: 'open' })
  })

  it('is refused when the price moved against a player who takes no change, and when it is suspended now', async () => {
    const moved = await liveMarket()
    const first = await pendingBet(moved, 'none')
    await setHomePrice(moved, 1800)
    const suspended = await liveMarket()
    const second = await pendingBet(suspended, 'any')
    await setMarketStatus(suspended, 'suspended')
    const decisions = await decidePendingBets(db(), services(), decideAt(second.bet))
    expect(Object.fromEntries(decisions.map((decision) => [decision.betId, decision.refusal]))).toEqual({
      [first.bet.id]: 'ODDS_CHANGED',
      [second.bet.id]: 'MARKET_SUSPENDED',
    })
  })

  it("takes a better price under 'only higher' and refuses a worse one; 'any' takes a worse one", async () => {
    const better = await liveMarket()
    const higher = await pendingBet(better, 'higher')
    await setHomePrice(better, 1950)
    const worse = await liveMarket()
    const refused = await pendingBet(worse, 'higher')
    const anyPolicy = await pendingBet(worse, 'any')
    await setHomePrice(worse, 1700)
    await decidePendingBets(db(), services(), decideAt(anyPolicy.bet))

    const accepted = await betOf(higher.player, higher.bet.id)
    expect(accepted).toMatchObject({ status: 'open', potentialReturn: 19_500 })
    expect(accepted.legs[0]).toMatchObject({ price: 1950, marketVersion: 2 })
    expect(await betOf(refused.player, refused.bet.id)).toMatchObject({
      status: 'refused',
      refusal: 'ODDS_CHANGED',
    })
    expect(await betOf(anyPolicy.player, anyPolicy.bet.id)).toMatchObject({
      status: 'open',
      potentialReturn: 17_000,
    })
    const [row] = await liabilityRowsOf(worse.marketId)
    expect(row).toMatchObject({ stakes: 10_000, returns: 17_000, betCount: 1 })
  })

  it('is refused when the liability limit no longer takes it at the decision', async () => {
    // Each bet adds 18,500 − 10,000 = 8,500 to the home side's liability: the first fits under 15,000, both do not.
    const market = await liveMarket({ liabilityLimit: 15_000 })
    const first = await pendingBet(market)
    const second = await pendingBet(market)
    const decisions = await decidePendingBets(db(), services(), decideAt(second.bet))
    expect(decisions.map((decision) => [decision.betId, decision.status, decision.refusal])).toEqual([
      [first.bet.id, 'open', null],
      [second.bet.id, 'refused', 'LIABILITY_ABOVE_LIMIT'],
    ])
    expect(await liabilityRowsOf(market.marketId)).toMatchObject([
      { stakes: 10_000, returns: 18_500, betCount: 1 },
    ])
    expect(await cashOf(second.player.userId)).toBe(100_000)
  })

  it('left undecided for twice its delay is refused and its stake returned', async () => {
    const market = await liveMarket()
    const { bet } = await pendingBet(market)
    const twiceTheDelay = 2 * (Date.parse(bet.decideAt ?? '') - Date.parse(bet.createdAt))
    const undecided = await decidePendingBets(db(), services(), decideAt(bet, twiceTheDelay / 2 - 50))
    expect(undecided.map((decision) => decision.status)).toEqual(['open'])
    const late = await pendingBet(market)
    const decision = await decide(late.bet, decideAt(late.bet, twiceTheDelay / 2 + 50))
    expect(decision).toMatchObject({ status: 'refused', refusal: 'DELAY_EXPIRED' })
    expect(await cashOf(late.player.userId)).toBe(100_000)
  })

  it('waits its competition’s delay over its sport’s, and a bet on an event not in play waits none', async () => {
    const quick = await liveMarket({ betDelayMs: 1_000 })
    const { bet } = await pendingBet(quick)
    expect(Date.parse(bet.decideAt ?? '') - Date.parse(bet.createdAt)).toBeLessThan(1_500)
    const none = await liveMarket({ betDelayMs: 0 })
    expect((await pendingBet(none)).bet).toMatchObject({ status: 'open', decideAt: null })
    const upcoming = await makeBookMarket(testApp())
    expect((await pendingBet(upcoming)).bet).toMatchObject({ status: 'open', decideAt: null })
    await decidePendingBets(db(), services(), decideAt(bet))
  })

  it.runIf(isPostgres)('decided by two runs at once is paid or refunded once', async () => {
    const market = await liveMarket()
    const bets = await Promise.all(Array.from({ length: 6 }, () => pendingBet(market)))
    await setMarketStatus(market, 'suspended')
    const now = new Date(Math.max(...bets.map(({ bet }) => decideAt(bet).getTime())))
    const [first, second] = await Promise.all([
      decidePendingBets(db(), services(), now),
      decidePendingBets(db(), services(), now),
    ])
    const decided = [...(first ?? []), ...(second ?? [])]
    expect(decided.map((decision) => decision.betId).sort()).toEqual(bets.map(({ bet }) => bet.id).sort())
    for (const { player } of bets) expect(await cashOf(player.userId)).toBe(100_000)
  })

  it.runIf(isPostgres)(
    'racing a suspension is accepted before it or refused after it, never both',
    async () => {
      for (let round = 0; round < 5; round++) {
        const market = await liveMarket()
        const { player, bet } = await pendingBet(market)
        const [decisions] = await Promise.all([
          decidePendingBets(db(), services(), decideAt(bet)),
          setMarketStatus(market, 'suspended'),
        ])
        const [decision] = decisions
        const [row] = await db().select().from(sportMarkets).where(eq(sportMarkets.id, market.marketId))
        const cash = await cashOf(player.userId)
        if (decision?.status === 'open') {
          expect(cash).toBe(90_000)
          expect(await liabilityRowsOf(market.marketId)).toHaveLength(1)
        } else {
          expect(decision).toMatchObject({ status: 'refused', refusal: 'MARKET_SUSPENDED' })
          expect(cash).toBe(100_000)
          expect(await liabilityRowsOf(market.marketId)).toEqual([])
        }
        expect(row?.status).toBe('suspended')
      }
    },
  )
})
