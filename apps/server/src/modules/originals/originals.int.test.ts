import { fairFloats, sha256Hex } from '@khela/contracts/fairness'
import { diceOutcome, headsTailsOutcome, limboOutcome } from '@khela/contracts/fairness-games'
import {
  type BetView,
  betFairnessInputs,
  betHistoryPage,
  defaultOriginalsSettings,
  type OriginalsSettings,
  publicGameRules,
  seedsView,
} from '@khela/contracts/originals'
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { expectCleanLedger, newKey } from '../../../test/ledger.ts'
import { makeUserWithRole } from '../../../test/make-staff.ts'
import { betOk, errorOf, fundedPlayer, originalsClient } from '../../../test/originals.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { crashChains, crashRounds, fairSeeds, gameBets } from '../../db/schema/originals.ts'
import { operatorSettings } from '../../db/schema/settings.ts'
import { findBalances } from '../wallet/find-balances.ts'
import { originalsSettingsKey } from './find-originals-settings.ts'

const testApp = useTestApp()
const isPostgres = process.env.KHELA_TEST_DRIVER === 'pg'
const db = () => testApp().services.database.db
const as = (cookie: string | null) => originalsClient(testApp(), cookie)
const taka = (amount: number) => amount * 100

afterEach(async () => {
  await db().delete(operatorSettings).where(eq(operatorSettings.key, originalsSettingsKey))
  await expectCleanLedger(testApp())
})

async function saveSettings(change: (settings: OriginalsSettings) => void) {
  const admin = await makeUserWithRole(testApp(), 'admin')
  const settings = structuredClone(defaultOriginalsSettings)
  change(settings)
  const response = await as(admin.cookie).saveSettings(settings)
  expect(response.statusCode, response.body).toBe(200)
}

async function cashOf(userId: string) {
  return (await findBalances(db(), userId))?.cash
}

const dice = (overrides: object = {}) => ({ stake: taka(20), target: 5000, direction: 'under', ...overrides })

describe('the rules', () => {
  it("publish each game's limits and edge, from the player's seed pair for the per-bet games", async () => {
    const visitorRules = (await as(null).rules()).json()
    expect(
      publicGameRules
        .array()
        .parse(visitorRules)
        .map((rules) => rules.game),
    ).toEqual(['crash', 'dice', 'mines', 'heads_tails', 'limbo'])
    expect(visitorRules).toContainEqual({
      game: 'dice',
      isEnabled: true,
      minStake: 1_000,
      maxStake: 5_000_000,
      edgeBps: 100,
      maxPayout: defaultOriginalsSettings.maxPayoutPerBet,
      currency: 'BDT',
    })

    const player = await fundedPlayer(testApp(), 0)
    await as(player.cookie).seeds()
    await saveSettings((settings) => {
      settings.games.dice.edgeBps = 250
      settings.games.crash.edgeBps = 300
    })
    const edges = (response: { json(): unknown }) =>
      Object.fromEntries(
        publicGameRules
          .array()
          .parse(response.json())
          .map((rules) => [rules.game, rules.edgeBps]),
      )
    // The player's pair keeps its edge; Crash and a visitor see the new settings.
    expect(edges(await as(player.cookie).rules())).toMatchObject({ dice: 100, crash: 300 })
    expect(edges(await as(null).rules())).toMatchObject({ dice: 250, crash: 300 })
    await as(player.cookie).rotate()
    expect(edges(await as(player.cookie).rules())).toMatchObject({ dice: 250 })
  })
})

describe('the seed pair', () => {
  it('is made on first need with a committed server seed, the same pair on every read', async () => {
    const player = await fundedPlayer(testApp(), 0)
    const first = seedsView.parse((await as(player.cookie).seeds()).json())
    expect(first.active).toMatchObject({ nextNonce: 0, edgesBps: { dice: 100, mines: 100 } })
    expect(first.active.serverSeedHash).toMatch(/^[0-9a-f]{64}$/)
    expect(first.active.clientSeed).toMatch(/^[0-9a-f]{16}$/)
    expect(first.previous).toBeNull()
    expect(JSON.stringify(first)).not.toContain('serverSeed"')
    const again = seedsView.parse((await as(player.cookie).seeds()).json())
    expect(again.active.id).toBe(first.active.id)
  })

  it('is for signed-in players only', async () => {
    expect((await as(null).seeds()).statusCode).toBe(401)
    expect((await as(null).rotate()).statusCode).toBe(401)
    const finance = await makeUserWithRole(testApp(), 'finance')
    expect((await as(finance.cookie).seeds()).statusCode).toBe(403)
  })

  it('rotates: reveals the server seed whose SHA-256 was shown, takes the new client seed, starts at nonce 0', async () => {
    const player = await fundedPlayer(testApp(), taka(1000))
    const before = seedsView.parse((await as(player.cookie).seeds()).json())
    const bets = [
      betOk(await as(player.cookie).dice(dice())),
      betOk(await as(player.cookie).limbo({ stake: taka(20), target: 20_000 })),
      betOk(await as(player.cookie).headsTails({ stake: taka(20), pick: 'tails' })),
    ].map((result) => result.bet)
    expect(bets.map((bet) => [bet.seedId, bet.nonce])).toEqual([
      [before.active.id, 0],
      [before.active.id, 1],
      [before.active.id, 2],
    ])

    const rotated = await as(player.cookie).rotate({ clientSeed: 'my-lucky-seed' })
    expect(rotated.statusCode, rotated.body).toBe(200)
    const after = seedsView.parse(rotated.json())
    if (!after.previous) throw new Error('no revealed pair')
    expect(after.previous).toMatchObject({
      id: before.active.id,
      serverSeedHash: before.active.serverSeedHash,
      clientSeed: before.active.clientSeed,
      betCount: 3,
    })
    expect(await sha256Hex(after.previous.serverSeed)).toBe(before.active.serverSeedHash)
    expect(after.active).toMatchObject({ clientSeed: 'my-lucky-seed', nextNonce: 0 })
    expect(after.active.serverSeedHash).not.toBe(before.active.serverSeedHash)

    // Every outcome recomputed from the revealed seed with the contracts' functions is the one stored.
    const seeds = { serverSeed: after.previous.serverSeed, clientSeed: after.previous.clientSeed }
    const floatsOf = (bet: BetView) => fairFloats({ ...seeds, nonce: bet.nonce ?? -1 }, 1)
    const [diceBet, limboBet, coinBet] = bets as [BetView, BetView, BetView]
    const diceAgain = diceOutcome(await floatsOf(diceBet), { target: 5000, direction: 'under' }, 100)
    expect(diceBet.details).toEqual({ target: 5000, direction: 'under', roll: diceAgain.roll })
    expect(diceBet.multiplier).toBe(diceAgain.multiplier)
    const limboAgain = limboOutcome(await floatsOf(limboBet), 20_000, 100)
    expect(limboBet.details).toEqual({ target: 20_000, result: limboAgain.result })
    expect(limboBet.multiplier).toBe(limboAgain.multiplier)
    const coinAgain = headsTailsOutcome(await floatsOf(coinBet), 'tails', 100)
    expect(coinBet.details).toEqual({ pick: 'tails', side: coinAgain.side })
    expect(coinBet.multiplier).toBe(coinAgain.multiplier)

    const next = betOk(await as(player.cookie).dice(dice()))
    expect(next.bet).toMatchObject({ seedId: after.active.id, nonce: 0 })
  })

  it('commits the next server seed before the client seed is chosen: rotating promotes exactly that seed', async () => {
    const player = await fundedPlayer(testApp(), taka(1000))
    const before = seedsView.parse((await as(player.cookie).seeds()).json())
    expect(before.active.nextServerSeedHash).toMatch(/^[0-9a-f]{64}$/)
    expect(before.active.nextServerSeedHash).not.toBe(before.active.serverSeedHash)
    // Reading again changes nothing: the commitment stands until a rotation uses it.
    expect(seedsView.parse((await as(player.cookie).seeds()).json()).active).toEqual(before.active)

    const chosen = seedsView.parse((await as(player.cookie).rotate({ clientSeed: 'chosen-after' })).json())
    expect(chosen.active).toMatchObject({
      serverSeedHash: before.active.nextServerSeedHash,
      clientSeed: 'chosen-after',
      nextNonce: 0,
    })
    expect(chosen.active.nextServerSeedHash).not.toBe(before.active.nextServerSeedHash)
    const { bet } = betOk(await as(player.cookie).dice(dice()))

    // Revealed by the next rotation: the seed the bet used is the one whose hash was shown before the client seed.
    const revealed = seedsView.parse((await as(player.cookie).rotate()).json())
    expect(revealed.active.serverSeedHash).toBe(chosen.active.nextServerSeedHash)
    if (!revealed.previous) throw new Error('no revealed pair')
    expect(revealed.previous).toMatchObject({ id: chosen.active.id, clientSeed: 'chosen-after', betCount: 1 })
    expect(await sha256Hex(revealed.previous.serverSeed)).toBe(before.active.nextServerSeedHash)
    const floats = await fairFloats(
      { serverSeed: revealed.previous.serverSeed, clientSeed: 'chosen-after', nonce: 0 },
      1,
    )
    expect(bet.details).toMatchObject({
      roll: diceOutcome(floats, { target: 5000, direction: 'under' }, 100).roll,
    })
  })

  it('commits a next server seed for a pair made before next seeds were kept, on its first read', async () => {
    const player = await fundedPlayer(testApp(), 0)
    await db()
      .insert(fairSeeds)
      .values({
        userId: player.userId,
        serverSeed: 'a'.repeat(64),
        serverSeedHash: await sha256Hex('a'.repeat(64)),
        clientSeed: 'old-pair',
        edgesBps: { crash: 100, dice: 100, mines: 100, heads_tails: 100, limbo: 100 },
      })
    const [first, second] = await Promise.all([as(player.cookie).seeds(), as(player.cookie).seeds()])
    const shown = seedsView.parse(first.json()).active
    expect(shown.clientSeed).toBe('old-pair')
    expect(seedsView.parse(second.json()).active.nextServerSeedHash).toBe(shown.nextServerSeedHash)
    const rotated = seedsView.parse((await as(player.cookie).rotate()).json())
    expect(rotated.active.serverSeedHash).toBe(shown.nextServerSeedHash)
  })

  it.runIf(isPostgres)(
    'rotations at once each promote the seed committed by the pair they reveal',
    async () => {
      const player = await fundedPlayer(testApp(), 0)
      seedsView.parse((await as(player.cookie).seeds()).json())
      const answers = await Promise.all(
        Array.from({ length: 5 }, (_, index) => as(player.cookie).rotate({ clientSeed: `at-once-${index}` })),
      )
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(5).fill(200))
      const pairs = await db().select().from(fairSeeds).where(eq(fairSeeds.userId, player.userId))
      expect(pairs).toHaveLength(6)
      // Each pair's server seed is the next seed of the pair before it: one unbroken line of commitments, from the
      // first pair to the active one.
      const bySeed = new Map(pairs.map((pair) => [pair.serverSeed, pair]))
      const [first, ...others] = pairs.filter(
        (pair) => !pairs.some((other) => other.nextServerSeed === pair.serverSeed),
      )
      expect(others).toEqual([])
      const line = first ? [first] : []
      for (let next = bySeed.get(first?.nextServerSeed ?? ''); next && line.length <= pairs.length; ) {
        line.push(next)
        next = bySeed.get(next.nextServerSeed ?? '')
      }
      expect(line).toHaveLength(6)
      expect(line.at(-1)?.revealedAt).toBeNull()
    },
  )

  it('refuses a client seed that is empty, too long or not printable ASCII', async () => {
    const player = await fundedPlayer(testApp(), 0)
    for (const [clientSeed, code] of [
      ['  ', 'REQUIRED'],
      ['x'.repeat(65), 'TEXT_TOO_LONG'],
      ['two words', 'INVALID_FORMAT'],
    ] as const) {
      const response = await as(player.cookie).rotate({ clientSeed })
      expect(response.statusCode).toBe(400)
      expect(errorOf(response).fields).toEqual({ clientSeed: code })
    }
  })
})

describe('a Dice, Limbo or Heads Tails bet', () => {
  it('takes the stake and pays a win at the multiplier, the balance in the answer', async () => {
    const player = await fundedPlayer(testApp(), taka(1000))
    let expected = taka(1000)
    for (let round = 0; round < 6; round++) {
      const result = betOk(await as(player.cookie).dice(dice({ stake: taka(50), target: 9700 })))
      expected += result.bet.payout - taka(50)
      expect(result.balance).toBe(expected)
      expect(result.bet).toMatchObject({
        game: 'dice',
        currency: 'BDT',
        stake: taka(50),
        edgeBps: 100,
        nonce: round,
        roundId: null,
      })
      expect(result.bet.status).toBe(result.bet.multiplier ? 'won' : 'lost')
      // 97 % to win at (1 − 1 %) × 100 / 97.
      expect(result.bet.payout).toBe(result.bet.multiplier ? Math.floor((taka(50) * 10_206) / 10_000) : 0)
      expect(result.bet.settledAt).not.toBeNull()
    }
    expect(await cashOf(player.userId)).toBe(expected)
  })

  it('pays a win at most the published maximum payout per bet', async () => {
    await saveSettings((settings) => {
      settings.maxPayoutPerBet = taka(100) + 50
    })
    const rules = publicGameRules.array().parse((await as(null).rules()).json())
    expect(rules.map((game) => game.maxPayout)).toEqual(Array(5).fill(taka(100) + 50))
    const player = await fundedPlayer(testApp(), taka(1000))
    await as(player.cookie).seeds()
    const [seed] = await db().select().from(fairSeeds).where(eq(fairSeeds.userId, player.userId))
    if (!seed) throw new Error('no seed pair')
    // The roll is known from the seed: bet on the side that wins, 98.00 % either way (under 9800 or over 199), so
    // ×1.0102 uncapped whichever it is.
    const floats = await fairFloats({ serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce: 0 }, 1)
    const { roll } = diceOutcome(floats, { target: 9800, direction: 'under' }, 100)
    const bet = roll < 9800 ? { target: 9800, direction: 'under' } : { target: 199, direction: 'over' }
    const won = betOk(await as(player.cookie).dice(dice({ stake: taka(100), ...bet })))
    expect(won.bet).toMatchObject({ status: 'won', multiplier: 10_102, payout: taka(100) + 50 })
    expect(await cashOf(player.userId)).toBe(taka(1000) + 50)
  })

  it('refuses a stake outside the limits and bad parameters with field codes, charging nothing', async () => {
    const player = await fundedPlayer(testApp(), taka(100_000))
    const cases: [Promise<{ statusCode: number; json(): unknown }>, Record<string, string>][] = [
      [as(player.cookie).dice(dice({ stake: 999 })), { stake: 'AMOUNT_BELOW_MINIMUM' }],
      [as(player.cookie).dice(dice({ stake: 5_000_001 })), { stake: 'AMOUNT_ABOVE_MAXIMUM' }],
      [as(player.cookie).dice(dice({ target: 150 })), { target: 'NUMBER_OUT_OF_RANGE' }],
      [as(player.cookie).dice(dice({ direction: 'over', target: 9900 })), { target: 'NUMBER_OUT_OF_RANGE' }],
      [as(player.cookie).dice(dice({ direction: 'sideways' })), { direction: 'INVALID_CHOICE' }],
      [as(player.cookie).limbo({ stake: taka(20), target: 10_050 }), { target: 'NUMBER_OUT_OF_RANGE' }],
      [as(player.cookie).limbo({ stake: taka(20), target: 10_000 }), { target: 'NUMBER_OUT_OF_RANGE' }],
      [as(player.cookie).headsTails({ stake: taka(20), pick: 'edge' }), { pick: 'INVALID_CHOICE' }],
      [as(player.cookie).headsTails({ pick: 'heads' }), { stake: 'REQUIRED' }],
    ]
    for (const [request, fields] of cases) {
      const response = await request
      expect(response.statusCode).toBe(400)
      expect(errorOf(response).fields).toEqual(fields)
    }
    const noKey = await as(player.cookie).dice(dice(), null)
    expect(noKey.statusCode).toBe(400)
    expect(errorOf(noKey).fields).toEqual({ 'idempotency-key': 'REQUIRED' })
    expect(await cashOf(player.userId)).toBe(taka(100_000))
    expect(await db().select().from(gameBets).where(eq(gameBets.userId, player.userId))).toEqual([])
  })

  it('follows the limits saved in the back office', async () => {
    const player = await fundedPlayer(testApp(), taka(1000))
    await saveSettings((settings) => {
      settings.games.limbo.minStake = taka(100)
      settings.games.limbo.maxStake = taka(200)
    })
    const low = await as(player.cookie).limbo({ stake: taka(50), target: 20_000 })
    expect(errorOf(low).fields).toEqual({ stake: 'AMOUNT_BELOW_MINIMUM' })
    const high = await as(player.cookie).limbo({ stake: taka(201), target: 20_000 })
    expect(errorOf(high).fields).toEqual({ stake: 'AMOUNT_ABOVE_MAXIMUM' })
    betOk(await as(player.cookie).limbo({ stake: taka(200), target: 20_000 }))
  })

  it('is refused with GAME_DISABLED while the game is switched off', async () => {
    const player = await fundedPlayer(testApp(), taka(1000))
    await saveSettings((settings) => {
      settings.games.heads_tails.isEnabled = false
    })
    const response = await as(player.cookie).headsTails({ stake: taka(20), pick: 'heads' })
    expect(response.statusCode).toBe(409)
    expect(errorOf(response).code).toBe('GAME_DISABLED')
    expect(await cashOf(player.userId)).toBe(taka(1000))
    betOk(await as(player.cookie).dice(dice()))
  })

  it('is for players with a wallet: visitors 401, staff 403', async () => {
    expect((await as(null).dice(dice())).statusCode).toBe(401)
    const admin = await makeUserWithRole(testApp(), 'admin')
    const response = await as(admin.cookie).dice(dice())
    expect(response.statusCode).toBe(403)
  })

  it('is refused with INSUFFICIENT_FUNDS when the balance is short, using up no nonce', async () => {
    const player = await fundedPlayer(testApp(), taka(15))
    const response = await as(player.cookie).dice(dice({ stake: taka(20) }))
    expect(response.statusCode).toBe(409)
    expect(errorOf(response).code).toBe('INSUFFICIENT_FUNDS')
    const seeds = seedsView.parse((await as(player.cookie).seeds()).json())
    expect(seeds.active.nextNonce).toBe(0)
    expect(await cashOf(player.userId)).toBe(taka(15))
  })

  it('uses a changed edge from the next seed pair only', async () => {
    const player = await fundedPlayer(testApp(), taka(1000))
    betOk(await as(player.cookie).dice(dice()))
    await saveSettings((settings) => {
      settings.games.dice.edgeBps = 400
    })
    const before = betOk(await as(player.cookie).dice(dice({ target: 9700 })))
    expect(before.bet.edgeBps).toBe(100)
    await as(player.cookie).rotate()
    const after = betOk(await as(player.cookie).dice(dice({ target: 9700 })))
    expect(after.bet.edgeBps).toBe(400)
    if (after.bet.multiplier) expect(after.bet.multiplier).toBe(Math.floor((9600 * 10_000) / 9700))
  })

  it('answers a replayed request (same key) with the first answer and charges once; another body is refused', async () => {
    const player = await fundedPlayer(testApp(), taka(1000))
    const key = newKey('dice')
    const firstAnswer = await as(player.cookie).dice(dice(), key)
    expect(firstAnswer.headers['idempotent-replay']).toBeUndefined()
    const first = betOk(firstAnswer)
    const replayAnswer = await as(player.cookie).dice(dice(), key)
    // Marked, so the page reads the balance again rather than show the first answer's.
    expect(replayAnswer.headers['idempotent-replay']).toBe('true')
    expect(betOk(replayAnswer)).toEqual(first)
    expect(await cashOf(player.userId)).toBe(first.balance)
    const other = await as(player.cookie).dice(dice({ stake: taka(30) }), key)
    expect(other.statusCode).toBe(422)
    expect(errorOf(other).code).toBe('IDEMPOTENCY_KEY_REUSED')
    const otherGame = await as(player.cookie).headsTails({ stake: taka(20), pick: 'heads' }, key)
    expect(errorOf(otherGame).code).toBe('IDEMPOTENCY_KEY_REUSED')
    expect(await db().select().from(gameBets).where(eq(gameBets.userId, player.userId))).toHaveLength(1)
  })
})

describe('Bet History', () => {
  it("lists the player's own bets newest first, 20 a page, by game and Asia/Dhaka day", async () => {
    const player = await fundedPlayer(testApp(), taka(10_000))
    const other = await fundedPlayer(testApp(), taka(1000))
    betOk(await as(other.cookie).dice(dice()))
    const placed: string[] = []
    for (let index = 0; index < 22; index++) placed.push(betOk(await as(player.cookie).dice(dice())).bet.id)
    const coin = betOk(await as(player.cookie).headsTails({ stake: taka(20), pick: 'heads' })).bet

    const first = betHistoryPage.parse((await as(player.cookie).history()).json())
    expect(first).toMatchObject({ total: 23, page: 1, pageSize: 20 })
    expect(first.items.map((bet) => bet.id).slice(0, 2)).toEqual([coin.id, placed[21]])
    const second = betHistoryPage.parse((await as(player.cookie).history('?page=2')).json())
    expect(second.items.map((bet) => bet.id)).toEqual([placed[2], placed[1], placed[0]])
    const coins = betHistoryPage.parse((await as(player.cookie).history('?game=heads_tails')).json())
    expect(coins.items.map((bet) => bet.id)).toEqual([coin.id])

    // 19:30 UTC on 1 January is 01:30 on 2 January in Dhaka.
    await db()
      .update(gameBets)
      .set({ createdAt: new Date('2026-01-01T19:30:00Z') })
      .where(eq(gameBets.id, coin.id))
    const onSecond = betHistoryPage.parse(
      (await as(player.cookie).history('?from=2026-01-02&to=2026-01-02')).json(),
    )
    expect(onSecond.items.map((bet) => bet.id)).toEqual([coin.id])
    const onFirst = betHistoryPage.parse(
      (await as(player.cookie).history('?from=2026-01-01&to=2026-01-01')).json(),
    )
    expect(onFirst.items).toEqual([])

    const bad = await as(player.cookie).history('?from=2026-02-30')
    expect(bad.statusCode).toBe(400)
    expect(errorOf(bad).fields).toEqual({ from: 'INVALID_DATE' })
    const reversed = await as(player.cookie).history('?from=2026-02-02&to=2026-02-01')
    expect(errorOf(reversed).fields).toEqual({ to: 'DATE_BEFORE_FROM' })
    expect((await as(null).history()).statusCode).toBe(401)
  })
})

describe("a bet's fairness inputs", () => {
  it('give the seeds and parameters, the server seed only once rotated, to the bet owner only', async () => {
    const player = await fundedPlayer(testApp(), taka(1000))
    const bet = betOk(await as(player.cookie).dice(dice({ target: 3000, direction: 'over' }))).bet
    const seeds = seedsView.parse((await as(player.cookie).seeds()).json())
    const hidden = betFairnessInputs.parse((await as(player.cookie).fairness(bet.id)).json())
    expect(hidden).toEqual({
      betId: bet.id,
      game: 'dice',
      edgeBps: 100,
      params: { target: 3000, direction: 'over' },
      seeded: {
        serverSeedHash: seeds.active.serverSeedHash,
        serverSeed: null,
        clientSeed: seeds.active.clientSeed,
        nonce: 0,
      },
      crash: null,
    })
    const rotated = seedsView.parse((await as(player.cookie).rotate()).json())
    const shown = betFairnessInputs.parse((await as(player.cookie).fairness(bet.id)).json())
    expect(shown.seeded?.serverSeed).toBe(rotated.previous?.serverSeed)

    const stranger = await fundedPlayer(testApp(), 0)
    expect((await as(stranger.cookie).fairness(bet.id)).statusCode).toBe(404)
    expect((await as(player.cookie).fairness('not-a-bet')).statusCode).toBe(404)
    expect((await as(null).fairness(bet.id)).statusCode).toBe(401)
  })

  it("give a Crash bet's round, chain commitment and salt, and the round's seed once it crashed", async () => {
    const player = await fundedPlayer(testApp(), 0)
    const [chain] = await db()
      .insert(crashChains)
      .values({ commitment: `c-${newKey()}`, salt: 'salt-text', terminalSeed: 'terminal', length: 10 })
      .returning()
    if (!chain) throw new Error('no chain')
    const [round] = await db()
      .insert(crashRounds)
      .values({
        chainId: chain.id,
        roundNumber: 7,
        seed: 'round-seed-7',
        crashPoint: 25_000,
        edgeBps: 100,
        payoutCap: taka(1_000),
        bettingEndsAt: new Date(),
      })
      .returning()
    if (!round) throw new Error('no round')
    // A bet row only: no money moved, so nothing for the ledger to reconcile.
    const [bet] = await db()
      .insert(gameBets)
      .values({
        userId: player.userId,
        game: 'crash',
        currency: 'BDT',
        stake: taka(20),
        edgeBps: 100,
        maxPayout: taka(1_000),
        roundId: round.id,
        slot: 1,
        autoCashout: 20_000,
        details: { slot: 1, autoCashout: 20_000, crashPoint: null },
      })
      .returning()
    if (!bet) throw new Error('no bet')
    const running = betFairnessInputs.parse((await as(player.cookie).fairness(bet.id)).json())
    expect(running).toMatchObject({
      game: 'crash',
      params: { slot: 1, autoCashout: 20_000 },
      seeded: null,
      crash: {
        roundId: String(round.id),
        roundNumber: 7,
        chainCommitment: chain.commitment,
        salt: 'salt-text',
        roundSeed: null,
      },
    })
    await db().update(crashRounds).set({ phase: 'crashed' }).where(eq(crashRounds.id, round.id))
    const crashed = betFairnessInputs.parse((await as(player.cookie).fairness(bet.id)).json())
    expect(crashed.crash?.roundSeed).toBe('round-seed-7')
  })
})

describe('under concurrency (PostgreSQL)', () => {
  it.runIf(isPostgres)(
    '40 dice bets at once on a balance for 10: never below zero, nonces without gaps, the ledger reconciles',
    async () => {
      const player = await fundedPlayer(testApp(), taka(200))
      // A 2 % chance to win, so wins rarely refill the balance.
      const responses = await Promise.all(
        Array.from({ length: 40 }, () => as(player.cookie).dice(dice({ stake: taka(20), target: 200 }))),
      )
      const placed = responses.filter((response) => response.statusCode === 200).map(betOk)
      const refused = responses.filter((response) => response.statusCode !== 200)
      expect(new Set(refused.map((response) => errorOf(response).code))).toEqual(
        placed.length === 40 ? new Set() : new Set(['INSUFFICIENT_FUNDS']),
      )
      expect(placed.length).toBeGreaterThanOrEqual(10)
      const nonces = placed.map((result) => result.bet.nonce).sort((a, b) => (a ?? 0) - (b ?? 0))
      expect(nonces).toEqual(placed.map((_, index) => index))
      const won = placed.reduce((sum, result) => sum + result.bet.payout, 0)
      const cash = await cashOf(player.userId)
      expect(cash).toBe(taka(200) - placed.length * taka(20) + won)
      expect(cash).toBeGreaterThanOrEqual(0)
      expect(Math.min(...placed.map((result) => result.balance))).toBeGreaterThanOrEqual(0)
      const [seed] = await db().select().from(fairSeeds).where(eq(fairSeeds.userId, player.userId))
      expect(seed?.nextNonce).toBe(placed.length)
    },
    60_000,
  )

  it.runIf(isPostgres)('the same bet request sent 20 times at once is charged once', async () => {
    const player = await fundedPlayer(testApp(), taka(1000))
    const key = newKey('dice')
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => as(player.cookie).limbo({ stake: taka(100), target: 30_000 }, key)),
    )
    const results = responses.map(betOk)
    expect(new Set(results.map((result) => result.bet.id)).size).toBe(1)
    const [first] = results
    expect(await cashOf(player.userId)).toBe(taka(900) + (first?.bet.payout ?? 0))
    expect(await db().select().from(gameBets).where(eq(gameBets.userId, player.userId))).toHaveLength(1)
    const other = await as(player.cookie).limbo({ stake: taka(100), target: 40_000 }, key)
    expect(errorOf(other).code).toBe('IDEMPOTENCY_KEY_REUSED')
  })
})
