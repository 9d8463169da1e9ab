import { gameHistoryPage } from '@khela/contracts/game-history'
import {
  defaultOriginalsSettings,
  type OriginalsSettings,
  originalsSettings,
} from '@khela/contracts/originals'
import { and, eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { expectCleanLedger } from '../../../test/ledger.ts'
import { makeUserWithRole } from '../../../test/make-staff.ts'
import { betOk, errorOf, fundedPlayer, originalsClient } from '../../../test/originals.ts'
import { addWalletProvider, launchFor, sendWalletCall } from '../../../test/provider-wallet.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { auditLog } from '../../db/schema/audit.ts'
import { gameBets } from '../../db/schema/originals.ts'
import { providerRounds } from '../../db/schema/providers.ts'
import { operatorSettings } from '../../db/schema/settings.ts'
import { findAdminBets } from './find-admin-bets.ts'
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

    const page = gameHistoryPage.parse((await as(finance.cookie).adminBets(`?player=${player.email}`)).json())
    expect(page.total).toBe(6)
    expect(page.items.every((row) => row.player.id === player.userId)).toBe(true)
    expect(page.items[0]).toMatchObject({
      source: 'originals',
      id: mines.id,
      status: 'open',
      player: { email: player.email },
      ggr: taka(30),
    })
    const counted = [...dice.slice(0, 3), coin]
    const stakes = counted.reduce((sum, bet) => sum + bet.stake, 0) + mines.stake
    const payouts = counted.reduce((sum, bet) => sum + bet.payout, 0)
    expect(page.totals).toEqual({ bets: 5, stakes, payouts, ggr: stakes - payouts })

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date())
    const diceStakes = taka(300)
    const dicePayouts = dice.slice(0, 3).reduce((sum, bet) => sum + bet.payout, 0)
    expect(page.byGameAndDay).toEqual([
      {
        source: 'originals',
        game: 'dice',
        day: today,
        bets: 3,
        stakes: diceStakes,
        payouts: dicePayouts,
        ggr: diceStakes - dicePayouts,
      },
      {
        source: 'originals',
        game: 'mines',
        day: today,
        bets: 1,
        stakes: taka(30),
        payouts: 0,
        ggr: taka(30),
      },
      {
        source: 'originals',
        game: 'heads_tails',
        day: '2026-01-02',
        bets: 1,
        stakes: taka(50),
        payouts: coin.payout,
        ggr: taka(50) - coin.payout,
      },
    ])

    const byId = gameHistoryPage.parse(
      (await as(finance.cookie).adminBets(`?player=${player.userId}&game=heads_tails`)).json(),
    )
    expect(byId.items.map((row) => row.id)).toEqual([coin.id])
    const byDay = gameHistoryPage.parse(
      (await as(finance.cookie).adminBets(`?player=${player.phone}&from=2026-01-02&to=2026-01-02`)).json(),
    )
    expect(byDay.items.map((row) => row.id)).toEqual([coin.id])
    const paged = gameHistoryPage.parse(
      (await as(finance.cookie).adminBets(`?player=${player.email}&pageSize=2&page=2`)).json(),
    )
    expect(paged).toMatchObject({ total: 6, page: 2, pageSize: 2 })
    expect(paged.items.map((row) => row.id)).toEqual([dice[2]?.id, dice[1]?.id])
    const nobody = gameHistoryPage.parse(
      (await as(finance.cookie).adminBets('?player=no-such-player')).json(),
    )
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

describe("Game History's provider rounds", () => {
  /**
   * A player's two Dice bets and three rounds of a provider's slot, interleaved in time: A closed with a win, B
   * rolled back whole, C still open (stuck: opened hours ago, the default is 60 minutes). 17:00 UTC is 23:00 in
   * Dhaka, so C falls on 9 February there and the rest on the 10th.
   */
  async function betsAndRounds() {
    const provider = await addWalletProvider(testApp())
    const player = await fundedPlayer(testApp(), taka(1000))
    const token = await launchFor(testApp(), provider, player.userId)
    const base = { token, player: player.userId, currency: 'BDT', game: provider.gameCode }
    const call = async (kind: 'bet' | 'win' | 'rollback', body: object) => {
      const response = await sendWalletCall(testApp(), provider, kind, { ...base, ...body })
      expect(response.statusCode, response.body).toBe(200)
    }
    const suffix = Math.random().toString(36).slice(2, 10)
    await call('bet', {
      round: `a-${suffix}`,
      transaction: `a-bet-${suffix}`,
      amount: 10_000,
      roundClosed: false,
    })
    await call('win', {
      round: `a-${suffix}`,
      transaction: `a-win-${suffix}`,
      reference: `a-bet-${suffix}`,
      amount: 3_000,
      roundClosed: true,
    })
    await call('bet', {
      round: `b-${suffix}`,
      transaction: `b-bet-${suffix}`,
      amount: 5_000,
      roundClosed: false,
    })
    await call('rollback', {
      round: `b-${suffix}`,
      transaction: `b-back-${suffix}`,
      reference: `b-bet-${suffix}`,
      roundClosed: true,
    })
    await call('bet', {
      round: `c-${suffix}`,
      transaction: `c-bet-${suffix}`,
      amount: 2_000,
      roundClosed: false,
    })
    const dice = [
      betOk(await as(player.cookie).dice({ stake: taka(10), target: 5000, direction: 'over' })).bet,
      betOk(await as(player.cookie).dice({ stake: taka(20), target: 5000, direction: 'over' })).bet,
    ]
    const rounds = await db().select().from(providerRounds).where(eq(providerRounds.userId, player.userId))
    const round = (ref: string) => {
      const found = rounds.find((row) => row.roundRef === `${ref}-${suffix}`)
      if (!found) throw new Error(`no round ${ref}`)
      return found
    }
    const [a, b, c] = [round('a'), round('b'), round('c')]
    const at = (iso: string) => new Date(iso)
    await db()
      .update(gameBets)
      .set({ createdAt: at('2026-02-10T05:00:00Z') })
      .where(eq(gameBets.id, dice[0]?.id ?? ''))
    await db()
      .update(gameBets)
      .set({ createdAt: at('2026-02-10T05:20:00Z') })
      .where(eq(gameBets.id, dice[1]?.id ?? ''))
    await db()
      .update(providerRounds)
      .set({ openedAt: at('2026-02-10T05:10:00Z') })
      .where(eq(providerRounds.id, a.id))
    await db()
      .update(providerRounds)
      .set({ openedAt: at('2026-02-10T05:30:00Z') })
      .where(eq(providerRounds.id, b.id))
    await db()
      .update(providerRounds)
      .set({ openedAt: at('2026-02-09T17:00:00Z') })
      .where(eq(providerRounds.id, c.id))
    return { provider, player, dice, a, b, c }
  }

  it('lists them beside the bets, newest first, paged as one list, with the game, the provider and the totals', async () => {
    const finance = await makeUserWithRole(testApp(), 'finance')
    const { provider, player, dice, a, b, c } = await betsAndRounds()
    const [first, second] = [dice[0], dice[1]]
    if (!first || !second) throw new Error('no bets')
    const list = async (query: string) => {
      const response = await as(finance.cookie).adminBets(`?player=${player.userId}${query}`)
      expect(response.statusCode, response.body).toBe(200)
      return gameHistoryPage.parse(response.json())
    }
    const keysOf = (page: Awaited<ReturnType<typeof list>>) =>
      page.items.map((row) => `${row.source}:${row.id}`)

    const all = await list('')
    expect(keysOf(all)).toEqual([
      `provider:${b.id}`,
      `originals:${second.id}`,
      `provider:${a.id}`,
      `originals:${first.id}`,
      `provider:${c.id}`,
    ])
    expect(all.total).toBe(5)
    expect(all.items[2]).toEqual({
      source: 'provider',
      id: a.id,
      roundRef: a.roundRef,
      provider: { code: provider.code, name: 'Test Studio' },
      game: { code: 'slot-1', title: 'Slot One' },
      player: { id: player.userId, name: expect.any(String), email: player.email },
      currency: 'BDT',
      stake: 10_000,
      payout: 3_000,
      ggr: 7_000,
      status: 'closed',
      isStuck: false,
      createdAt: '2026-02-10T05:10:00.000Z',
      settledAt: expect.any(String),
    })
    expect(all.items[0]).toMatchObject({ stake: 0, payout: 0, ggr: 0, status: 'closed' })
    expect(all.items[4]).toMatchObject({ stake: 2_000, status: 'open', isStuck: true, settledAt: null })
    // B's stake came back whole: not a bet, and nothing in the sums.
    const diceStakes = first.stake + second.stake
    const dicePayouts = first.payout + second.payout
    expect(all.totals).toEqual({
      bets: 4,
      stakes: diceStakes + 12_000,
      payouts: dicePayouts + 3_000,
      ggr: diceStakes + 12_000 - dicePayouts - 3_000,
    })
    expect(all.byGameAndDay).toEqual([
      {
        source: 'originals',
        game: 'dice',
        day: '2026-02-10',
        bets: 2,
        stakes: diceStakes,
        payouts: dicePayouts,
        ggr: diceStakes - dicePayouts,
      },
      {
        source: 'provider',
        provider: { code: provider.code, name: 'Test Studio' },
        game: { code: 'slot-1', title: 'Slot One' },
        day: '2026-02-10',
        bets: 1,
        stakes: 10_000,
        payouts: 3_000,
        ggr: 7_000,
      },
      {
        source: 'provider',
        provider: { code: provider.code, name: 'Test Studio' },
        game: { code: 'slot-1', title: 'Slot One' },
        day: '2026-02-09',
        bets: 1,
        stakes: 2_000,
        payouts: 0,
        ggr: 2_000,
      },
    ])
    expect(all.providers).toContainEqual({ code: provider.code, name: 'Test Studio' })

    expect(keysOf(await list('&pageSize=2&page=2'))).toEqual([`provider:${a.id}`, `originals:${first.id}`])
    expect(keysOf(await list('&pageSize=2&page=3'))).toEqual([`provider:${c.id}`])
    expect((await list('&pageSize=2&page=4')).items).toEqual([])
    expect(keysOf(await list('&source=originals'))).toEqual([
      `originals:${second.id}`,
      `originals:${first.id}`,
    ])
    expect(keysOf(await list('&game=dice'))).toEqual([`originals:${second.id}`, `originals:${first.id}`])
    const rounds = [`provider:${b.id}`, `provider:${a.id}`, `provider:${c.id}`]
    expect(keysOf(await list('&source=providers'))).toEqual(rounds)
    const ofProvider = await list(`&provider=${provider.code}`)
    expect(keysOf(ofProvider)).toEqual(rounds)
    expect(ofProvider.totals).toEqual({ bets: 2, stakes: 12_000, payouts: 3_000, ggr: 9_000 })
    expect((await list('&provider=no-such-studio')).total).toBe(0)
    // Days in Dhaka: C opened late on 9 February there.
    expect(keysOf(await list('&from=2026-02-09&to=2026-02-09'))).toEqual([`provider:${c.id}`])
    expect((await list('&from=2026-02-10&to=2026-02-10')).total).toBe(4)
    const byPhone = await as(finance.cookie).adminBets(`?player=${player.phone}&source=providers`)
    expect(gameHistoryPage.parse(byPhone.json()).total).toBe(3)
  })

  it('leaves provider rounds out for staff who may not read them', async () => {
    const { player, dice } = await betsAndRounds()
    const page = await findAdminBets(
      db(),
      { player: player.userId, page: 1, pageSize: 20 },
      { canReadProviderRounds: false, now: new Date() },
    )
    expect(page.items.map((row) => row.id)).toEqual([dice[1]?.id, dice[0]?.id])
    expect(page.total).toBe(2)
    expect(page.byGameAndDay.map((row) => row.source)).toEqual(['originals'])
    expect(page.providers).toEqual([])
  })
})
