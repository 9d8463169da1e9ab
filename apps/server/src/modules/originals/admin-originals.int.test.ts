import {
  adminBetPage,
  defaultOriginalsSettings,
  type OriginalsSettings,
  originalsSettings,
} from '@khela/contracts/originals'
import { and, eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { expectCleanLedger } from '../../../test/ledger.ts'
import { makeUserWithRole } from '../../../test/make-staff.ts'
import { betOk, errorOf, fundedPlayer, originalsClient } from '../../../test/originals.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { auditLog } from '../../db/schema/audit.ts'
import { gameBets } from '../../db/schema/originals.ts'
import { operatorSettings } from '../../db/schema/settings.ts'
import { originalsSettingsKey } from './find-originals-settings.ts'

const testApp = useTestApp()
const db = () => testApp().services.database.db
const as = (cookie: string | null) => originalsClient(testApp(), cookie)
const taka = (amount: number) => amount * 100

afterEach(async () => {
  await db().delete(operatorSettings).where(eq(operatorSettings.key, originalsSettingsKey))
  await expectCleanLedger(testApp())
})

function settingsWith(change: (settings: OriginalsSettings) => void): OriginalsSettings {
  const settings = structuredClone(defaultOriginalsSettings)
  change(settings)
  return settings
}

function withEdge(game: keyof OriginalsSettings['games'], edgeBps: number): OriginalsSettings {
  return settingsWith((settings) => {
    settings.games[game].edgeBps = edgeBps
  })
}

describe('the originals settings', () => {
  it('are read by finance and admins, saved by admins only, with an audit entry of before and after', async () => {
    const [admin, finance, player] = [
      await makeUserWithRole(testApp(), 'admin'),
      await makeUserWithRole(testApp(), 'finance'),
      await fundedPlayer(testApp(), 0),
    ]
    expect(originalsSettings.parse((await as(finance.cookie).settings()).json())).toEqual(
      defaultOriginalsSettings,
    )
    expect((await as(null).settings()).statusCode).toBe(401)
    expect((await as(player.cookie).settings()).statusCode).toBe(403)
    const changed = settingsWith((settings) => {
      settings.games.mines.edgeBps = 500
      settings.games.dice.isEnabled = false
      settings.crashRoundPayoutCap = taka(1_000_000)
    })
    expect((await as(finance.cookie).saveSettings(changed)).statusCode).toBe(403)
    expect((await as(player.cookie).saveSettings(changed)).statusCode).toBe(403)

    const saved = await as(admin.cookie).saveSettings(changed)
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toEqual(changed)
    expect((await as(finance.cookie).settings()).json()).toEqual(changed)
    const entries = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, admin.userId), eq(auditLog.action, 'originals.settings.update')))
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      recordType: 'operator_settings',
      recordId: 'originals',
      before: defaultOriginalsSettings,
      after: changed,
    })
    // Saving the same again changes and records nothing.
    expect((await as(admin.cookie).saveSettings(changed)).statusCode).toBe(200)
    const again = await db().select().from(auditLog).where(eq(auditLog.actorId, admin.userId))
    expect(again).toHaveLength(1)
  })

  it('keep the edge within 1–5 % and the maximum stake at or above the minimum', async () => {
    const admin = await makeUserWithRole(testApp(), 'admin')
    const cases: [OriginalsSettings, Record<string, string>][] = [
      [withEdge('dice', 501), { 'games.dice.edgeBps': 'NUMBER_OUT_OF_RANGE' }],
      [withEdge('crash', 99), { 'games.crash.edgeBps': 'NUMBER_OUT_OF_RANGE' }],
      [withEdge('limbo', 150.5), { 'games.limbo.edgeBps': 'NUMBER_OUT_OF_RANGE' }],
      [
        settingsWith((s) => {
          s.games.mines.minStake = taka(100)
          s.games.mines.maxStake = taka(50)
        }),
        { 'games.mines.maxStake': 'MAX_BELOW_MIN' },
      ],
    ]
    for (const [settings, fields] of cases) {
      const response = await as(admin.cookie).saveSettings(settings)
      expect(response.statusCode).toBe(400)
      expect(errorOf(response).fields).toEqual(fields)
    }
    expect((await as(admin.cookie).settings()).json()).toEqual(defaultOriginalsSettings)
  })
})

describe('Game History', () => {
  it('lists bets by player, game and Dhaka day with stakes, payouts and GGR (refunds in neither, open bets as stakes)', async () => {
    const [finance, player, other] = [
      await makeUserWithRole(testApp(), 'finance'),
      await fundedPlayer(testApp(), taka(10_000)),
      await fundedPlayer(testApp(), taka(1000)),
    ]
    betOk(await as(other.cookie).dice({ stake: taka(20), target: 5000, direction: 'under' }))
    const dice = []
    for (let index = 0; index < 4; index++)
      dice.push(
        betOk(await as(player.cookie).dice({ stake: taka(100), target: 5000, direction: 'over' })).bet,
      )
    const coin = betOk(await as(player.cookie).headsTails({ stake: taka(50), pick: 'heads' })).bet
    const mines = betOk(await as(player.cookie).startMines({ stake: taka(30), mines: 3 })).bet
    // A refunded bet (as Crash refunds one): its row only matters here, the stake is counted in nothing.
    await db()
      .update(gameBets)
      .set({ status: 'refunded' })
      .where(eq(gameBets.id, dice[3]?.id ?? ''))
    // 19:30 UTC on 1 January is 2 January in Dhaka.
    await db()
      .update(gameBets)
      .set({ createdAt: new Date('2026-01-01T19:30:00Z') })
      .where(eq(gameBets.id, coin.id))

    const page = adminBetPage.parse((await as(finance.cookie).adminBets(`?player=${player.email}`)).json())
    expect(page.total).toBe(6)
    expect(page.items.every((row) => row.player.id === player.userId)).toBe(true)
    expect(page.items[0]).toMatchObject({ id: mines.id, status: 'open', player: { email: player.email } })
    const counted = [...dice.slice(0, 3), coin]
    const stakes = counted.reduce((sum, bet) => sum + bet.stake, 0) + mines.stake
    const payouts = counted.reduce((sum, bet) => sum + bet.payout, 0)
    expect(page.totals).toEqual({ bets: 5, stakes, payouts, ggr: stakes - payouts })

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date())
    const diceStakes = taka(300)
    const dicePayouts = dice.slice(0, 3).reduce((sum, bet) => sum + bet.payout, 0)
    expect(page.byGameAndDay).toEqual([
      {
        game: 'dice',
        day: today,
        bets: 3,
        stakes: diceStakes,
        payouts: dicePayouts,
        ggr: diceStakes - dicePayouts,
      },
      { game: 'mines', day: today, bets: 1, stakes: taka(30), payouts: 0, ggr: taka(30) },
      {
        game: 'heads_tails',
        day: '2026-01-02',
        bets: 1,
        stakes: taka(50),
        payouts: coin.payout,
        ggr: taka(50) - coin.payout,
      },
    ])

    const byId = adminBetPage.parse(
      (await as(finance.cookie).adminBets(`?player=${player.userId}&game=heads_tails`)).json(),
    )
    expect(byId.items.map((row) => row.id)).toEqual([coin.id])
    const byDay = adminBetPage.parse(
      (await as(finance.cookie).adminBets(`?player=${player.phone}&from=2026-01-02&to=2026-01-02`)).json(),
    )
    expect(byDay.items.map((row) => row.id)).toEqual([coin.id])
    const paged = adminBetPage.parse(
      (await as(finance.cookie).adminBets(`?player=${player.email}&pageSize=2&page=2`)).json(),
    )
    expect(paged).toMatchObject({ total: 6, page: 2, pageSize: 2 })
    expect(paged.items.map((row) => row.id)).toEqual([dice[2]?.id, dice[1]?.id])
    const nobody = adminBetPage.parse((await as(finance.cookie).adminBets('?player=no-such-player')).json())
    expect(nobody).toMatchObject({ total: 0, items: [], totals: { bets: 0, stakes: 0, payouts: 0, ggr: 0 } })

    const bad = await as(finance.cookie).adminBets('?game=roulette&from=yesterday')
    expect(bad.statusCode).toBe(400)
    expect(errorOf(bad).fields).toMatchObject({ game: expect.any(String), from: 'INVALID_DATE' })
    expect((await as(null).adminBets()).statusCode).toBe(401)
    expect((await as(player.cookie).adminBets()).statusCode).toBe(403)
    const content = await makeUserWithRole(testApp(), 'content')
    expect((await as(content.cookie).adminBets()).statusCode).toBe(403)
  })
})
