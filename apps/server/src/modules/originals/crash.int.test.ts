import { payoutMinor } from '@khela/contracts/fairness'
import { CRASH_MAX_POINT, crashPoint, hashChainRound } from '@khela/contracts/fairness-crash'
import {
  adminCrashRound,
  betFairnessInputs,
  betResult,
  type CrashEvent,
  crashCapMultiplier,
  crashChainView,
  crashChannel,
  crashMultiplierAt,
  crashRoundState,
  defaultOriginalsSettings,
  type OriginalsSettings,
  originalsLimitBounds,
} from '@khela/contracts/originals'
import { and, desc, eq, ne, sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import {
  crashClient,
  finishCrashRounds,
  flyCrashRound,
  insertCrashRound,
  openCrashRound,
} from '../../../test/crash.ts'
import { expectCleanLedger, newKey } from '../../../test/ledger.ts'
import { makeUserWithRole } from '../../../test/make-staff.ts'
import { errorOf, fundedPlayer, originalsClient } from '../../../test/originals.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { ledgerAccounts } from '../../db/schema/ledger.ts'
import { crashChains, crashRounds, gameBets } from '../../db/schema/originals.ts'
import { operatorSettings } from '../../db/schema/settings.ts'
import { findBalances } from '../wallet/find-balances.ts'
import { createCrashSeedCache } from './crash-chain-seeds.ts'
import { startCrashEngine } from './crash-engine.ts'
import { createCrashRound } from './create-crash-round.ts'
import { originalsSettingsKey } from './find-originals-settings.ts'
import { payCrashCashouts } from './pay-crash-cashouts.ts'
import { settleCrashRound } from './settle-crash-round.ts'
import { takeOffCrashRound } from './take-off-crash-round.ts'

const testApp = useTestApp()
const isPostgres = process.env.KHELA_TEST_DRIVER === 'pg'
const db = () => testApp().services.database.db
const as = (cookie: string | null) => crashClient(testApp(), cookie)
const taka = (amount: number) => amount * 100
const quietLog = { warn() {}, error() {} }

afterEach(async () => {
  await db().delete(operatorSettings).where(eq(operatorSettings.key, originalsSettingsKey))
  await expectCleanLedger(testApp())
})

async function saveSettings(change: (settings: OriginalsSettings) => void) {
  const admin = await makeUserWithRole(testApp(), 'admin')
  const settings = structuredClone(defaultOriginalsSettings)
  change(settings)
  const response = await originalsClient(testApp(), admin.cookie).saveSettings(settings)
  expect(response.statusCode, response.body).toBe(200)
}

const cashOf = async (userId: string) => (await findBalances(db(), userId))?.cash

function betOk(response: { statusCode: number; body: string; json(): unknown }) {
  expect(response.statusCode, response.body).toBe(200)
  return betResult.parse(response.json())
}

async function betOf(betId: string) {
  const [bet] = await db().select().from(gameBets).where(eq(gameBets.id, betId))
  if (!bet) throw new Error(`no bet ${betId}`)
  return bet
}

const stakeOn = (roundId: number, overrides: object = {}) => ({
  roundId: String(roundId),
  slot: 0,
  stake: taka(100),
  ...overrides,
})

describe('bets', () => {
  it('take the stake once, even when the request is replayed', async () => {
    const player = await fundedPlayer(testApp(), taka(1_000))
    const round = await openCrashRound(testApp())
    const key = newKey('crash')
    const firstAnswer = await as(player.cookie).bet(stakeOn(round.id, { autoCashout: 20_000 }), key)
    expect(firstAnswer.headers['idempotent-replay']).toBeUndefined()
    const first = betOk(firstAnswer)
    expect(first.bet).toMatchObject({
      game: 'crash',
      status: 'open',
      stake: taka(100),
      roundId: String(round.id),
      details: { slot: 0, autoCashout: 20_000, crashPoint: null },
    })
    expect(first.balance).toBe(taka(900))
    const replayAnswer = await as(player.cookie).bet(stakeOn(round.id, { autoCashout: 20_000 }), key)
    expect(replayAnswer.headers['idempotent-replay']).toBe('true')
    expect(betOk(replayAnswer)).toEqual(first)
    expect(await cashOf(player.userId)).toBe(taka(900))
    const reused = await as(player.cookie).bet(stakeOn(round.id, { slot: 1 }), key)
    expect(errorOf(reused).code).toBe('IDEMPOTENCY_KEY_REUSED')
  })

  it('take two slots per player and round, not the same one twice', async () => {
    const player = await fundedPlayer(testApp(), taka(1_000))
    const round = await openCrashRound(testApp())
    betOk(await as(player.cookie).bet(stakeOn(round.id, { slot: 0 })))
    betOk(await as(player.cookie).bet(stakeOn(round.id, { slot: 1 })))
    const again = await as(player.cookie).bet(stakeOn(round.id, { slot: 0 }))
    expect(errorOf(again).code).toBe('BET_SLOT_TAKEN')
    expect(errorOf(await as(player.cookie).bet(stakeOn(round.id, { slot: 2 }))).code).toBe(
      'VALIDATION_FAILED',
    )
    expect(await cashOf(player.userId)).toBe(taka(800))
  })

  it('are refused once betting has closed, by take-off or by time', async () => {
    const player = await fundedPlayer(testApp(), taka(1_000))
    const flying = await openCrashRound(testApp())
    await flyCrashRound(testApp(), flying.id, 100)
    expect(errorOf(await as(player.cookie).bet(stakeOn(flying.id))).code).toBe('BETTING_CLOSED')
    const late = await openCrashRound(testApp(), { bettingMs: -1 })
    expect(errorOf(await as(player.cookie).bet(stakeOn(late.id))).code).toBe('BETTING_CLOSED')
    expect(errorOf(await as(player.cookie).bet(stakeOn(999_999_999))).code).toBe('NOT_FOUND')
    expect(await cashOf(player.userId)).toBe(taka(1_000))
  })

  it('keep to the limits and the switch, and need a signed-in player with the money', async () => {
    const player = await fundedPlayer(testApp(), taka(50))
    const round = await openCrashRound(testApp())
    const below = await as(player.cookie).bet(stakeOn(round.id, { stake: taka(5) }))
    expect(errorOf(below)).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { stake: 'AMOUNT_BELOW_MINIMUM' },
    })
    await saveSettings((settings) => {
      settings.games.crash.maxStake = taka(20)
    })
    const above = await as(player.cookie).bet(stakeOn(round.id, { stake: taka(30) }))
    expect(errorOf(above)).toMatchObject({ fields: { stake: 'AMOUNT_ABOVE_MAXIMUM' } })
    await saveSettings((settings) => {
      settings.games.crash.isEnabled = false
    })
    expect(errorOf(await as(player.cookie).bet(stakeOn(round.id))).code).toBe('GAME_DISABLED')
    await saveSettings(() => {})
    expect(errorOf(await as(player.cookie).bet(stakeOn(round.id))).code).toBe('INSUFFICIENT_FUNDS')
    expect((await as(null).bet(stakeOn(round.id))).statusCode).toBe(401)
    const staff = await makeUserWithRole(testApp(), 'finance')
    expect(errorOf(await as(staff.cookie).bet(stakeOn(round.id))).code).toBe('FORBIDDEN')
    expect(await cashOf(player.userId)).toBe(taka(50))
  })
})

describe('cash-outs', () => {
  it("pay the server's multiplier when the request arrives, once", async () => {
    const player = await fundedPlayer(testApp(), taka(1_000))
    const round = await openCrashRound(testApp(), { crashPoint: 500_000 })
    const { bet } = betOk(await as(player.cookie).bet(stakeOn(round.id)))
    expect(errorOf(await as(player.cookie).cashOut(bet.id)).code).toBe('CONFLICT')
    await flyCrashRound(testApp(), round.id, 2_000)
    const before = Date.now()
    const paid = betOk(await as(player.cookie).cashOut(bet.id))
    const after = Date.now()
    const multiplier = paid.bet.multiplier ?? 0
    expect(multiplier).toBeGreaterThanOrEqual(crashMultiplierAt(2_000 + (before - after) - 50))
    expect(multiplier).toBeLessThanOrEqual(crashMultiplierAt(2_000 + (after - before) + 50))
    expect(paid.bet).toMatchObject({ status: 'won', payout: Math.floor((taka(100) * multiplier) / 10_000) })
    expect(paid.balance).toBe(taka(900) + paid.bet.payout)
    expect(errorOf(await as(player.cookie).cashOut(bet.id)).code).toBe('BET_SETTLED')
    const stranger = await fundedPlayer(testApp(), 0)
    expect(errorOf(await as(stranger.cookie).cashOut(bet.id)).code).toBe('NOT_FOUND')
  })

  it('are refused once the multiplier has reached the crash point, and after the crash', async () => {
    const player = await fundedPlayer(testApp(), taka(1_000))
    const round = await openCrashRound(testApp(), { crashPoint: 10_500 })
    const { bet } = betOk(await as(player.cookie).bet(stakeOn(round.id)))
    const other = betOk(await as(player.cookie).bet(stakeOn(round.id, { slot: 1 }))).bet
    // ×1.05 is reached after 814 ms of flight; the engine has not settled the round yet.
    await flyCrashRound(testApp(), round.id, 2_000)
    expect(errorOf(await as(player.cookie).cashOut(bet.id)).code).toBe('CASHOUT_TOO_LATE')
    const settled = await settleCrashRound(db(), round.id)
    expect(settled?.lost.map((lost) => lost.id).sort()).toEqual([bet.id, other.id].sort())
    expect(errorOf(await as(player.cookie).cashOut(other.id)).code).toBe('CASHOUT_TOO_LATE')
    expect(await betOf(bet.id)).toMatchObject({ status: 'lost', multiplier: 0, payout: 0 })
    expect(await settleCrashRound(db(), round.id)).toBeNull()
    expect(await cashOf(player.userId)).toBe(taka(800))
  })

  it.runIf(isPostgres)('pay once when the same bet is cashed out twice at once', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const player = await fundedPlayer(testApp(), taka(1_000))
      const round = await openCrashRound(testApp(), { crashPoint: 500_000 })
      const { bet } = betOk(await as(player.cookie).bet(stakeOn(round.id)))
      await flyCrashRound(testApp(), round.id, 1_000)
      const answers = await Promise.all([
        as(player.cookie).cashOut(bet.id),
        as(player.cookie).cashOut(bet.id),
      ])
      const codes = answers.map((answer) => answer.statusCode).sort()
      expect(codes).toEqual([200, 409])
      const won = await betOf(bet.id)
      expect(await cashOf(player.userId)).toBe(taka(900) + won.payout)
    }
  })
})

describe('automatic cash-outs and the crash', () => {
  it('pay each target reached below the crash point at the target, and the crash takes the rest', async () => {
    const player = await fundedPlayer(testApp(), taka(1_000))
    const round = await openCrashRound(testApp(), { crashPoint: 20_000 })
    const early = betOk(await as(player.cookie).bet(stakeOn(round.id, { autoCashout: 15_000 }))).bet
    const never = betOk(await as(player.cookie).bet(stakeOn(round.id, { slot: 1, autoCashout: 20_000 }))).bet
    const flying = await flyCrashRound(testApp(), round.id, 0)
    expect(await payCrashCashouts(db(), flying, 14_900)).toEqual([])
    const paid = await payCrashCashouts(db(), flying, 15_200)
    expect(paid.map((bet) => bet.id)).toEqual([early.id])
    expect(await betOf(early.id)).toMatchObject({ status: 'won', multiplier: 15_000, payout: taka(150) })
    const settled = await settleCrashRound(db(), round.id)
    expect(settled?.lost.map((bet) => bet.id)).toEqual([never.id])
    expect(await cashOf(player.userId)).toBe(taka(800 + 150))
  })

  it('are paid by the crash when nobody paid them in flight (an interrupted round)', async () => {
    const player = await fundedPlayer(testApp(), taka(1_000))
    const round = await openCrashRound(testApp(), { crashPoint: 30_000 })
    const auto = betOk(await as(player.cookie).bet(stakeOn(round.id, { autoCashout: 25_000 }))).bet
    await flyCrashRound(testApp(), round.id, 60_000)
    const settled = await settleCrashRound(db(), round.id)
    expect(settled?.paid.map((bet) => bet.id)).toEqual([auto.id])
    expect(await betOf(auto.id)).toMatchObject({ status: 'won', multiplier: 25_000, payout: taka(250) })
  })

  it('stop at the published cap: every open bet is cashed out at cap ÷ total stakes', async () => {
    await saveSettings((settings) => {
      settings.crashRoundPayoutCap = taka(500)
    })
    const first = await fundedPlayer(testApp(), taka(1_000))
    const second = await fundedPlayer(testApp(), taka(1_000))
    const round = await openCrashRound(testApp(), { crashPoint: 100_000 })
    const low = betOk(await as(first.cookie).bet(stakeOn(round.id, { autoCashout: 15_000 }))).bet
    const high = betOk(await as(first.cookie).bet(stakeOn(round.id, { slot: 1, autoCashout: 50_000 }))).bet
    const manual = betOk(await as(second.cookie).bet(stakeOn(round.id))).bet
    // Stakes 300 taka, cap 500 taka: open bets are cashed out at ×1.66.
    const flying = await flyCrashRound(testApp(), round.id, 0)
    expect(flying.capMultiplier).toBe(16_600)
    const state = crashRoundState.parse((await as(null).state()).json())
    expect(state).toMatchObject({ phase: 'running', capMultiplier: 16_600, crashPoint: null })
    await payCrashCashouts(db(), flying, 15_000)
    await payCrashCashouts(db(), flying, 16_600)
    expect(await betOf(low.id)).toMatchObject({ status: 'won', multiplier: 15_000 })
    expect(await betOf(high.id)).toMatchObject({ status: 'won', multiplier: 16_600, payout: taka(166) })
    expect(await betOf(manual.id)).toMatchObject({ status: 'won', multiplier: 16_600, payout: taka(166) })
    expect(await settleCrashRound(db(), round.id)).toMatchObject({ paid: [], lost: [] })
  })

  it('pay a manual cash-out past the automatic target at the target', async () => {
    const player = await fundedPlayer(testApp(), taka(1_000))
    const round = await openCrashRound(testApp(), { crashPoint: 500_000 })
    const { bet } = betOk(await as(player.cookie).bet(stakeOn(round.id, { autoCashout: 15_000 })))
    // ×1.82 reached after 10 s; the engine (not running here) has not paid the ×1.50 target.
    await flyCrashRound(testApp(), round.id, 10_000)
    expect(betOk(await as(player.cookie).cashOut(bet.id)).bet).toMatchObject({
      status: 'won',
      multiplier: 15_000,
      payout: taka(150),
    })
    expect(await cashOf(player.userId)).toBe(taka(1_050))
  })

  it('keep the cap in force when the round was made: a change during betting applies from the next round', async () => {
    const player = await fundedPlayer(testApp(), taka(1_000))
    const round = await openCrashRound(testApp(), { crashPoint: 100_000 })
    betOk(await as(player.cookie).bet(stakeOn(round.id)))
    await saveSettings((settings) => {
      settings.crashRoundPayoutCap = taka(110)
    })
    const flying = await flyCrashRound(testApp(), round.id, 0)
    expect(flying.capMultiplier).toBe(
      crashCapMultiplier(defaultOriginalsSettings.crashRoundPayoutCap, taka(100)),
    )
    const next = await openCrashRound(testApp(), { crashPoint: 100_000 })
    expect(next.payoutCap).toBe(taka(110))
    betOk(await as(player.cookie).bet(stakeOn(next.id)))
    expect((await flyCrashRound(testApp(), next.id, 0)).capMultiplier).toBe(11_000)
  })

  it('pay at most the published maximum payout per bet, manual or automatic', async () => {
    await saveSettings((settings) => {
      settings.maxPayoutPerBet = taka(120)
    })
    const player = await fundedPlayer(testApp(), taka(1_000))
    const round = await openCrashRound(testApp(), { crashPoint: 500_000 })
    const auto = betOk(await as(player.cookie).bet(stakeOn(round.id, { autoCashout: 15_000 }))).bet
    const manual = betOk(await as(player.cookie).bet(stakeOn(round.id, { slot: 1 }))).bet
    const flying = await flyCrashRound(testApp(), round.id, 10_000)
    await payCrashCashouts(db(), flying, 15_000)
    expect(await betOf(auto.id)).toMatchObject({ status: 'won', multiplier: 15_000, payout: taka(120) })
    const cashed = betOk(await as(player.cookie).cashOut(manual.id)).bet
    expect(cashed.multiplier).toBeGreaterThan(18_000)
    expect(cashed.payout).toBe(taka(120))
    expect(await cashOf(player.userId)).toBe(taka(800 + 240))
  })

  it('keep the maximum per bet in force when placed: lowering it later never reaches an open bet', async () => {
    const player = await fundedPlayer(testApp(), taka(1_000))
    const round = await openCrashRound(testApp(), { crashPoint: 500_000 })
    const auto = betOk(await as(player.cookie).bet(stakeOn(round.id, { autoCashout: 15_000 }))).bet
    const manual = betOk(await as(player.cookie).bet(stakeOn(round.id, { slot: 1 }))).bet
    expect([auto.maxPayout, manual.maxPayout]).toEqual(
      Array(2).fill(defaultOriginalsSettings.maxPayoutPerBet),
    )
    await saveSettings((settings) => {
      settings.maxPayoutPerBet = taka(120)
    })
    const flying = await flyCrashRound(testApp(), round.id, 10_000)
    await payCrashCashouts(db(), flying, 15_000)
    expect(await betOf(auto.id)).toMatchObject({
      status: 'won',
      multiplier: 15_000,
      payout: taka(150),
      maxPayout: defaultOriginalsSettings.maxPayoutPerBet,
    })
    const cashed = betOk(await as(player.cookie).cashOut(manual.id)).bet
    expect(cashed.multiplier).toBeGreaterThan(18_000)
    expect(cashed.payout).toBe(payoutMinor(taka(100), cashed.multiplier ?? 0))
    expect(cashed.payout).toBeGreaterThan(taka(120))
    expect(await cashOf(player.userId)).toBe(taka(800 + 150) + cashed.payout)
  })

  it('caps a manual cash-out at the cap multiplier', async () => {
    await saveSettings((settings) => {
      settings.crashRoundPayoutCap = taka(110)
    })
    const player = await fundedPlayer(testApp(), taka(1_000))
    const round = await openCrashRound(testApp(), { crashPoint: 100_000 })
    const { bet } = betOk(await as(player.cookie).bet(stakeOn(round.id)))
    await flyCrashRound(testApp(), round.id, 3_000)
    expect(betOk(await as(player.cookie).cashOut(bet.id)).bet).toMatchObject({
      multiplier: 11_000,
      payout: taka(110),
    })
  })
})

describe('multipliers past 32 bits', () => {
  it('store a cap of ×500,000 (small stakes, the default cap) and the highest crash point', async () => {
    const first = await fundedPlayer(testApp(), taka(100))
    const second = await fundedPlayer(testApp(), taka(100))
    const round = await openCrashRound(testApp(), { crashPoint: CRASH_MAX_POINT })
    betOk(await as(first.cookie).bet(stakeOn(round.id, { stake: taka(10) })))
    betOk(await as(second.cookie).bet(stakeOn(round.id, { stake: taka(10) })))
    // 10,000,000 taka ÷ 20 taka = ×500,000: 5·10^9 ten-thousandths, past a 32-bit integer.
    const flying = await flyCrashRound(testApp(), round.id, 0)
    expect(flying.capMultiplier).toBe(
      crashCapMultiplier(defaultOriginalsSettings.crashRoundPayoutCap, taka(20)),
    )
    expect(flying.capMultiplier).toBeGreaterThan(2 ** 31)
    const [stored] = await db().select().from(crashRounds).where(eq(crashRounds.id, round.id))
    expect(stored).toMatchObject({ crashPoint: CRASH_MAX_POINT, capMultiplier: 5_000_000_000 })
  })
})

describe('huge stakes', () => {
  it('pay the highest stake at ×999,999.99 without overflow, so the crash settles', async () => {
    await saveSettings((settings) => {
      settings.games.crash.maxStake = originalsLimitBounds.maxStake
      settings.crashRoundPayoutCap = originalsLimitBounds.maxPayout
      settings.maxPayoutPerBet = originalsLimitBounds.maxPayout
    })
    const stake = originalsLimitBounds.maxStake
    const player = await fundedPlayer(testApp(), stake)
    const round = await openCrashRound(testApp(), { crashPoint: CRASH_MAX_POINT })
    const target = 9_999_999_900
    const { bet } = betOk(await as(player.cookie).bet(stakeOn(round.id, { stake, autoCashout: target })))
    await flyCrashRound(testApp(), round.id, 300_000)
    const settled = await settleCrashRound(db(), round.id)
    expect(settled?.paid.map((paid) => paid.id)).toEqual([bet.id])
    const payout = payoutMinor(stake, target)
    expect(await betOf(bet.id)).toMatchObject({ status: 'won', multiplier: target, payout })
    expect(await cashOf(player.userId)).toBe(payout)
  })

  it('are refused above the bounds in the settings', async () => {
    const admin = await makeUserWithRole(testApp(), 'admin')
    const settings = structuredClone(defaultOriginalsSettings)
    settings.games.crash.maxStake = originalsLimitBounds.maxStake + 1
    settings.crashRoundPayoutCap = originalsLimitBounds.maxPayout + 1
    const response = await originalsClient(testApp(), admin.cookie).saveSettings(settings)
    expect(errorOf(response)).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { 'games.crash.maxStake': 'NUMBER_OUT_OF_RANGE', crashRoundPayoutCap: 'NUMBER_OUT_OF_RANGE' },
    })
  })
})

describe('fairness', () => {
  it("reveals a round's seed when it ends: it hashes forward to the chain's commitment and gives its crash point", async () => {
    const player = await fundedPlayer(testApp(), taka(1_000))
    const round = await openCrashRound(testApp())
    const { bet } = betOk(await as(player.cookie).bet(stakeOn(round.id)))
    const hidden = betFairnessInputs.parse(
      (await originalsClient(testApp(), player.cookie).fairness(bet.id)).json(),
    )
    expect(hidden.crash?.roundSeed).toBeNull()
    await flyCrashRound(testApp(), round.id, 0)
    const crashed = (await settleCrashRound(db(), round.id))?.round
    if (!crashed) throw new Error('the round did not crash')
    const inputs = betFairnessInputs.parse(
      (await originalsClient(testApp(), player.cookie).fairness(bet.id)).json(),
    )
    const crash = inputs.crash
    if (!crash?.roundSeed || !crash.salt) throw new Error('the seed was not revealed')
    const chains = crashChainView.array().parse((await as(null).chains()).json())
    const chain = chains.find((candidate) => candidate.commitment === crash.chainCommitment)
    expect(chain?.salt).toBe(crash.salt)
    expect(await hashChainRound(crash.roundSeed, crash.chainCommitment, chain?.length ?? 0)).toBe(
      crash.roundNumber,
    )
    expect(await crashPoint(crash.roundSeed, crash.salt, inputs.edgeBps)).toBe(crashed.crashPoint)
    const state = crashRoundState.parse((await as(null).state()).json())
    expect(state.history[0]).toEqual({ roundId: String(round.id), crashPoint: crashed.crashPoint })
  })

  it('publishes a chain before its first round and never a crash point before the crash', async () => {
    const round = await openCrashRound(testApp())
    const [chain] = crashChainView.array().parse((await as(null).chains()).json())
    expect(chain?.commitment).toMatch(/^[0-9a-f]{64}$/)
    const state = crashRoundState.parse((await as(null).state()).json())
    expect(state).toMatchObject({ roundId: String(round.id), phase: 'betting', crashPoint: null })
    expect(JSON.stringify(state)).not.toContain(round.seed)
    expect(await hashChainRound(round.seed, state.chainCommitment, chain?.length ?? 0)).toBe(
      round.roundNumber,
    )
  })
})

describe('the live list', () => {
  it('is shared for a quarter second but read afresh after a bet or a cash-out', async () => {
    const first = await fundedPlayer(testApp(), taka(1_000))
    const second = await fundedPlayer(testApp(), taka(1_000))
    const round = await openCrashRound(testApp(), { crashPoint: 500_000 })
    const listed = async () => crashRoundState.parse((await as(null).state()).json())
    const opening = betOk(await as(first.cookie).bet(stakeOn(round.id))).bet
    expect((await listed()).bets.map((bet) => bet.betId)).toEqual([opening.id])
    const cached = await listed()
    const later = betOk(await as(second.cookie).bet(stakeOn(round.id))).bet
    const afterBet = await listed()
    expect(afterBet.bets.map((bet) => bet.betId)).toEqual([opening.id, later.id])
    expect(afterBet.serverTime).toBeGreaterThanOrEqual(cached.serverTime)
    await flyCrashRound(testApp(), round.id, 1_000)
    await as(first.cookie).cashOut(opening.id)
    expect((await listed()).bets.find((bet) => bet.betId === opening.id)?.status).toBe('won')
  })

  it('masks other players for players and shows staff the names', async () => {
    const player = await fundedPlayer(testApp(), taka(1_000))
    const round = await openCrashRound(testApp())
    betOk(await as(player.cookie).bet(stakeOn(round.id)))
    const state = crashRoundState.parse((await as(null).state()).json())
    expect(state.bets).toHaveLength(1)
    expect(state.bets[0]?.player).toMatch(/\*\*\*/)
    expect(JSON.stringify(state)).not.toContain(player.userId)
    const staff = await makeUserWithRole(testApp(), 'finance')
    const live = adminCrashRound.parse((await as(staff.cookie).liveRound()).json())
    expect(live.bets[0]).toMatchObject({ userId: player.userId })
    expect(live.bets[0]?.player).not.toMatch(/\*\*\*/)
    expect((await as(player.cookie).liveRound()).statusCode).toBe(403)
  })
})

/** Collects the crash channel's events from this instance's hub, so a test can wait for one. */
function listenToCrash() {
  const events: CrashEvent[] = []
  const waiters = new Set<() => void>()
  const unsubscribe = testApp().services.realtime.subscribe(crashChannel, (data) => {
    events.push(data as CrashEvent)
    for (const wake of waiters) wake()
  })
  async function next(matches: (event: CrashEvent) => boolean, timeoutMs = 15_000): Promise<CrashEvent> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const found = events.find(matches)
      if (found) return found
      if (Date.now() > deadline)
        throw new Error(`no matching crash event; got ${JSON.stringify(events.slice(-5))}`)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, deadline - Date.now())
        waiters.add(() => {
          clearTimeout(timer)
          resolve()
        })
      })
      waiters.clear()
    }
  }
  return { events, next, unsubscribe }
}

/** Until a session of this database waits for a row lock. */
async function waitForLockWait() {
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    const waiting = (await db().execute(
      sql`SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    )) as unknown as { rows: unknown[] }
    if (waiting.rows.length > 0) return
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error('nobody waited for a lock')
}

/** Ends the rounds earlier tests left open, so the engine starts from a finished one. */
async function settleUnfinishedRounds() {
  const rounds = await db().select().from(crashRounds).where(ne(crashRounds.phase, 'crashed'))
  for (const round of rounds) {
    if (round.phase === 'betting') await takeOffCrashRound(db(), round.id)
    await settleCrashRound(db(), round.id)
  }
}

describe('the engine', () => {
  it('runs rounds: betting, take-off, ticks on schedule, automatic cash-outs, the crash, a pause, the next round', async () => {
    const player = await fundedPlayer(testApp(), taka(1_000))
    await settleUnfinishedRounds()
    const listener = listenToCrash()
    const engine = startCrashEngine({
      db: db(),
      realtime: testApp().services.realtime,
      log: quietLog,
      timings: { bettingMs: 1_500, pauseMs: 300, tickMs: 50 },
    })
    try {
      const betting = await listener.next((event) => event.type === 'round' && event.phase === 'betting')
      if (betting.type !== 'round') throw new Error('not a round event')
      const roundId = Number(betting.roundId)
      // ×1.15 is reached 2,330 ms after take-off.
      await db().update(crashRounds).set({ crashPoint: 11_500 }).where(eq(crashRounds.id, roundId))
      const auto = betOk(await as(player.cookie).bet(stakeOn(roundId, { autoCashout: 10_500 }))).bet
      const rider = betOk(await as(player.cookie).bet(stakeOn(roundId, { slot: 1 }))).bet
      const crashed = await listener.next(
        (event) => event.type === 'round' && event.roundId === betting.roundId && event.phase === 'crashed',
      )
      expect(crashed).toMatchObject({ crashPoint: 11_500 })
      const ticks = listener.events.filter(
        (event) => event.type === 'tick' && event.roundId === betting.roundId,
      )
      expect(ticks.length).toBeGreaterThan(10)
      for (const tick of ticks) {
        if (tick.type !== 'tick') continue
        expect(tick.elapsedMs % 50).toBe(0)
        expect(tick.multiplier).toBe(crashMultiplierAt(tick.elapsedMs))
        expect(tick.multiplier).toBeLessThan(11_500)
      }
      expect(listener.events.some((event) => event.type === 'round' && event.phase === 'running')).toBe(true)
      expect(
        listener.events.find((event) => event.type === 'cashout' && event.bet.betId === auto.id),
      ).toMatchObject({ bet: { status: 'won', cashedOutAt: 10_500 } })
      expect(await betOf(auto.id)).toMatchObject({ status: 'won', multiplier: 10_500 })
      expect(await betOf(rider.id)).toMatchObject({ status: 'lost' })
      const next = await listener.next(
        (event) => event.type === 'round' && event.phase === 'betting' && event.roundId !== betting.roundId,
      )
      const [ended] = await db().select().from(crashRounds).where(eq(crashRounds.id, roundId))
      const [following] = await db()
        .select()
        .from(crashRounds)
        .where(eq(crashRounds.id, Number(next.type === 'round' ? next.roundId : 0)))
      expect(
        (following?.createdAt.getTime() ?? 0) - (ended?.crashedAt?.getTime() ?? 0),
      ).toBeGreaterThanOrEqual(299)
    } finally {
      await engine.stop()
      listener.unsubscribe()
    }
  })

  it('continues an interrupted round by its own timeline and settles one whose crash time has passed at once', async () => {
    const player = await fundedPlayer(testApp(), taka(1_000))
    const round = await openCrashRound(testApp(), { crashPoint: 12_000 })
    const auto = betOk(await as(player.cookie).bet(stakeOn(round.id, { autoCashout: 11_000 }))).bet
    const rider = betOk(await as(player.cookie).bet(stakeOn(round.id, { slot: 1 }))).bet
    // Its leader died mid-flight; the crash time (3,039 ms after take-off) is long gone.
    await flyCrashRound(testApp(), round.id, 30_000)
    const listener = listenToCrash()
    const started = Date.now()
    const engine = startCrashEngine({ db: db(), realtime: testApp().services.realtime, log: quietLog })
    try {
      await listener.next(
        (event) => event.type === 'round' && event.roundId === String(round.id) && event.phase === 'crashed',
      )
      expect(Date.now() - started).toBeLessThan(10_000)
      expect(
        listener.events.some((event) => event.type === 'tick' && event.roundId === String(round.id)),
      ).toBe(false)
    } finally {
      await engine.stop()
      listener.unsubscribe()
    }
    expect(await betOf(auto.id)).toMatchObject({ status: 'won', multiplier: 11_000 })
    expect(await betOf(rider.id)).toMatchObject({ status: 'lost' })
    const open = await db()
      .select()
      .from(gameBets)
      .where(and(eq(gameBets.roundId, round.id), eq(gameBets.status, 'open')))
    expect(open).toEqual([])
  })
})

describe('a round taken over from another leader', () => {
  it('resumes ticking at the next slot, never resending the one the old leader may have sent', async () => {
    const round = await openCrashRound(testApp(), { crashPoint: 100_000 })
    const flying = await flyCrashRound(testApp(), round.id, 1_050)
    const listener = listenToCrash()
    const slotInProgress = Math.floor((Date.now() - flying.bettingEndsAt.getTime()) / 100) * 100
    const engine = startCrashEngine({ db: db(), realtime: testApp().services.realtime, log: quietLog })
    try {
      const first = await listener.next(
        (event) => event.type === 'tick' && event.roundId === String(round.id),
      )
      expect(first.type === 'tick' && first.elapsedMs).toBeGreaterThan(slotInProgress)
    } finally {
      await engine.stop()
      listener.unsubscribe()
      await finishCrashRounds(testApp())
    }
  })
})

describe('one unfinished round at a time', () => {
  const create = (chainLength?: number) =>
    createCrashRound(db(), createCrashSeedCache(), { now: Date.now(), bettingMs: 60_000, chainLength })

  it('a round made while another is unfinished is that round', async () => {
    const round = await openCrashRound(testApp())
    expect((await create()).id).toBe(round.id)
    await flyCrashRound(testApp(), round.id, 0)
    expect((await create()).id).toBe(round.id)
    await settleCrashRound(db(), round.id)
    expect((await create()).id).toBeGreaterThan(round.id)
    await finishCrashRounds(testApp())
  })

  it('the engine flies and settles an orphan round before a newer one', async () => {
    const player = await fundedPlayer(testApp(), taka(1_000))
    const orphan = await openCrashRound(testApp(), { crashPoint: 12_000 })
    const auto = betOk(await as(player.cookie).bet(stakeOn(orphan.id, { autoCashout: 11_000 }))).bet
    const rider = betOk(await as(player.cookie).bet(stakeOn(orphan.id, { slot: 1 }))).bet
    // A second leader made the next round while this one was taking bets; its betting time then ran out.
    const newer = await insertCrashRound(testApp())
    await db()
      .update(crashRounds)
      .set({ bettingEndsAt: new Date(Date.now() - 30_000) })
      .where(eq(crashRounds.id, orphan.id))
    const listener = listenToCrash()
    const engine = startCrashEngine({ db: db(), realtime: testApp().services.realtime, log: quietLog })
    try {
      await listener.next(
        (event) => event.type === 'round' && event.roundId === String(orphan.id) && event.phase === 'crashed',
        10_000,
      )
    } finally {
      await engine.stop()
      listener.unsubscribe()
    }
    expect(await betOf(auto.id)).toMatchObject({ status: 'won', multiplier: 11_000 })
    expect(await betOf(rider.id)).toMatchObject({ status: 'lost' })
    const [stillBetting] = await db().select().from(crashRounds).where(eq(crashRounds.id, newer.id))
    expect(stillBetting?.phase).toBe('betting')
    expect(await cashOf(player.userId)).toBe(taka(800 + 110))
    await finishCrashRounds(testApp())
  })

  it.runIf(isPostgres)('leaders making a round at once make one, and one chain at a chain end', async () => {
    await finishCrashRounds(testApp())
    const [latest] = await db().select().from(crashRounds).orderBy(desc(crashRounds.id)).limit(1)
    if (!latest) throw new Error('no round yet')
    // The current chain is used up: the next round starts a new one.
    await db()
      .update(crashChains)
      .set({ length: latest.roundNumber })
      .where(eq(crashChains.id, latest.chainId))
    const chainsBefore = (await db().select().from(crashChains)).length
    const made = await Promise.all(Array.from({ length: 4 }, () => create(5)))
    expect(new Set(made.map((round) => round.id)).size).toBe(1)
    expect((await db().select().from(crashChains)).length).toBe(chainsBefore + 1)
    expect(await db().select().from(crashRounds).where(ne(crashRounds.phase, 'crashed'))).toHaveLength(1)
    await finishCrashRounds(testApp())
  })
})

describe.runIf(isPostgres)('on PostgreSQL, bets at once', () => {
  it('never take a balance below zero', async () => {
    const player = await fundedPlayer(testApp(), taka(250))
    const rounds = [
      await openCrashRound(testApp()),
      await insertCrashRound(testApp()),
      await insertCrashRound(testApp()),
    ]
    const answers = await Promise.all(
      rounds.flatMap((round) => [0, 1].map((slot) => as(player.cookie).bet(stakeOn(round.id, { slot })))),
    )
    const accepted = answers.filter((answer) => answer.statusCode === 200)
    expect(accepted).toHaveLength(2)
    expect(
      answers.filter((answer) => answer.statusCode !== 200).map((answer) => errorOf(answer).code),
    ).toEqual(Array(4).fill('INSUFFICIENT_FUNDS'))
    expect(await cashOf(player.userId)).toBe(taka(50))
  })

  it('the crash locks the open bets before any account, as a manual cash-out does (no deadlock)', async () => {
    const player = await fundedPlayer(testApp(), taka(1_000))
    const round = await openCrashRound(testApp(), { crashPoint: 500_000 })
    const auto = betOk(await as(player.cookie).bet(stakeOn(round.id, { autoCashout: 15_000 }))).bet
    const manual = betOk(await as(player.cookie).bet(stakeOn(round.id, { slot: 1 }))).bet
    await flyCrashRound(testApp(), round.id, 10_000)
    const [account] = await db()
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.ownerId, player.userId), eq(ledgerAccounts.kind, 'player_cash')))
    if (!account) throw new Error('no cash account')
    let settling: Promise<unknown> = Promise.resolve()
    // A manual cash-out holding its bet (it would take the account next) while the crash comes.
    await db().transaction(async (cashOut) => {
      await cashOut.select().from(gameBets).where(eq(gameBets.id, manual.id)).for('update')
      settling = settleCrashRound(db(), round.id)
      await waitForLockWait()
      // The crash waits on the bet and holds no account yet, so the cash-out can take it.
      const [held] = await cashOut
        .select({ id: ledgerAccounts.id })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.id, account.id))
        .for('update', { noWait: true })
      expect(held?.id).toBe(account.id)
    })
    await settling
    expect(await betOf(auto.id)).toMatchObject({ status: 'won', multiplier: 15_000 })
    expect(await betOf(manual.id)).toMatchObject({ status: 'lost' })
  })

  it('count every stake towards the cap: take-off waits for bets in flight', async () => {
    const players = await Promise.all(Array.from({ length: 8 }, () => fundedPlayer(testApp(), taka(1_000))))
    const round = await openCrashRound(testApp())
    const bets = players.map((player) => as(player.cookie).bet(stakeOn(round.id)))
    const flying = await flyCrashRound(testApp(), round.id, 0)
    const answers = await Promise.all(bets)
    const accepted = answers.filter((answer) => answer.statusCode === 200).length
    const [row] = await db().select().from(crashRounds).where(eq(crashRounds.id, flying.id))
    const stakes = await db().select().from(gameBets).where(eq(gameBets.roundId, round.id))
    expect(stakes).toHaveLength(accepted)
    expect(row?.capMultiplier).toBe(
      crashCapMultiplier(defaultOriginalsSettings.crashRoundPayoutCap, accepted * taka(100)),
    )
    await settleCrashRound(db(), round.id)
  })
})
