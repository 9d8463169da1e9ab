import { fairFloats } from '@khela/contracts/fairness'
import { MINES_FLOATS, minesLayout, minesMultiplier } from '@khela/contracts/fairness-games'
import {
  type BetView,
  betView,
  defaultOriginalsSettings,
  type MinesDetails,
  seedsView,
} from '@khela/contracts/originals'
import { and, eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { expectCleanLedger, newKey } from '../../../test/ledger.ts'
import { makeUserWithRole } from '../../../test/make-staff.ts'
import { betOk, errorOf, fundedPlayer, originalsClient } from '../../../test/originals.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { ledgerTransfers } from '../../db/schema/ledger.ts'
import { fairSeeds } from '../../db/schema/originals.ts'
import { findBalances } from '../wallet/find-balances.ts'

const testApp = useTestApp()
const isPostgres = process.env.KHELA_TEST_DRIVER === 'pg'
const db = () => testApp().services.database.db
const as = (cookie: string | null) => originalsClient(testApp(), cookie)
const taka = (amount: number) => amount * 100
const allTiles = Array.from({ length: 25 }, (_, tile) => tile)

afterEach(async () => {
  await expectCleanLedger(testApp())
})

const detailsOf = (bet: BetView) => bet.details as MinesDetails

/** The game's layout as the test knows it from the database (the player learns it only when the game ends). */
async function layoutOf(bet: BetView) {
  const [seed] = await db()
    .select()
    .from(fairSeeds)
    .where(eq(fairSeeds.id, bet.seedId ?? ''))
  if (!seed || bet.nonce === null) throw new Error('no seed pair')
  const floats = await fairFloats(
    { serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce: bet.nonce },
    MINES_FLOATS,
  )
  const mines = minesLayout(floats, detailsOf(bet).mines)
  return { mines, safe: allTiles.filter((tile) => !mines.includes(tile)) }
}

async function start(cookie: string, mines: number, stake = taka(100)) {
  return betOk(await as(cookie).startMines({ stake, mines }))
}

async function cashOf(userId: string) {
  return (await findBalances(db(), userId))?.cash
}

describe('a Mines game', () => {
  it('pays at most the published maximum payout per bet, at cash-out and on the last safe tile', async () => {
    const admin = await makeUserWithRole(testApp(), 'admin')
    const settings = { ...structuredClone(defaultOriginalsSettings), maxPayoutPerBet: taka(150) }
    expect((await as(admin.cookie).saveSettings(settings)).statusCode).toBe(200)
    try {
      const player = await fundedPlayer(testApp(), taka(1000))
      const cashedOut = await start(player.cookie, 20)
      const first = await layoutOf(cashedOut.bet)
      betOk(await as(player.cookie).reveal(cashedOut.bet.id, first.safe[0] ?? -1))
      // One safe tile among 20 mines: ×4.95, capped at 150 taka.
      expect(betOk(await as(player.cookie).cashOut(cashedOut.bet.id)).bet).toMatchObject({
        status: 'won',
        multiplier: minesMultiplier(20, 1, 100),
        payout: taka(150),
      })
      const cleared = await start(player.cookie, 24)
      const last = await layoutOf(cleared.bet)
      const won = betOk(await as(player.cookie).reveal(cleared.bet.id, last.safe[0] ?? -1))
      expect(won.bet).toMatchObject({
        status: 'won',
        multiplier: minesMultiplier(24, 1, 100),
        payout: taka(150),
      })
      expect(await cashOf(player.userId)).toBe(taka(1000 - 200 + 300))
    } finally {
      const reset = await as(admin.cookie).saveSettings(defaultOriginalsSettings)
      expect(reset.statusCode).toBe(200)
    }
  })

  it('keeps the cap in force when the game started: lowering it mid-game never reaches the open game', async () => {
    const admin = await makeUserWithRole(testApp(), 'admin')
    const lowered = { ...structuredClone(defaultOriginalsSettings), maxPayoutPerBet: taka(150) }
    try {
      const player = await fundedPlayer(testApp(), taka(1000))
      const open = await start(player.cookie, 20)
      expect(open.bet.maxPayout).toBe(defaultOriginalsSettings.maxPayoutPerBet)
      betOk(await as(player.cookie).reveal(open.bet.id, (await layoutOf(open.bet)).safe[0] ?? -1))
      // The cap falls while the game is open; then two cash-outs race each other.
      expect((await as(admin.cookie).saveSettings(lowered)).statusCode).toBe(200)
      const [first, second] = await Promise.all([
        as(player.cookie).cashOut(open.bet.id),
        as(player.cookie).cashOut(open.bet.id),
      ])
      const answers = [first, second].map((response) => response.statusCode).sort()
      expect(answers).toEqual([200, 409])
      const won = betOk(first.statusCode === 200 ? first : second).bet
      // One safe tile among 20 mines: ×4.95 on 100 taka, paid in full under the game's own cap.
      expect(won).toMatchObject({
        status: 'won',
        multiplier: minesMultiplier(20, 1, 100),
        payout: taka(495),
        maxPayout: defaultOriginalsSettings.maxPayoutPerBet,
      })
      expect(await cashOf(player.userId)).toBe(taka(1000 - 100 + 495))
      // A game started after the change takes the new cap.
      const later = await start(player.cookie, 20)
      expect(later.bet.maxPayout).toBe(taka(150))
      betOk(await as(player.cookie).reveal(later.bet.id, (await layoutOf(later.bet)).safe[0] ?? -1))
      expect(betOk(await as(player.cookie).cashOut(later.bet.id)).bet.payout).toBe(taka(150))
    } finally {
      const reset = await as(admin.cookie).saveSettings(defaultOriginalsSettings)
      expect(reset.statusCode).toBe(200)
    }
  })

  it('starts open with the stake taken and no layout, and the page can resume it', async () => {
    const player = await fundedPlayer(testApp(), taka(1000))
    const started = await start(player.cookie, 3)
    expect(started.balance).toBe(taka(900))
    expect(started.bet).toMatchObject({ game: 'mines', status: 'open', multiplier: null, payout: 0 })
    expect(started.bet.details).toEqual({
      mines: 3,
      revealed: [],
      hitMine: null,
      layout: null,
      currentMultiplier: 0,
      nextMultiplier: minesMultiplier(3, 1, 100),
    })
    const current = await as(player.cookie).currentMines()
    expect(current.json()).toEqual({ bet: started.bet })
    const other = await fundedPlayer(testApp(), 0)
    expect((await as(other.cookie).currentMines()).json()).toEqual({ bet: null })
    expect((await as(null).currentMines()).statusCode).toBe(401)
    await as(player.cookie).reveal(started.bet.id, (await layoutOf(started.bet)).mines[0] ?? 0)
  })

  it('pays the multiplier of the safe tiles at cash-out, shows the layout, and pays once', async () => {
    const player = await fundedPlayer(testApp(), taka(1000))
    const started = await start(player.cookie, 5)
    const { mines, safe } = await layoutOf(started.bet)
    const first = betOk(await as(player.cookie).reveal(started.bet.id, safe[0] ?? -1))
    expect(detailsOf(first.bet)).toMatchObject({
      revealed: [safe[0]],
      layout: null,
      currentMultiplier: minesMultiplier(5, 1, 100),
      nextMultiplier: minesMultiplier(5, 2, 100),
    })
    expect(first.bet.status).toBe('open')
    expect(first.balance).toBe(taka(900))
    // The same tile again (a retried request) changes nothing.
    expect(betOk(await as(player.cookie).reveal(started.bet.id, safe[0] ?? -1))).toEqual(first)
    const second = betOk(await as(player.cookie).reveal(started.bet.id, safe[1] ?? -1))
    expect(detailsOf(second.bet).revealed).toEqual([safe[0], safe[1]])

    const cashed = betOk(await as(player.cookie).cashOut(started.bet.id))
    const multiplier = minesMultiplier(5, 2, 100)
    const payout = Math.floor((taka(100) * multiplier) / 10_000)
    expect(cashed.bet).toMatchObject({ status: 'won', multiplier, payout })
    expect(detailsOf(cashed.bet).layout).toEqual(mines)
    expect(cashed.balance).toBe(taka(900) + payout)

    const again = await as(player.cookie).cashOut(started.bet.id)
    expect(again.statusCode).toBe(409)
    expect(errorOf(again).code).toBe('BET_SETTLED')
    const late = await as(player.cookie).reveal(started.bet.id, safe[2] ?? -1)
    expect(errorOf(late).code).toBe('BET_SETTLED')
    expect(await cashOf(player.userId)).toBe(taka(900) + payout)
    expect((await as(player.cookie).currentMines()).json()).toEqual({ bet: null })
  })

  it('ends lost on a mine, with the mine hit and the layout shown', async () => {
    const player = await fundedPlayer(testApp(), taka(1000))
    const started = await start(player.cookie, 10)
    const { mines, safe } = await layoutOf(started.bet)
    betOk(await as(player.cookie).reveal(started.bet.id, safe[0] ?? -1))
    const hit = betOk(await as(player.cookie).reveal(started.bet.id, mines[0] ?? -1))
    expect(hit.bet).toMatchObject({ status: 'lost', multiplier: 0, payout: 0 })
    expect(hit.bet.settledAt).not.toBeNull()
    expect(detailsOf(hit.bet)).toMatchObject({ hitMine: mines[0], layout: mines, revealed: [safe[0]] })
    expect(hit.balance).toBe(taka(900))
  })

  it('cashes out by itself when the last safe tile is revealed', async () => {
    const player = await fundedPlayer(testApp(), taka(1000))
    const started = await start(player.cookie, 23)
    const { mines, safe } = await layoutOf(started.bet)
    const first = betOk(await as(player.cookie).reveal(started.bet.id, safe[0] ?? -1))
    expect(detailsOf(first.bet).nextMultiplier).toBe(minesMultiplier(23, 2, 100))
    const last = betOk(await as(player.cookie).reveal(started.bet.id, safe[1] ?? -1))
    const multiplier = minesMultiplier(23, 2, 100)
    const payout = Math.floor((taka(100) * multiplier) / 10_000)
    expect(last.bet).toMatchObject({ status: 'won', multiplier, payout })
    expect(detailsOf(last.bet)).toMatchObject({ layout: mines, nextMultiplier: null })
    expect(last.balance).toBe(taka(900) + payout)
  })

  it('allows one open game at a time and no seed rotation while it is open', async () => {
    const player = await fundedPlayer(testApp(), taka(1000))
    const started = await start(player.cookie, 3)
    const second = await as(player.cookie).startMines({ stake: taka(100), mines: 3 })
    expect(second.statusCode).toBe(409)
    expect(errorOf(second).code).toBe('GAME_IN_PROGRESS')
    const rotate = await as(player.cookie).rotate()
    expect(rotate.statusCode).toBe(409)
    expect(errorOf(rotate).code).toBe('GAME_IN_PROGRESS')
    expect(await cashOf(player.userId)).toBe(taka(900))
    // Other games go on meanwhile, on the next nonces.
    const dice = betOk(await as(player.cookie).dice({ stake: taka(20), target: 5000, direction: 'under' }))
    expect(dice.bet.nonce).toBe(1)

    const { mines } = await layoutOf(started.bet)
    betOk(await as(player.cookie).reveal(started.bet.id, mines[0] ?? -1))
    const rotated = seedsView.parse((await as(player.cookie).rotate()).json())
    expect(rotated.previous?.betCount).toBe(2)
    betOk(await as(player.cookie).startMines({ stake: taka(100), mines: 3 }))
    const current = betView.parse((await as(player.cookie).currentMines()).json().bet)
    await as(player.cookie).reveal(current.id, (await layoutOf(current)).mines[0] ?? -1)
  })

  it('cannot be cashed out before a safe tile (CONFLICT)', async () => {
    const player = await fundedPlayer(testApp(), taka(1000))
    const started = await start(player.cookie, 1)
    const early = await as(player.cookie).cashOut(started.bet.id)
    expect(early.statusCode).toBe(409)
    expect(errorOf(early).code).toBe('CONFLICT')
    await as(player.cookie).reveal(started.bet.id, (await layoutOf(started.bet)).mines[0] ?? -1)
  })

  it("refuses bad input with field codes and another player's game as not found", async () => {
    const player = await fundedPlayer(testApp(), taka(1000))
    for (const [payload, fields] of [
      [{ stake: taka(100), mines: 0 }, { mines: 'NUMBER_OUT_OF_RANGE' }],
      [{ stake: taka(100), mines: 25 }, { mines: 'NUMBER_OUT_OF_RANGE' }],
      [{ stake: 500, mines: 3 }, { stake: 'AMOUNT_BELOW_MINIMUM' }],
    ] as const) {
      const response = await as(player.cookie).startMines(payload)
      expect(response.statusCode).toBe(400)
      expect(errorOf(response).fields).toEqual(fields)
    }
    const started = await start(player.cookie, 3)
    const badTile = await as(player.cookie).reveal(started.bet.id, 25)
    expect(badTile.statusCode).toBe(400)
    expect(errorOf(badTile).fields).toEqual({ tile: 'INVALID_CHOICE' })
    const stranger = await fundedPlayer(testApp(), 0)
    expect((await as(stranger.cookie).reveal(started.bet.id, 0)).statusCode).toBe(404)
    expect((await as(stranger.cookie).cashOut(started.bet.id)).statusCode).toBe(404)
    expect((await as(player.cookie).reveal('not-an-id', 0)).statusCode).toBe(404)
    const staff = await makeUserWithRole(testApp(), 'admin')
    expect((await as(staff.cookie).startMines({ stake: taka(100), mines: 3 })).statusCode).toBe(403)
    expect((await as(null).startMines({ stake: taka(100), mines: 3 })).statusCode).toBe(401)
    await as(player.cookie).reveal(started.bet.id, (await layoutOf(started.bet)).mines[0] ?? -1)
  })

  it('answers a replayed start (same key) with the first game and charges once', async () => {
    const player = await fundedPlayer(testApp(), taka(1000))
    const key = newKey('mines')
    const first = betOk(await as(player.cookie).startMines({ stake: taka(100), mines: 3 }, key))
    const replay = await as(player.cookie).startMines({ stake: taka(100), mines: 3 }, key)
    expect(replay.headers['idempotent-replay']).toBe('true')
    expect(betOk(replay)).toEqual(first)
    const other = await as(player.cookie).startMines({ stake: taka(100), mines: 4 }, key)
    expect(errorOf(other).code).toBe('IDEMPOTENCY_KEY_REUSED')
    expect(await cashOf(player.userId)).toBe(taka(900))
    await as(player.cookie).reveal(first.bet.id, (await layoutOf(first.bet)).mines[0] ?? -1)
  })
})

describe('under concurrency (PostgreSQL)', () => {
  it.runIf(isPostgres)('the same cash-out sent twice at once is paid once', async () => {
    for (let round = 0; round < 5; round++) {
      const player = await fundedPlayer(testApp(), taka(1000))
      const started = await start(player.cookie, 3)
      const { safe } = await layoutOf(started.bet)
      betOk(await as(player.cookie).reveal(started.bet.id, safe[0] ?? -1))
      const responses = await Promise.all([
        as(player.cookie).cashOut(started.bet.id),
        as(player.cookie).cashOut(started.bet.id),
      ])
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409])
      const loser = responses.find((response) => response.statusCode === 409)
      expect(loser && errorOf(loser).code).toBe('BET_SETTLED')
      const payout = Math.floor((taka(100) * minesMultiplier(3, 1, 100)) / 10_000)
      expect(await cashOf(player.userId)).toBe(taka(900) + payout)
      const wins = await db()
        .select()
        .from(ledgerTransfers)
        .where(and(eq(ledgerTransfers.refId, started.bet.id), eq(ledgerTransfers.kind, 'bet_win')))
      expect(wins).toHaveLength(1)
    }
  })

  it.runIf(isPostgres)('two games started at once: one opens, the other is GAME_IN_PROGRESS', async () => {
    const player = await fundedPlayer(testApp(), taka(1000))
    const responses = await Promise.all([
      as(player.cookie).startMines({ stake: taka(100), mines: 3 }),
      as(player.cookie).startMines({ stake: taka(100), mines: 3 }),
    ])
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409])
    expect(await cashOf(player.userId)).toBe(taka(900))
    const opened = betOk(responses.find((response) => response.statusCode === 200) ?? responses[0])
    await as(player.cookie).reveal(opened.bet.id, (await layoutOf(opened.bet)).mines[0] ?? -1)
  })
})
