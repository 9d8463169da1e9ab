import { errorBody } from '@khela/contracts/errors'
import { and, eq } from 'drizzle-orm'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { findGrant, grantBonus, makeBonusCampaign } from '../../../test/bonuses.ts'
import { depositFor, expectCleanLedger } from '../../../test/ledger.ts'
import { makeUserWithRole } from '../../../test/make-staff.ts'
import {
  addWalletProvider,
  launchFor,
  listGameIn,
  sendWalletCall,
  type TestProvider,
} from '../../../test/provider-wallet.ts'
import { signUpPlayer } from '../../../test/sign-up.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { bonusGrants } from '../../db/schema/bonuses.ts'
import { ledgerTransfers } from '../../db/schema/ledger.ts'
import { providerRounds, providerTransactions } from '../../db/schema/providers.ts'
import { expireGrants } from '../bonuses/expire-grants.ts'
import { findPlayerAccounts } from '../wallet/find-player-accounts.ts'

/**
 * Provider games' bonus money (modules/bonuses/README.md, Bets): the same rules as the in-house games, through the
 * signed wallet calls a provider sends. The default test campaign counts slots at 100 % and tables at 10 %.
 */
const testApp = useTestApp()
const isPostgres = process.env.KHELA_TEST_DRIVER === 'pg'
const db = () => testApp().services.database.db
let provider: TestProvider
let serial = 0
const unique = (label: string) => `${label}-${++serial}-${Math.random().toString(36).slice(2, 8)}`

beforeAll(async () => {
  provider = await addWalletProvider(testApp(), { gameCodes: ['slot-1', 'roulette-1', 'unlisted-1'] })
  await listGameIn(testApp(), provider, 'slot-1', 'slots')
  await listGameIn(testApp(), provider, 'roulette-1', 'roulette')
})

afterEach(async () => {
  await expectCleanLedger(testApp())
})

/** A player with `cash` and a grant of `bonus` under a campaign with these wagering terms, in both games. */
async function playerWithBonus(cash: number, bonus: number, wagering = {}) {
  const campaign = await makeBonusCampaign(testApp(), wagering)
  const player = await signUpPlayer(testApp())
  if (cash > 0) await depositFor(testApp(), player.userId, cash)
  const grant = await grantBonus(testApp(), player.userId, campaign.id, bonus)
  const base = async (game: string) => ({
    token: await launchFor(testApp(), provider, player.userId, game),
    player: player.userId,
    currency: 'BDT',
    game,
  })
  return {
    userId: player.userId,
    grantId: grant.id,
    slot: await base('slot-1'),
    table: await base('roulette-1'),
  }
}

async function moneyOf(player: { userId: string; grantId: string }) {
  const accounts = await findPlayerAccounts(db(), player.userId)
  const grant = await findGrant(testApp(), player.grantId)
  return {
    cash: accounts?.balances.player_cash,
    grant: grant.balance,
    wagered: grant.wagered,
    status: grant.status,
  }
}

async function transactionRow(transactionRef: string) {
  const [row] = await db()
    .select()
    .from(providerTransactions)
    .where(
      and(
        eq(providerTransactions.providerCode, provider.code),
        eq(providerTransactions.transactionRef, transactionRef),
      ),
    )
  if (!row) throw new Error(`transaction ${transactionRef} missing`)
  return row
}

function refusal(response: { statusCode: number; json(): unknown }) {
  return { status: response.statusCode, ...errorBody.parse(response.json()).error }
}

describe('provider games with bonus money', () => {
  it('takes cash first and the grant for the shortfall, fed at the slot percent, and pays a win in proportion', async () => {
    const player = await playerWithBonus(3_000, 10_000)
    const round = unique('round')
    const bet = { ...player.slot, round, transaction: unique('bet'), amount: 5_000 }
    const placed = await sendWalletCall(testApp(), provider, 'bet', bet)
    expect(placed.statusCode, placed.body).toBe(200)
    // What the player may stake now: no cash left, 8,000 on the grant.
    expect(placed.json()).toMatchObject({ status: 'OK', balance: 8_000 })
    expect(await transactionRow(bet.transaction)).toMatchObject({
      bonusGrantId: player.grantId,
      bonusStake: 2_000,
      bonusWagered: 5_000,
    })
    expect(await moneyOf(player)).toMatchObject({ cash: 0, grant: 8_000, wagered: 5_000 })

    const win = {
      ...player.slot,
      round,
      transaction: unique('win'),
      reference: bet.transaction,
      amount: 10_001,
    }
    const paid = await sendWalletCall(testApp(), provider, 'win', { ...win, roundClosed: true })
    // floor(10,001 × 2,000 / 5,000) = 4,000 to the grant, the odd poisha with the rest to cash.
    expect(paid.json()).toMatchObject({ status: 'OK', balance: 18_001 })
    expect(await moneyOf(player)).toMatchObject({ cash: 6_001, grant: 12_000, wagered: 5_000 })

    // Replays answer the first answers and move nothing.
    const replayedBet = await sendWalletCall(testApp(), provider, 'bet', bet)
    const replayedWin = await sendWalletCall(testApp(), provider, 'win', { ...win, roundClosed: true })
    expect(replayedBet.body).toBe(placed.body)
    expect(replayedWin.body).toBe(paid.body)
    expect(await moneyOf(player)).toMatchObject({ cash: 6_001, grant: 12_000, wagered: 5_000 })
  })

  it("answers the balance as cash plus the grant in play, and refuses a stake both can't cover", async () => {
    const player = await playerWithBonus(3_000, 10_000)
    const balance = await sendWalletCall(testApp(), provider, 'balance', player.slot)
    expect(balance.json()).toMatchObject({ status: 'OK', balance: 13_000 })
    const over = await sendWalletCall(testApp(), provider, 'bet', {
      ...player.slot,
      round: unique('round'),
      transaction: unique('bet'),
      amount: 13_001,
    })
    expect(refusal(over)).toMatchObject({ code: 'INSUFFICIENT_FUNDS', fields: { balance: '13000' } })
    expect(await moneyOf(player)).toMatchObject({ cash: 3_000, grant: 10_000, wagered: 0 })
  })

  it('splits a bet-win of a table game in one call, fed at the table percent', async () => {
    const player = await playerWithBonus(3_000, 10_000)
    const call = {
      ...player.table,
      round: unique('round'),
      transaction: unique('bw'),
      bet: 5_000,
      win: 10_000,
    }
    const answer = await sendWalletCall(testApp(), provider, 'bet-win', { ...call, roundClosed: true })
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.json()).toMatchObject({ balance: 18_000 })
    expect(await moneyOf(player)).toMatchObject({ cash: 6_000, grant: 12_000, wagered: 500 })
    expect(await transactionRow(`${call.transaction}/win`)).toMatchObject({
      bonusGrantId: player.grantId,
      bonusStake: 4_000,
    })
    const replay = await sendWalletCall(testApp(), provider, 'bet-win', { ...call, roundClosed: true })
    expect(replay.body).toBe(answer.body)
    expect(await moneyOf(player)).toMatchObject({ cash: 6_000, grant: 12_000, wagered: 500 })
  })

  it('counts a game listed in no category at the table percent', async () => {
    const player = await playerWithBonus(0, 10_000)
    const unlisted = {
      ...player.slot,
      token: await launchFor(testApp(), provider, player.userId, 'unlisted-1'),
    }
    const placed = await sendWalletCall(testApp(), provider, 'bet', {
      ...unlisted,
      game: 'unlisted-1',
      round: unique('round'),
      transaction: unique('bet'),
      amount: 3_000,
    })
    expect(placed.statusCode, placed.body).toBe(200)
    expect(await moneyOf(player)).toMatchObject({ cash: 0, grant: 7_000, wagered: 300 })
  })

  it('rolls a bet back part by part, takes its win back the same way, and its wagering with it', async () => {
    const player = await playerWithBonus(3_000, 10_000)
    const round = unique('round')
    const bet = { ...player.slot, round, transaction: unique('bet'), amount: 5_000 }
    await sendWalletCall(testApp(), provider, 'bet', bet)
    await sendWalletCall(testApp(), provider, 'win', {
      ...player.slot,
      round,
      transaction: unique('win'),
      reference: bet.transaction,
      amount: 10_000,
    })
    expect(await moneyOf(player)).toMatchObject({ cash: 6_000, grant: 12_000, wagered: 5_000 })
    const rollback = { ...player.slot, round, transaction: unique('rb'), reference: bet.transaction }
    const undone = await sendWalletCall(testApp(), provider, 'rollback', { ...rollback, roundClosed: true })
    expect(undone.json()).toMatchObject({ status: 'OK', balance: 13_000 })
    expect(await moneyOf(player)).toMatchObject({ cash: 3_000, grant: 10_000, wagered: 0 })
    const replay = await sendWalletCall(testApp(), provider, 'rollback', { ...rollback, roundClosed: true })
    expect(replay.body).toBe(undone.body)
    expect(await moneyOf(player)).toMatchObject({ cash: 3_000, grant: 10_000, wagered: 0 })
  })

  it("keeps a rolled-back bet's bonus part with the house once its grant expired, and its cash part returns", async () => {
    const player = await playerWithBonus(3_000, 10_000)
    const round = unique('round')
    const bet = { ...player.slot, round, transaction: unique('bet'), amount: 5_000 }
    await sendWalletCall(testApp(), provider, 'bet', bet)
    await db()
      .update(bonusGrants)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(bonusGrants.id, player.grantId))
    await expireGrants(db())
    const undone = await sendWalletCall(testApp(), provider, 'rollback', {
      ...player.slot,
      round,
      transaction: unique('rb'),
      reference: bet.transaction,
    })
    expect(undone.json()).toMatchObject({ status: 'OK', balance: 3_000 })
    expect(await moneyOf(player)).toMatchObject({ cash: 3_000, grant: 0, status: 'expired', wagered: 5_000 })
  })

  it('converts the grant once, in the call whose stake meets the wagering, after its win', async () => {
    const player = await playerWithBonus(1_000, 5_000, { multiple: 1 })
    const first = { ...player.slot, round: unique('round'), transaction: unique('bet'), amount: 3_000 }
    await sendWalletCall(testApp(), provider, 'bet', first)
    expect(await moneyOf(player)).toMatchObject({ cash: 0, grant: 3_000, wagered: 3_000, status: 'active' })
    const meeting = {
      ...player.slot,
      round: unique('round'),
      transaction: unique('bw'),
      bet: 2_000,
      win: 4_000,
    }
    const answer = await sendWalletCall(testApp(), provider, 'bet-win', { ...meeting, roundClosed: true })
    // The grant's 1,000 left and the win's 4,000 bonus share convert to cash.
    expect(answer.json()).toMatchObject({ status: 'OK', balance: 5_000 })
    expect(await moneyOf(player)).toMatchObject({
      cash: 5_000,
      grant: 0,
      status: 'converted',
      wagered: 5_000,
    })
    const later = { ...player.slot, round: unique('round'), transaction: unique('bet'), amount: 1_000 }
    await sendWalletCall(testApp(), provider, 'bet', later)
    expect(await transactionRow(later.transaction)).toMatchObject({ bonusGrantId: null, bonusStake: 0 })
    const conversions = await db()
      .select()
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.kind, 'bonus_conversion'), eq(ledgerTransfers.refId, player.grantId)))
    expect(conversions).toHaveLength(1)
    expect(await moneyOf(player)).toMatchObject({ cash: 4_000, wagered: 5_000 })
  })

  it('refuses a stake above the maximum bet as LIMIT_REACHED with the rule, moving nothing', async () => {
    const player = await playerWithBonus(3_000, 10_000, { maxBet: 2_000 })
    const over = await sendWalletCall(testApp(), provider, 'bet', {
      ...player.slot,
      round: unique('round'),
      transaction: unique('bet'),
      amount: 2_001,
    })
    expect(refusal(over)).toMatchObject({
      status: 403,
      code: 'LIMIT_REACHED',
      fields: { reason: 'BONUS_MAX_BET_EXCEEDED', maxBet: '2000' },
    })
    const overTable = await sendWalletCall(testApp(), provider, 'bet-win', {
      ...player.table,
      round: unique('round'),
      transaction: unique('bw'),
      bet: 2_500,
      win: 0,
    })
    expect(refusal(overTable)).toMatchObject({
      code: 'LIMIT_REACHED',
      fields: { reason: 'BONUS_MAX_BET_EXCEEDED' },
    })
    expect(await moneyOf(player)).toMatchObject({ cash: 3_000, grant: 10_000, wagered: 0 })
    const atMax = await sendWalletCall(testApp(), provider, 'bet', {
      ...player.slot,
      round: unique('round'),
      transaction: unique('bet'),
      amount: 2_000,
    })
    expect(atMax.statusCode).toBe(200)
  })

  it("refunds a stuck round's stakes in their cash / bonus proportion and takes its wagering back", async () => {
    const player = await playerWithBonus(3_000, 10_000)
    const round = unique('round')
    await sendWalletCall(testApp(), provider, 'bet', {
      ...player.slot,
      round,
      transaction: unique('bet'),
      amount: 5_000,
    })
    const [row] = await db()
      .update(providerRounds)
      .set({ openedAt: new Date(Date.now() - 24 * 3_600_000) })
      .where(and(eq(providerRounds.providerCode, provider.code), eq(providerRounds.roundRef, round)))
      .returning({ id: providerRounds.id })
    const finance = await makeUserWithRole(testApp(), 'finance')
    const resolved = await testApp().inject({
      method: 'POST',
      url: `/api/admin/providers/rounds/${row?.id}/resolve`,
      headers: { cookie: finance.cookie, origin: testApp().services.config.publicUrl },
      payload: { action: 'refund', reason: 'The studio never closed it' },
    })
    expect(resolved.statusCode, resolved.body).toBe(200)
    expect(await moneyOf(player)).toMatchObject({ cash: 3_000, grant: 10_000, wagered: 0 })
  })

  it.runIf(isPostgres)('keeps parallel bets of one player within the maximum bet and the grant', async () => {
    const player = await playerWithBonus(1_500, 6_000, { maxBet: 2_000 })
    const stakes = [2_000, 2_500, 2_000, 2_000, 4_000, 2_000, 2_000, 2_000, 2_000, 2_000]
    const answers = await Promise.all(
      stakes.map((amount) =>
        sendWalletCall(testApp(), provider, 'bet', {
          ...player.slot,
          round: unique('round'),
          transaction: unique('bet'),
          amount,
        }),
      ),
    )
    answers.forEach((answer, index) => {
      if ((stakes[index] ?? 0) > 2_000)
        expect(refusal(answer)).toMatchObject({ fields: { reason: 'BONUS_MAX_BET_EXCEEDED' } })
      else if (answer.statusCode !== 200) expect(refusal(answer).code).toBe('INSUFFICIENT_FUNDS')
    })
    // 7,500 in all covers three stakes of 2,000.
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(3)
    expect(await moneyOf(player)).toMatchObject({ cash: 0, grant: 1_500, wagered: 6_000 })
  })
})
