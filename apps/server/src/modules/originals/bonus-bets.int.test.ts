import { and, eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { findGrant, grantBonus, makeBonusCampaign } from '../../../test/bonuses.ts'
import { crashClient, flyCrashRound, openCrashRound } from '../../../test/crash.ts'
import { expectCleanLedger } from '../../../test/ledger.ts'
import { betOk, errorOf, fundedPlayer, originalsClient } from '../../../test/originals.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { bonusGrants } from '../../db/schema/bonuses.ts'
import { ledgerTransfers } from '../../db/schema/ledger.ts'
import { gameBets } from '../../db/schema/originals.ts'
import { findBalances } from '../wallet/find-balances.ts'

const testApp = useTestApp()
const isPostgres = process.env.KHELA_TEST_DRIVER === 'pg'
const db = () => testApp().services.database.db
const as = (cookie: string | null) => originalsClient(testApp(), cookie)
const taka = (amount: number) => amount * 100
/** Limbo at ×1.01: wins nearly always, so a test sees the win's split. */
const likelyWin = (stake: number) => ({ stake, target: 10_100 })

afterEach(async () => {
  await expectCleanLedger(testApp())
})

async function cashOf(userId: string) {
  return (await findBalances(db(), userId))?.cash ?? 0
}

async function betRow(betId: string) {
  const [row] = await db().select().from(gameBets).where(eq(gameBets.id, betId))
  if (!row) throw new Error(`bet ${betId} missing`)
  return row
}

/** Cash and grant after a bet, by the split rule: the win's bonus share rounded down goes to the grant. */
function expectSplit(
  before: { cash: number; grant: number },
  after: { cash: number; grant: number },
  bet: { stake: number; bonusStake: number; payout: number },
) {
  const bonusShare = Math.floor((bet.payout * bet.bonusStake) / bet.stake)
  expect(after.grant).toBe(before.grant - bet.bonusStake + bonusShare)
  expect(after.cash).toBe(before.cash - (bet.stake - bet.bonusStake) + bet.payout - bonusShare)
}

describe('a bet with bonus money', () => {
  it('pays cash first, takes the shortfall from the grant that expires first and returns a win in proportion', async () => {
    const campaign = await makeBonusCampaign(testApp())
    const player = await fundedPlayer(testApp(), taka(30))
    const later = await grantBonus(testApp(), player.userId, campaign.id, taka(100))
    const sooner = await grantBonus(testApp(), player.userId, campaign.id, taka(100))
    await db()
      .update(bonusGrants)
      .set({ expiresAt: new Date(Date.now() + 3_600_000) })
      .where(eq(bonusGrants.id, sooner.id))

    const { bet } = betOk(await as(player.cookie).limbo(likelyWin(taka(50))))
    const row = await betRow(bet.id)
    expect(row).toMatchObject({ bonusGrantId: sooner.id, bonusStake: taka(20) })
    expectSplit(
      { cash: taka(30), grant: taka(100) },
      { cash: await cashOf(player.userId), grant: (await findGrant(testApp(), sooner.id)).balance },
      row,
    )
    expect(await findGrant(testApp(), sooner.id)).toMatchObject({ wagered: taka(50) })
    expect(await findGrant(testApp(), later.id)).toMatchObject({ wagered: 0, balance: taka(100) })
  })

  it('counts a cash-paid stake towards the grant by the product percentage, rounded down', async () => {
    const campaign = await makeBonusCampaign(testApp(), {
      contributions: { originals: 15, crash: 100, slots: 100, live_table: 10, sportsbook: 100 },
    })
    const player = await fundedPlayer(testApp(), taka(1_000))
    const grant = await grantBonus(testApp(), player.userId, campaign.id, taka(100))
    const stake = taka(20) + 33
    const { bet } = betOk(await as(player.cookie).dice({ stake, target: 5000, direction: 'under' }))
    expect(await betRow(bet.id)).toMatchObject({ bonusGrantId: grant.id, bonusStake: 0 })
    expect((await findGrant(testApp(), grant.id)).wagered).toBe(Math.floor((stake * 15) / 100))
    // Cash paid the whole stake, so all of a win is cash and the grant keeps its money.
    expect((await findGrant(testApp(), grant.id)).balance).toBe(taka(100))
    expect(await cashOf(player.userId)).toBe(taka(1_000) - stake + bet.payout)
  })

  it('converts the grant in the bet that meets its wagering, once', async () => {
    const campaign = await makeBonusCampaign(testApp(), { multiple: 1 })
    const player = await fundedPlayer(testApp(), taka(10))
    const grant = await grantBonus(testApp(), player.userId, campaign.id, taka(50))
    // 10 taka of cash and 30 of bonus: 40 of the 50 required.
    betOk(await as(player.cookie).limbo(likelyWin(taka(40))))
    expect(await findGrant(testApp(), grant.id)).toMatchObject({ status: 'active', wagered: taka(40) })
    const before = await findGrant(testApp(), grant.id)
    const cashBefore = await cashOf(player.userId)
    const stake = Math.min(taka(20), cashBefore + before.balance)
    const { bet, balance } = betOk(await as(player.cookie).limbo(likelyWin(stake)))
    const converted = await findGrant(testApp(), grant.id)
    expect(converted).toMatchObject({ status: 'converted', balance: 0 })
    expect(balance).toBe(await cashOf(player.userId))
    const row = await betRow(bet.id)
    const bonusShare = Math.floor((row.payout * row.bonusStake) / row.stake)
    expect(converted.convertedAmount).toBe(before.balance - row.bonusStake + bonusShare)
    expect(balance).toBe(
      cashBefore - (stake - row.bonusStake) + row.payout - bonusShare + converted.convertedAmount,
    )
    // A later bet feeds nothing and converts nothing again.
    betOk(await as(player.cookie).limbo(likelyWin(Math.min(taka(10), balance))))
    const conversions = await db()
      .select()
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.kind, 'bonus_conversion'), eq(ledgerTransfers.refId, grant.id)))
    expect(conversions).toHaveLength(1)
    expect((await findGrant(testApp(), grant.id)).wagered).toBe(converted.wagered)
  })

  it('refuses a stake above the maximum bet with its own code, moving nothing', async () => {
    const campaign = await makeBonusCampaign(testApp(), { maxBet: taka(25) })
    const player = await fundedPlayer(testApp(), taka(500))
    const grant = await grantBonus(testApp(), player.userId, campaign.id, taka(100))
    for (const response of [
      await as(player.cookie).dice({ stake: taka(26), target: 5000, direction: 'under' }),
      await as(player.cookie).startMines({ stake: taka(30), mines: 3 }),
    ])
      expect(errorOf(response)).toMatchObject({
        code: 'BONUS_MAX_BET_EXCEEDED',
        fields: { maxBet: String(taka(25)), currency: 'BDT' },
      })
    expect(await cashOf(player.userId)).toBe(taka(500))
    expect(await findGrant(testApp(), grant.id)).toMatchObject({ balance: taka(100), wagered: 0 })
    expect(await db().select().from(gameBets).where(eq(gameBets.userId, player.userId))).toHaveLength(0)
    betOk(await as(player.cookie).dice({ stake: taka(25), target: 5000, direction: 'under' }))
  })

  it('refuses a stake cash and the grant together cannot cover', async () => {
    const campaign = await makeBonusCampaign(testApp())
    const player = await fundedPlayer(testApp(), taka(10))
    const grant = await grantBonus(testApp(), player.userId, campaign.id, taka(20))
    expect(errorOf(await as(player.cookie).limbo(likelyWin(taka(31)))).code).toBe('INSUFFICIENT_FUNDS')
    expect(await cashOf(player.userId)).toBe(taka(10))
    expect(await findGrant(testApp(), grant.id)).toMatchObject({ balance: taka(20), wagered: 0 })
  })

  it('splits a Mines game: the stake at the start, the win at the cash-out', async () => {
    const campaign = await makeBonusCampaign(testApp())
    const player = await fundedPlayer(testApp(), taka(5))
    const grant = await grantBonus(testApp(), player.userId, campaign.id, taka(100))
    const { bet } = betOk(await as(player.cookie).startMines({ stake: taka(20), mines: 1 }))
    expect(await betRow(bet.id)).toMatchObject({ bonusGrantId: grant.id, bonusStake: taka(15) })
    expect(await cashOf(player.userId)).toBe(0)
    expect(await findGrant(testApp(), grant.id)).toMatchObject({ balance: taka(85), wagered: taka(20) })
    const revealed = betOk(await as(player.cookie).reveal(bet.id, 0)).bet
    if (revealed.status === 'open') betOk(await as(player.cookie).cashOut(bet.id))
    const row = await betRow(bet.id)
    expectSplit(
      { cash: taka(5), grant: taka(100) },
      { cash: await cashOf(player.userId), grant: (await findGrant(testApp(), grant.id)).balance },
      row,
    )
  })

  it('splits a Crash bet and its cash-out, fed at the crash percentage', async () => {
    const campaign = await makeBonusCampaign(testApp(), {
      contributions: { originals: 100, crash: 50, slots: 100, live_table: 10, sportsbook: 100 },
    })
    const player = await fundedPlayer(testApp(), taka(40))
    const grant = await grantBonus(testApp(), player.userId, campaign.id, taka(100))
    const round = await openCrashRound(testApp(), { crashPoint: 500_000 })
    const crash = crashClient(testApp(), player.cookie)
    const { bet } = betOk(await crash.bet({ roundId: String(round.id), slot: 0, stake: taka(100) }))
    expect(await betRow(bet.id)).toMatchObject({ bonusGrantId: grant.id, bonusStake: taka(60) })
    expect(await findGrant(testApp(), grant.id)).toMatchObject({ balance: taka(40), wagered: taka(50) })
    await flyCrashRound(testApp(), round.id, 2_000)
    betOk(await crash.cashOut(bet.id))
    expectSplit(
      { cash: taka(40), grant: taka(100) },
      { cash: await cashOf(player.userId), grant: (await findGrant(testApp(), grant.id)).balance },
      await betRow(bet.id),
    )
  })

  it('keeps a win settled after a capped conversion from passing the cap as cash', async () => {
    const campaign = await makeBonusCampaign(testApp(), { multiple: 1, maxConversionMultiple: 1 })
    const player = await fundedPlayer(testApp(), taka(40))
    const grant = await grantBonus(testApp(), player.userId, campaign.id, taka(100))
    const round = await openCrashRound(testApp(), { crashPoint: 500_000 })
    const crash = crashClient(testApp(), player.cookie)
    // 40 taka of cash and 60 of bonus meet the 100 required: the grant converts its 40 left at the stake.
    const placed = betOk(await crash.bet({ roundId: String(round.id), slot: 0, stake: taka(100) }))
    expect(await findGrant(testApp(), grant.id)).toMatchObject({
      status: 'converted',
      convertedAmount: taka(40),
    })
    expect(placed.balance).toBe(taka(40))
    await flyCrashRound(testApp(), round.id, 2_000)
    betOk(await crash.cashOut(placed.bet.id))
    const row = await betRow(placed.bet.id)
    const bonusShare = Math.floor((row.payout * row.bonusStake) / row.stake)
    expect(await cashOf(player.userId)).toBe(taka(40) + row.payout - bonusShare)
  })

  it.runIf(isPostgres)('keeps parallel bets within the maximum bet and the grant', async () => {
    const campaign = await makeBonusCampaign(testApp(), { maxBet: taka(20) })
    const player = await fundedPlayer(testApp(), taka(15))
    const grant = await grantBonus(testApp(), player.userId, campaign.id, taka(60))
    const stakes = [taka(20), taka(21), taka(20), taka(40), taka(20), taka(20), taka(20), taka(20)]
    const responses = await Promise.all(
      stakes.map((stake) => as(player.cookie).limbo({ stake, target: 1_000_000 })),
    )
    stakes.forEach((stake, index) => {
      const response = responses[index]
      if (stake > taka(20))
        expect(errorOf(response ?? { json: () => ({}) }).code).toBe('BONUS_MAX_BET_EXCEEDED')
      else expect([200, 409]).toContain(response?.statusCode)
    })
    const bets = await db().select().from(gameBets).where(eq(gameBets.userId, player.userId))
    const after = await findGrant(testApp(), grant.id)
    expect(after.balance).toBeGreaterThanOrEqual(0)
    expect(bets.every((row) => row.stake <= taka(20))).toBe(true)
    const staked = bets.reduce((sum, row) => sum + row.stake, 0)
    const paid = bets.reduce((sum, row) => sum + row.payout, 0)
    expect((await cashOf(player.userId)) + after.balance).toBe(taka(75) - staked + paid)
    expect(after.wagered).toBe(staked)
  })
})
