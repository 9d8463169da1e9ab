import { errorBody } from '@khela/contracts/errors'
import { type LimitValues, limitKeys } from '@khela/contracts/responsible-gambling'
import { beforeAll, describe, expect, it } from 'vitest'
import { depositFor, expectCleanLedger } from '../../../test/ledger.ts'
import {
  addWalletProvider,
  launchFor,
  sendWalletCall,
  type TestProvider,
} from '../../../test/provider-wallet.ts'
import { signUpPlayer } from '../../../test/sign-up.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { providerSessions } from '../../db/schema/providers.ts'
import { clock } from '../../lib/clock.ts'
import { findPlayerAccounts } from '../wallet/find-player-accounts.ts'
import { sha256Hex } from './wallet-signature.ts'

/**
 * The providers' wallet API, one test per scenario a provider's certification would run: replays, rollbacks in
 * every order, the caller's checks and the player's gates. Every test ends with a reconciled ledger.
 */
const testApp = useTestApp()
let provider: TestProvider

beforeAll(async () => {
  provider = await addWalletProvider(testApp())
})

let counter = 0
const unique = (label: string) => `${label}-${++counter}-${Math.random().toString(36).slice(2, 8)}`

/** A player with 1,000 taka and a launch token, and the parts every call of theirs carries. */
async function playerInGame(cash = 100_000) {
  const player = await signUpPlayer(testApp())
  if (cash > 0) await depositFor(testApp(), player.userId, cash)
  const token = await launchFor(testApp(), provider, player.userId)
  const base = { token, player: player.userId, currency: 'BDT', game: provider.gameCode }
  return { ...player, token, base, round: unique('round') }
}

const cashOf = async (userId: string) =>
  (await findPlayerAccounts(testApp().services.database.db, userId))?.balances.player_cash

function refusal(response: { statusCode: number; json(): unknown }) {
  return { status: response.statusCode, ...errorBody.parse(response.json()).error }
}

describe('the wallet API', () => {
  it("answers the player's balance", async () => {
    const player = await playerInGame(25_000)
    const response = await sendWalletCall(testApp(), provider, 'balance', player.base)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      status: 'OK',
      balance: 25_000,
      currency: 'BDT',
      transfer: null,
      transaction: null,
    })
  })

  it('takes a bet once: a replay answers the first response byte for byte and moves nothing', async () => {
    const player = await playerInGame()
    const bet = { ...player.base, round: player.round, transaction: unique('bet'), amount: 2_000 }
    const first = await sendWalletCall(testApp(), provider, 'bet', bet)
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({ status: 'OK', balance: 98_000, transaction: bet.transaction })
    expect(first.json().transfer).toMatch(/^[0-9a-f-]{36}$/)
    // The same call again, its JSON written differently (keys reordered): the same parameters.
    const reordered = JSON.stringify(Object.fromEntries(Object.entries(bet).reverse()))
    const replay = await sendWalletCall(testApp(), provider, 'bet', reordered)
    expect(replay.statusCode).toBe(200)
    expect(replay.body).toBe(first.body)
    expect(await cashOf(player.userId)).toBe(98_000)
    await expectCleanLedger(testApp())
  })

  it('refuses a transaction id used again with other parameters', async () => {
    const player = await playerInGame()
    const bet = { ...player.base, round: player.round, transaction: unique('bet'), amount: 2_000 }
    await sendWalletCall(testApp(), provider, 'bet', bet)
    const reused = await sendWalletCall(testApp(), provider, 'bet', { ...bet, amount: 3_000 })
    expect(refusal(reused)).toMatchObject({ status: 409, code: 'DUPLICATE_TRANSACTION' })
    const asWin = await sendWalletCall(testApp(), provider, 'win', { ...bet, reference: bet.transaction })
    expect(refusal(asWin)).toMatchObject({ status: 409, code: 'DUPLICATE_TRANSACTION' })
    expect(await cashOf(player.userId)).toBe(98_000)
  })

  it('pays a win once, and a win of 0 closes a lost round', async () => {
    const player = await playerInGame()
    const bet = { ...player.base, round: player.round, transaction: unique('bet'), amount: 1_000 }
    await sendWalletCall(testApp(), provider, 'bet', bet)
    const win = {
      ...player.base,
      round: player.round,
      transaction: unique('win'),
      reference: bet.transaction,
    }
    const first = await sendWalletCall(testApp(), provider, 'win', { ...win, amount: 5_000 })
    expect(first.json()).toMatchObject({ status: 'OK', balance: 104_000 })
    const replay = await sendWalletCall(testApp(), provider, 'win', { ...win, amount: 5_000 })
    expect(replay.body).toBe(first.body)
    expect(await cashOf(player.userId)).toBe(104_000)

    const lost = await playerInGame()
    const lostBet = { ...lost.base, round: lost.round, transaction: unique('bet'), amount: 1_000 }
    await sendWalletCall(testApp(), provider, 'bet', lostBet)
    const closing = await sendWalletCall(testApp(), provider, 'win', {
      ...lost.base,
      round: lost.round,
      transaction: unique('win'),
      reference: lostBet.transaction,
      amount: 0,
      roundClosed: true,
    })
    expect(closing.json()).toMatchObject({ status: 'OK', balance: 99_000, transfer: null })
    const late = await sendWalletCall(testApp(), provider, 'bet', { ...lostBet, transaction: unique('bet') })
    expect(refusal(late)).toMatchObject({ status: 409, code: 'ROUND_CLOSED' })
    await expectCleanLedger(testApp())
  })

  it('returns the stake on a rollback of a bet, and a rolled-back bet cannot be won on', async () => {
    const player = await playerInGame()
    const bet = { ...player.base, round: player.round, transaction: unique('bet'), amount: 4_000 }
    await sendWalletCall(testApp(), provider, 'bet', bet)
    const rollback = {
      ...player.base,
      round: player.round,
      transaction: unique('rb'),
      reference: bet.transaction,
    }
    const undone = await sendWalletCall(testApp(), provider, 'rollback', rollback)
    expect(undone.json()).toMatchObject({ status: 'OK', balance: 100_000 })
    const again = await sendWalletCall(testApp(), provider, 'rollback', {
      ...rollback,
      transaction: unique('rb'),
    })
    expect(again.json()).toMatchObject({ status: 'OK', balance: 100_000, transfer: null })
    const win = await sendWalletCall(testApp(), provider, 'win', {
      ...player.base,
      round: player.round,
      transaction: unique('win'),
      reference: bet.transaction,
      amount: 8_000,
    })
    expect(refusal(win)).toMatchObject({ status: 409, code: 'TRANSACTION_ROLLED_BACK' })
    expect(await cashOf(player.userId)).toBe(100_000)
    await expectCleanLedger(testApp())
  })

  it('keeps a rollback that comes before its bet: the bet then never debits', async () => {
    const player = await playerInGame()
    const betId = unique('bet')
    const early = await sendWalletCall(testApp(), provider, 'rollback', {
      ...player.base,
      round: player.round,
      transaction: unique('rb'),
      reference: betId,
    })
    expect(early.json()).toMatchObject({ status: 'OK', balance: 100_000, transfer: null })
    const bet = { ...player.base, round: player.round, transaction: betId, amount: 3_000 }
    const late = await sendWalletCall(testApp(), provider, 'bet', bet)
    expect(late.json()).toMatchObject({ status: 'OK', balance: 100_000, transfer: null })
    expect((await sendWalletCall(testApp(), provider, 'bet', bet)).body).toBe(late.body)
    expect(await cashOf(player.userId)).toBe(100_000)
    await expectCleanLedger(testApp())
  })

  it('answers a bet whose rollback came first and closed the round, and never debits it', async () => {
    const player = await playerInGame()
    const betId = unique('bet')
    await sendWalletCall(testApp(), provider, 'rollback', {
      ...player.base,
      round: player.round,
      transaction: unique('rb'),
      reference: betId,
      roundClosed: true,
    })
    const bet = { ...player.base, round: player.round, transaction: betId, amount: 3_000 }
    const late = await sendWalletCall(testApp(), provider, 'bet', bet)
    expect(late.json()).toMatchObject({ status: 'OK', balance: 100_000, transfer: null })
    const another = await sendWalletCall(testApp(), provider, 'bet', { ...bet, transaction: unique('bet') })
    expect(refusal(another)).toMatchObject({ status: 409, code: 'ROUND_CLOSED' })
    expect(await cashOf(player.userId)).toBe(100_000)
    await expectCleanLedger(testApp())
  })

  it('nets two rollbacks sent before their bet to nothing', async () => {
    const player = await playerInGame()
    const betId = unique('bet')
    for (const _ of [1, 2]) {
      const early = await sendWalletCall(testApp(), provider, 'rollback', {
        ...player.base,
        round: player.round,
        transaction: unique('rb'),
        reference: betId,
      })
      expect(early.json()).toMatchObject({ status: 'OK', balance: 100_000 })
    }
    await sendWalletCall(testApp(), provider, 'bet', {
      ...player.base,
      round: player.round,
      transaction: betId,
      amount: 3_000,
    })
    expect(await cashOf(player.userId)).toBe(100_000)
    await expectCleanLedger(testApp())
  })

  it('takes an instant game stake and win in one call, and undoes both on a rollback', async () => {
    const player = await playerInGame()
    const call = { ...player.base, round: player.round, transaction: unique('bw'), bet: 1_000, win: 2_500 }
    const placed = await sendWalletCall(testApp(), provider, 'bet-win', call)
    expect(placed.json()).toMatchObject({ status: 'OK', balance: 101_500 })
    expect((await sendWalletCall(testApp(), provider, 'bet-win', call)).body).toBe(placed.body)
    const undone = await sendWalletCall(testApp(), provider, 'rollback', {
      ...player.base,
      round: player.round,
      transaction: unique('rb'),
      reference: call.transaction,
    })
    expect(undone.json()).toMatchObject({ status: 'OK', balance: 100_000 })
    await expectCleanLedger(testApp())
  })

  it('pays a win on an expired token, but takes no bet on it', async () => {
    const player = await playerInGame()
    const bet = { ...player.base, round: player.round, transaction: unique('bet'), amount: 1_000 }
    await sendWalletCall(testApp(), provider, 'bet', bet)
    // The game stays open past its launch: a session of the same launch that expired a second ago (a session row
    // never changes once made, so an expired one is made so).
    const expiredToken = unique('expired-token')
    await testApp()
      .services.database.db.insert(providerSessions)
      .values({
        tokenHash: sha256Hex(expiredToken),
        userId: player.userId,
        providerCode: provider.code,
        gameCode: provider.gameCode,
        currency: 'BDT',
        language: 'en',
        expiresAt: new Date(Date.now() - 1000),
      })
    const expired = { ...player.base, token: expiredToken }
    const refused = await sendWalletCall(testApp(), provider, 'bet', {
      ...expired,
      round: player.round,
      transaction: unique('bet'),
      amount: 1_000,
    })
    expect(refusal(refused)).toMatchObject({ status: 401, code: 'TOKEN_EXPIRED' })
    const win = await sendWalletCall(testApp(), provider, 'win', {
      ...expired,
      round: player.round,
      transaction: unique('win'),
      reference: bet.transaction,
      amount: 3_000,
      roundClosed: true,
    })
    expect(win.json()).toMatchObject({ status: 'OK', balance: 102_000 })
    await expectCleanLedger(testApp())
  })

  it('refuses a wrong currency, an unknown token and a short balance (with the balance)', async () => {
    const player = await playerInGame(1_500)
    const bet = { ...player.base, round: player.round, transaction: unique('bet'), amount: 2_000 }
    const inr = await sendWalletCall(testApp(), provider, 'bet', { ...bet, currency: 'INR' })
    expect(refusal(inr)).toMatchObject({ status: 409, code: 'WRONG_CURRENCY' })
    const forged = await sendWalletCall(testApp(), provider, 'bet', { ...bet, token: 'not-a-token' })
    expect(refusal(forged)).toMatchObject({ status: 401, code: 'INVALID_TOKEN' })
    const short = await sendWalletCall(testApp(), provider, 'bet', bet)
    expect(refusal(short)).toMatchObject({
      status: 409,
      code: 'INSUFFICIENT_FUNDS',
      fields: { balance: '1500', currency: 'BDT' },
    })
    expect(await cashOf(player.userId)).toBe(1_500)
    await expectCleanLedger(testApp())
  })

  it('refuses a call without a transaction id, or with broken JSON, as WRONG_SYNTAX', async () => {
    const player = await playerInGame()
    const missing = await sendWalletCall(testApp(), provider, 'bet', {
      ...player.base,
      round: player.round,
      amount: 1_000,
    })
    expect(refusal(missing)).toMatchObject({ status: 400, code: 'WRONG_SYNTAX' })
    expect(refusal(missing).fields).toHaveProperty('transaction')
    const broken = await sendWalletCall(testApp(), provider, 'bet', '{"token": ')
    expect(refusal(broken)).toMatchObject({ status: 400, code: 'WRONG_SYNTAX' })
    expect(await cashOf(player.userId)).toBe(100_000)
  })

  it("lists the player's own rounds for Bet History, newest first, to them alone", async () => {
    const player = await playerInGame()
    const bet = { ...player.base, round: player.round, transaction: unique('bet'), amount: 1_500 }
    await sendWalletCall(testApp(), provider, 'bet', bet)
    await sendWalletCall(testApp(), provider, 'win', {
      ...player.base,
      round: player.round,
      transaction: unique('win'),
      reference: bet.transaction,
      amount: 4_000,
      roundClosed: true,
    })
    const rounds = await testApp().inject({
      url: '/api/providers/rounds',
      headers: { cookie: player.cookie },
    })
    expect(rounds.statusCode).toBe(200)
    expect(rounds.json()).toMatchObject({
      total: 1,
      items: [
        {
          provider: 'Test Studio',
          gameTitle: 'Slot One',
          staked: 1_500,
          won: 4_000,
          refunded: 0,
          status: 'closed',
        },
      ],
    })
    const other = await signUpPlayer(testApp())
    const theirs = await testApp().inject({ url: '/api/providers/rounds', headers: { cookie: other.cookie } })
    expect(theirs.json()).toMatchObject({ total: 0, items: [] })
    expect((await testApp().inject({ url: '/api/providers/rounds' })).statusCode).toBe(401)
  })

  describe("the caller's checks, each with its own code, and nothing moves", () => {
    it('refuses a body changed by one byte, a stale timestamp and an unknown provider', async () => {
      const player = await playerInGame()
      const bet = { ...player.base, round: player.round, transaction: unique('bet'), amount: 1_000 }
      const tampered = await sendWalletCall(testApp(), provider, 'bet', bet, {
        alterBody: (raw) => raw.replace('"amount":1000', '"amount":1001'),
      })
      expect(refusal(tampered)).toMatchObject({ status: 401, code: 'INVALID_SIGNATURE' })
      const otherSecret = await sendWalletCall(testApp(), provider, 'bet', bet, { secret: 'guessed' })
      expect(refusal(otherSecret)).toMatchObject({ status: 401, code: 'INVALID_SIGNATURE' })
      const stale = await sendWalletCall(testApp(), provider, 'bet', bet, {
        timestamp: Math.floor(Date.now() / 1000) - 6 * 60,
      })
      expect(refusal(stale)).toMatchObject({ status: 401, code: 'REQUEST_EXPIRED' })
      const unknown = await sendWalletCall(testApp(), provider, 'bet', bet, { code: 'no-such-studio' })
      expect(refusal(unknown)).toMatchObject({ status: 401, code: 'UNKNOWN_PROVIDER' })
      expect(await cashOf(player.userId)).toBe(100_000)
    })

    it('refuses a caller outside the allowed addresses', async () => {
      const fenced = await addWalletProvider(testApp(), { ips: ['10.1.2.3'] })
      const player = await signUpPlayer(testApp())
      const token = await launchFor(testApp(), fenced, player.userId)
      const body = { token, player: player.userId, currency: 'BDT', game: fenced.gameCode }
      const outside = await sendWalletCall(testApp(), fenced, 'balance', body, { ip: '10.9.9.9' })
      expect(refusal(outside)).toMatchObject({ status: 403, code: 'IP_NOT_ALLOWED' })
      const inside = await sendWalletCall(testApp(), fenced, 'balance', body, { ip: '10.1.2.3' })
      expect(inside.statusCode).toBe(200)
    })
  })

  describe("the player's gates, the same as every product's", () => {
    const noLimits = Object.fromEntries(limitKeys.map((key) => [key, null])) as LimitValues

    it('a wager limit refuses a bet but not the win on an earlier one', async () => {
      const player = await playerInGame()
      const bet = { ...player.base, round: player.round, transaction: unique('bet'), amount: 1_000 }
      await sendWalletCall(testApp(), provider, 'bet', bet)
      const limits = await testApp().inject({
        method: 'PUT',
        url: '/api/responsible-gambling/limits',
        headers: { cookie: player.cookie, origin: testApp().services.config.publicUrl },
        payload: { ...noLimits, 'wager.day': 1_500 },
      })
      expect(limits.statusCode).toBe(200)
      const over = await sendWalletCall(testApp(), provider, 'bet', { ...bet, transaction: unique('bet') })
      expect(refusal(over)).toMatchObject({
        status: 403,
        code: 'LIMIT_REACHED',
        fields: { reason: 'WAGER_LIMIT_REACHED', remaining: '500' },
      })
      const win = await sendWalletCall(testApp(), provider, 'win', {
        ...player.base,
        round: player.round,
        transaction: unique('win'),
        reference: bet.transaction,
        amount: 2_000,
      })
      expect(win.json()).toMatchObject({ status: 'OK', balance: 101_000 })
      await expectCleanLedger(testApp())
    })

    it('a self-exclusion refuses a bet but not the win on an earlier one', async () => {
      const player = await playerInGame()
      const bet = { ...player.base, round: player.round, transaction: unique('bet'), amount: 1_000 }
      await sendWalletCall(testApp(), provider, 'bet', bet)
      const excluded = await testApp().inject({
        method: 'POST',
        url: '/api/responsible-gambling/exclusion',
        headers: { cookie: player.cookie, origin: testApp().services.config.publicUrl },
        payload: { duration: '6m' },
      })
      expect(excluded.statusCode).toBeLessThan(300)
      const refused = await sendWalletCall(testApp(), provider, 'bet', { ...bet, transaction: unique('bet') })
      expect(refusal(refused)).toMatchObject({
        status: 403,
        code: 'LIMIT_REACHED',
        fields: { reason: 'SELF_EXCLUDED' },
      })
      const win = await sendWalletCall(testApp(), provider, 'win', {
        ...player.base,
        round: player.round,
        transaction: unique('win'),
        reference: bet.transaction,
        amount: 2_000,
        roundClosed: true,
      })
      expect(win.json()).toMatchObject({ status: 'OK', balance: 101_000 })
      await expectCleanLedger(testApp())
    })
  })
})

describe('the wallet API on a server whose rules clock was moved forward', () => {
  it('still takes calls signed with the real time, on tokens made in real time', async () => {
    const player = await playerInGame()
    // A test server's clock (KHELA_TEST_CLOCK) moves for the waiting rules only: a day later on it, a call the
    // provider signs now is fresh and the token made a moment ago is live.
    clock.advance(24 * 3_600_000)
    const balance = await sendWalletCall(testApp(), provider, 'balance', player.base)
    expect(balance.statusCode).toBe(200)
    const stale = await sendWalletCall(testApp(), provider, 'balance', player.base, {
      timestamp: Math.floor(Date.now() / 1000) + 24 * 3600,
    })
    expect(refusal(stale)).toMatchObject({ status: 401, code: 'REQUEST_EXPIRED' })
  })
})
