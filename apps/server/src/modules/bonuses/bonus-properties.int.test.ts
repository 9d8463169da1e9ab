import { type Campaign, campaign as campaignSchema, grant as grantSchema } from '@khela/contracts/bonuses'
import { errorBody } from '@khela/contracts/errors'
import { betResult } from '@khela/contracts/originals'
import { and, eq, inArray } from 'drizzle-orm'
import fc from 'fast-check'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { openEligibility } from '../../../test/bonuses.ts'
import { depositFor, expectCleanLedger, newKey } from '../../../test/ledger.ts'
import { makeUserWithRole } from '../../../test/make-staff.ts'
import { originalsClient } from '../../../test/originals.ts'
import {
  addWalletProvider,
  launchFor,
  listGameIn,
  sendWalletCall,
  type TestProvider,
} from '../../../test/provider-wallet.ts'
import { signUpPlayer } from '../../../test/sign-up.ts'
import { enterTwoWayResult, makeBookMarket, sportsbookClient } from '../../../test/sportsbook.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { bonusGrants } from '../../db/schema/bonuses.ts'
import { ledgerTransfers } from '../../db/schema/ledger.ts'
import { gameBets } from '../../db/schema/originals.ts'
import { providerRounds, providerTransactions } from '../../db/schema/providers.ts'
import { sportBetLegs, sportBets } from '../../db/schema/sportsbook.ts'
import { ensureOperatorAccount } from '../wallet/ensure-operator-account.ts'
import { findBalances } from '../wallet/find-balances.ts'
import { findPlayerAccounts } from '../wallet/find-player-accounts.ts'
import { transfer } from '../wallet/transfer.ts'
import { convertGrant } from './convert-grant.ts'
import { expireGrants } from './expire-grants.ts'

const testApp = useTestApp()
const db = () => testApp().services.database.db
let finance: Awaited<ReturnType<typeof makeUserWithRole>>
let admin: Awaited<ReturnType<typeof makeUserWithRole>>
let trader: Awaited<ReturnType<typeof makeUserWithRole>>
let campaign: Campaign
let provider: TestProvider

beforeAll(async () => {
  provider = await addWalletProvider(testApp())
  await listGameIn(testApp(), provider, provider.gameCode, 'slots')
  finance = await makeUserWithRole(testApp(), 'finance')
  admin = await makeUserWithRole(testApp(), 'admin')
  trader = await makeUserWithRole(testApp(), 'trader')
  const response = await testApp().inject({
    method: 'POST',
    url: '/api/admin/bonuses/campaigns',
    headers: { cookie: admin.cookie, origin: testApp().services.config.publicUrl },
    payload: {
      name: { en: 'Property goodwill', bn: 'প্রপার্টি শুভেচ্ছা' },
      reward: { kind: 'fixed_amount', amount: 10_000 },
      eligibility: {
        ...openEligibility,
        countries: ['BT'],
      },
      wagering: {
        multiple: 5,
        base: 'bonus',
        // Distinct percents, so a stake counted at another product's share shows in the grant's `wagered`.
        contributions: { originals: 100, crash: 70, slots: 50, live_table: 10, sportsbook: 30 },
        // 2.00: the sport step's prices fall below it, on it and above it.
        sportsbookMinOdds: 200,
        maxBet: null,
        maxConversionMultiple: 3,
      },
      expiryDays: 3,
      terms: { en: 'Goodwill.', bn: 'শুভেচ্ছা।' },
      pack: null,
    },
  })
  campaign = campaignSchema.parse(response.json())
})

afterEach(async () => {
  await expectCleanLedger(testApp())
})

type Step =
  | { kind: 'grant'; amount: number }
  | { kind: 'win'; grant: number; amount: number }
  | { kind: 'meet'; grant: number }
  | { kind: 'convert'; grant: number }
  | { kind: 'forfeit'; grant: number }
  | { kind: 'expire' }
  | { kind: 'bet'; game: 'limbo' | 'mines'; stake: number; target: number }
  | { kind: 'slot'; stake: number; winPercent: number; isRolledBack: boolean }
  | { kind: 'sport'; stake: number; price: number; outcome: SportOutcome }

type SportOutcome = 'won' | 'lost' | 'void'

const grantStep = fc.record({
  kind: fc.constant('grant' as const),
  amount: fc.integer({ min: 1, max: 50_000 }),
})

const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: grantStep, weight: 2 },
  fc.record({
    kind: fc.constant('win' as const),
    grant: fc.nat(4),
    amount: fc.integer({ min: 1, max: 100_000 }),
  }),
  fc.record({ kind: fc.constant('meet' as const), grant: fc.nat(4) }),
  fc.record({ kind: fc.constant('convert' as const), grant: fc.nat(4) }),
  fc.record({ kind: fc.constant('forfeit' as const), grant: fc.nat(4) }),
  fc.constant({ kind: 'expire' as const }),
  fc.record({
    kind: fc.constant('bet' as const),
    game: fc.constantFrom('limbo' as const, 'mines' as const),
    stake: fc.integer({ min: 1_000, max: 40_000 }),
    target: fc.integer({ min: 101, max: 400 }).map((hundredths) => hundredths * 100),
  }),
  // A provider slot's spin, as the reference studio sends it: a bet, then its win (0 when lost) or its rollback.
  // Weighted up, so most runs spin with bonus money once cash is gone.
  {
    arbitrary: fc.record({
      kind: fc.constant('slot' as const),
      stake: fc.integer({ min: 1_000, max: 40_000 }),
      winPercent: fc.constantFrom(0, 50, 150, 400),
      isRolledBack: fc.constantFrom(false, false, false, true),
    }),
    weight: 3,
  },
  // A sportsbook single at a price (thousandths) just below, on or above the campaign's minimum odds (2.00),
  // settled at once. Weighted up like the slot and staked lower, so most are placed and meet bonus money.
  {
    arbitrary: fc.record({
      kind: fc.constant('sport' as const),
      stake: fc.integer({ min: 1_000, max: 20_000 }),
      price: fc.constantFrom(1_990, 2_000, 3_400),
      outcome: fc.constantFrom<SportOutcome>('won', 'lost', 'void'),
    }),
    weight: 3,
  },
)

/**
 * A run's steps: a grant first, so that most of a handful of runs bet with bonus money, then random steps (more
 * grants among them).
 */
const runSteps = fc
  .tuple(grantStep, fc.array(step, { minLength: 2, maxLength: 8 }))
  .map(([first, rest]): Step[] => [first, ...rest])

/**
 * One provider slot spin by the player, through signed wallet calls. A rolled-back bet whose grant was still active
 * at the rollback goes into `unwagering`: only those take their wagering back (an ended grant's stays as it is).
 */
async function spinSlot(
  player: { userId: string; token: string },
  spin: { stake: number; winPercent: number; isRolledBack: boolean },
  unwagering: Set<string>,
) {
  const base = { token: player.token, player: player.userId, currency: 'BDT', game: provider.gameCode }
  const round = newKey('round')
  const bet = { ...base, round, transaction: newKey('bet'), amount: spin.stake }
  if ((await sendWalletCall(testApp(), provider, 'bet', bet)).statusCode !== 200) return
  if (spin.isRolledBack && (await isGrantActive(await providerBetGrant(bet.transaction))))
    unwagering.add(bet.transaction)
  const closing = {
    ...base,
    round,
    transaction: newKey('end'),
    reference: bet.transaction,
    roundClosed: true,
  }
  if (spin.isRolledBack) await sendWalletCall(testApp(), provider, 'rollback', closing)
  else
    await sendWalletCall(testApp(), provider, 'win', {
      ...closing,
      amount: Math.floor((spin.stake * spin.winPercent) / 100),
    })
}

/** The grant a provider bet fed, by its transaction id; null when it fed none. */
async function providerBetGrant(transactionRef: string) {
  const [row] = await db()
    .select({ grantId: providerTransactions.bonusGrantId })
    .from(providerTransactions)
    .where(
      and(
        eq(providerTransactions.providerCode, provider.code),
        eq(providerTransactions.transactionRef, transactionRef),
      ),
    )
  return row?.grantId ?? null
}

async function isGrantActive(grantId: string | null) {
  if (!grantId) return false
  const [row] = await db()
    .select({ status: bonusGrants.status })
    .from(bonusGrants)
    .where(eq(bonusGrants.id, grantId))
  return row?.status === 'active'
}

/** Each of the player's grants' `wagered`, by grant id. */
async function wageredOf(userId: string) {
  const rows = await db()
    .select({ id: bonusGrants.id, wagered: bonusGrants.wagered })
    .from(bonusGrants)
    .where(eq(bonusGrants.userId, userId))
  return new Map(rows.map((row) => [row.id, row.wagered]))
}

/** The backed (home) selection's result and the other's, for a single on a two-way market to settle so. */
const marketResults: Record<SportOutcome, [SportOutcome, SportOutcome]> = {
  won: ['won', 'lost'],
  lost: ['lost', 'won'],
  void: ['void', 'void'],
}

/**
 * One sportsbook single by the player through the API, on a market of its own whose home selection is at `price`,
 * then settled by the trader entering the market's result. Placing it must feed no grant's wagering: a sport
 * stake counts only when it settles (feed-settled-bet.ts).
 */
async function betOnSport(
  player: { userId: string; cookie: string },
  bet: { stake: number; price: number; outcome: SportOutcome },
) {
  const market = await makeBookMarket(testApp(), { prices: [bet.price, 2_000] })
  const wageredBefore = await wageredOf(player.userId)
  const response = await sportsbookClient(testApp(), player.cookie).place({
    type: 'single',
    legs: [{ selectionId: market.selections[0], price: bet.price, marketVersion: 1 }],
    stake: bet.stake,
  })
  if (response.statusCode !== 200) {
    // Only a stake that cash and the grant in play cannot cover together is refused: no other refusal hides a step.
    expect(errorBody.parse(response.json()).error.code, response.body).toBe('INSUFFICIENT_FUNDS')
    return
  }
  expect(await wageredOf(player.userId)).toEqual(wageredBefore)
  const [home, away] = marketResults[bet.outcome]
  await enterTwoWayResult(testApp(), trader.cookie, market, home, away)
}

/**
 * What the player's provider slot spins moved to and from cash and to and from grants, each bet's and win's split
 * checked against the bonus rules: a stake's parts add up to it, the grant's part is the recorded bonus stake, and
 * a win's cash part is the win less its bonus share, unless its grant had converted (then all of it). A rolled-back
 * spin moves its parts back.
 */
async function providerMoney(userId: string, grantStatus: Map<string, string>) {
  const rounds = await db()
    .select({ id: providerRounds.id })
    .from(providerRounds)
    .where(eq(providerRounds.userId, userId))
  if (rounds.length === 0) return { cash: 0, bonus: 0 }
  const transactions = await db()
    .select()
    .from(providerTransactions)
    .where(eq(providerTransactions.userId, userId))
  const moves = await db()
    .select({
      key: ledgerTransfers.idempotencyKey,
      kind: ledgerTransfers.kind,
      amount: ledgerTransfers.amount,
    })
    .from(ledgerTransfers)
    .where(
      and(
        eq(ledgerTransfers.refType, 'provider_round'),
        inArray(
          ledgerTransfers.refId,
          rounds.map((round) => round.id),
        ),
      ),
    )
  const moved = (key: string) =>
    moves.find((row) => row.key === `provider:${provider.code}:${key}`)?.amount ?? 0
  let cash = 0
  let bonus = 0
  for (const row of transactions) {
    if (row.kind === 'bet') {
      expect(moved(row.transactionRef) + moved(`${row.transactionRef}/bonus`)).toBe(row.amount)
      expect(moved(`${row.transactionRef}/bonus`)).toBe(row.bonusStake)
      cash -= moved(row.transactionRef)
      bonus -= moved(`${row.transactionRef}/bonus`)
    }
    if (row.kind === 'win') {
      const bet = transactions.find((candidate) => candidate.transactionRef === row.referenceRef)
      const share = bet?.bonusGrantId ? Math.floor((row.amount * bet.bonusStake) / bet.amount) : 0
      if (moved(row.transactionRef) !== row.amount - share) {
        expect(grantStatus.get(bet?.bonusGrantId ?? '')).toBe('converted')
        expect(moved(row.transactionRef)).toBe(row.amount)
      }
      cash += moved(row.transactionRef)
      bonus += moved(`${row.transactionRef}/bonus`)
    }
  }
  for (const move of moves) {
    const isUndo = move.kind === 'provider_refund' || move.kind === 'provider_win_reversal'
    if (!isUndo) continue
    const sign = move.kind === 'provider_refund' ? 1 : -1
    if (move.key.endsWith('/bonus')) bonus += sign * move.amount
    else cash += sign * move.amount
  }
  return { cash, bonus }
}

type GrantRow = typeof bonusGrants.$inferSelect

/**
 * What the player's sport bets moved to and from cash and to and from grants, with their legs' prices, each bet's
 * split checked against the bonus rules: the stake's cash and grant parts add up to it and the grant's is the
 * recorded bonus stake; its settlement's return (a win, or a void's refund of the whole stake) reaches cash less its
 * bonus share, floor(payout × bonusStake / stake), and the grant gets that share. Only a grant converted without a
 * cap would take its share to cash instead, and none has ended when its bet settles here: each sport step settles
 * its bet right after placing it, and every grant of this campaign converts under a cap.
 */
async function sportMoney(userId: string, grants: GrantRow[]) {
  const bets = await db().select().from(sportBets).where(eq(sportBets.userId, userId))
  if (bets.length === 0) return { cash: 0, bonus: 0, bets: [] }
  const betIds = bets.map((bet) => bet.id)
  const cashAccount = (await findPlayerAccounts(db(), userId))?.ids.player_cash
  const grantAccounts = new Set(grants.map((grant) => grant.ledgerAccountId))
  const moves = await db()
    .select({
      refId: ledgerTransfers.refId,
      kind: ledgerTransfers.kind,
      debit: ledgerTransfers.debitAccountId,
      credit: ledgerTransfers.creditAccountId,
      amount: ledgerTransfers.amount,
    })
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.refType, 'sport_bet'), inArray(ledgerTransfers.refId, betIds)))
  const legs = await db()
    .select({ betId: sportBetLegs.betId, price: sportBetLegs.price })
    .from(sportBetLegs)
    .where(inArray(sportBetLegs.betId, betIds))
  let cash = 0
  let bonus = 0
  const settled = []
  for (const bet of bets) {
    const total = (isMove: (move: (typeof moves)[number]) => boolean) =>
      moves
        .filter((move) => move.refId === bet.id && isMove(move))
        .reduce((sum, move) => sum + move.amount, 0)
    const stakeCash = total((move) => move.kind === 'sport_bet_stake' && move.debit === cashAccount)
    const stakeBonus = total((move) => move.kind === 'sport_bet_stake' && grantAccounts.has(move.debit))
    expect(stakeCash + stakeBonus).toBe(bet.stake)
    expect(stakeBonus).toBe(bet.bonusStake)
    expect(['won', 'lost', 'void']).toContain(bet.status)
    const paidCash = total((move) => move.credit === cashAccount)
    const paidBonus = total((move) => grantAccounts.has(move.credit))
    const share = Math.floor((bet.payout * bet.bonusStake) / bet.stake)
    expect(paidCash).toBe(bet.payout - share)
    expect(paidBonus).toBe(share)
    // A void refunds the stake in the proportion it was paid.
    if (bet.status === 'void') expect([paidCash, paidBonus]).toEqual([stakeCash, stakeBonus])
    cash += paidCash - stakeCash
    bonus += paidBonus - stakeBonus
    const [leg] = legs.filter((row) => row.betId === bet.id)
    settled.push({ ...bet, price: leg?.price ?? 0 })
  }
  return { cash, bonus, bets: settled }
}

/**
 * What each grant's `wagered` must be, from the recorded bets and the campaign's terms alone: each stake that fed
 * it, at its product's percent rounded down — an Original's (limbo, mines) and a provider slot spin's when placed,
 * less a spin's rolled back while the grant was active (`unwagering`); a sport bet's only when it settled won or
 * lost at the minimum odds or more, never when placed or voided — plus what the test's own `meet` steps wrote.
 */
function expectedWagered(
  grant: GrantRow,
  records: {
    gameBets: { bonusGrantId: string | null; stake: number }[]
    providerBets: { bonusGrantId: string | null; amount: number; transactionRef: string }[]
    sportBets: { bonusGrantId: string | null; stake: number; status: string; price: number }[]
    unwagering: Set<string>
    setByHand: number
  },
) {
  const { contributions, sportsbookMinOdds } = campaign.wagering
  const share = (stake: number, percent: number) => Math.floor((stake * percent) / 100)
  const own = <Bet extends { bonusGrantId: string | null }>(bets: Bet[]) =>
    bets.filter((bet) => bet.bonusGrantId === grant.id)
  let wagered = records.setByHand
  for (const bet of own(records.gameBets)) wagered += share(bet.stake, contributions.originals)
  for (const bet of own(records.providerBets)) {
    // The property's provider game is listed in Slots (beforeAll).
    if (!records.unwagering.has(bet.transactionRef)) wagered += share(bet.amount, contributions.slots)
  }
  for (const bet of own(records.sportBets)) {
    // Odds are in thousandths, the terms' minimum in hundredths.
    const counts = bet.status !== 'void' && bet.price >= sportsbookMinOdds * 10
    if (counts) wagered += share(bet.stake, contributions.sportsbook)
  }
  return wagered
}

async function betTransfers(betIds: string[]) {
  return db()
    .select({ idempotencyKey: ledgerTransfers.idempotencyKey, amount: ledgerTransfers.amount })
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.refType, 'game_bet'), inArray(ledgerTransfers.refId, betIds)))
}

describe('bonus money', () => {
  it('never reaches cash before wagering is met, through bets, provider slots and sport bets, and cash, bonus and forfeits add up', async () => {
    await fc.assert(
      fc.asyncProperty(runSteps, async (steps) => {
        const player = await signUpPlayer(testApp(), { country: 'BT' })
        const deposited = 5_000
        await depositFor(testApp(), player.userId, deposited)
        const house = await ensureOperatorAccount(db(), { kind: 'house', currency: 'BDT' })
        const grantIds: string[] = []
        let wins = 0
        // What the `meet` steps added to each grant's `wagered` by hand, beside what its bets fed it.
        const setByHand = new Map<string, number>()
        const unwagering = new Set<string>()
        const staffPost = (url: string, payload: object) =>
          testApp().inject({
            method: 'POST',
            url,
            headers: {
              cookie: finance.cookie,
              origin: testApp().services.config.publicUrl,
              'idempotency-key': newKey('prop'),
            },
            payload,
          })
        const play = originalsClient(testApp(), player.cookie)
        const token = await launchFor(testApp(), provider, player.userId)
        for (const next of steps) {
          if (next.kind === 'slot') {
            await spinSlot({ userId: player.userId, token }, next, unwagering)
            continue
          }
          if (next.kind === 'sport') {
            await betOnSport(player, next)
            continue
          }
          if (next.kind === 'bet') {
            const response =
              next.game === 'limbo'
                ? await play.limbo({ stake: next.stake, target: next.target })
                : await play.startMines({ stake: next.stake, mines: 3 })
            if (response.statusCode !== 200) continue
            const { bet } = betResult.parse(response.json())
            if (bet.game === 'mines') {
              const revealed = betResult.parse((await play.reveal(bet.id, next.target % 25)).json())
              if (revealed.bet.status === 'open') await play.cashOut(bet.id)
            }
            continue
          }
          const grantId = 'grant' in next ? grantIds[next.grant % Math.max(grantIds.length, 1)] : undefined
          if (next.kind === 'grant') {
            const response = await staffPost(`/api/admin/users/${player.userId}/bonus-grants`, {
              campaignId: campaign.id,
              amount: next.amount,
              reason: 'Property test',
            })
            grantIds.push(grantSchema.parse(response.json()).id)
          } else if (next.kind === 'expire') {
            await db()
              .update(bonusGrants)
              .set({ expiresAt: new Date(Date.now() - 1000) })
              .where(eq(bonusGrants.userId, player.userId))
            await expireGrants(db())
          } else if (grantId) {
            const [row] = await db().select().from(bonusGrants).where(eq(bonusGrants.id, grantId))
            if (!row) throw new Error('grant missing')
            if (next.kind === 'win' && row.status === 'active') {
              await transfer(db(), {
                idempotencyKey: newKey('win'),
                debit: house,
                credit: row.ledgerAccountId,
                amount: next.amount,
                currency: 'BDT',
                kind: 'bet_win',
              })
              wins += next.amount
            }
            if (next.kind === 'meet') {
              const added = row.wageringRequired - row.wagered
              setByHand.set(grantId, (setByHand.get(grantId) ?? 0) + added)
              await db()
                .update(bonusGrants)
                .set({ wagered: row.wageringRequired })
                .where(eq(bonusGrants.id, grantId))
            }
            if (next.kind === 'convert') await convertGrant(db(), { grantId })
            if (next.kind === 'forfeit')
              await staffPost(`/api/admin/bonuses/grants/${grantId}/forfeit`, { reason: 'Property test' })
          }
        }

        const grants =
          grantIds.length === 0
            ? []
            : await db().select().from(bonusGrants).where(inArray(bonusGrants.id, grantIds))
        const conversions =
          grantIds.length === 0
            ? []
            : await db()
                .select({ refId: ledgerTransfers.refId, amount: ledgerTransfers.amount })
                .from(ledgerTransfers)
                .where(
                  and(eq(ledgerTransfers.kind, 'bonus_conversion'), inArray(ledgerTransfers.refId, grantIds)),
                )
        // Cash came only from the deposit and conversions, and only of grants whose wagering was met.
        for (const conversion of conversions) {
          const grant = grants.find((row) => row.id === conversion.refId)
          expect(grant?.status).toBe('converted')
          expect(grant?.wagered).toBeGreaterThanOrEqual(grant?.wageringRequired ?? Number.POSITIVE_INFINITY)
          expect(conversion.amount).toBeLessThanOrEqual((grant?.amount ?? 0) * 3)
        }
        const balances = await findBalances(db(), player.userId)
        const converted = grants.reduce((sum, row) => sum + row.convertedAmount, 0)
        const forfeited = grants.reduce((sum, row) => sum + row.forfeitedAmount, 0)
        const granted = grants.reduce((sum, row) => sum + row.amount, 0)
        // Bets move cash only by their cash side: the stake's cash part, and a win's cash share — all of it only
        // once the bet's grant had converted (its money is cash then).
        const bets = await db().select().from(gameBets).where(eq(gameBets.userId, player.userId))
        const betMoney = bets.length === 0 ? [] : await betTransfers(bets.map((bet) => bet.id))
        let cashFromBets = 0
        let bonusFromBets = 0
        for (const bet of bets) {
          const moved = (suffix: string) =>
            betMoney.find((row) => row.idempotencyKey === `bet:${bet.id}:${suffix}`)?.amount ?? 0
          expect(moved('stake') + moved('stake-bonus')).toBe(bet.stake)
          expect(moved('stake-bonus')).toBe(bet.bonusStake)
          const bonusShare = Math.floor((bet.payout * bet.bonusStake) / bet.stake)
          const grant = grants.find((row) => row.id === bet.bonusGrantId)
          if (moved('win') !== bet.payout - bonusShare) {
            expect(grant?.status).toBe('converted')
            expect(moved('win')).toBe(bet.payout)
          }
          cashFromBets += moved('win') - moved('stake')
          bonusFromBets += moved('win-bonus') - moved('stake-bonus')
        }
        const provided = await providerMoney(
          player.userId,
          new Map(grants.map((row) => [row.id, row.status])),
        )
        const sport = await sportMoney(player.userId, grants)
        expect(balances?.cash).toBe(deposited + converted + cashFromBets + provided.cash + sport.cash)
        // Everything that reached the grants is still on them, converted, or forfeited.
        expect(granted + wins + bonusFromBets + provided.bonus + sport.bonus).toBe(
          (balances?.bonus ?? 0) + converted + forfeited,
        )
        // Each product's stakes wagered the grant they fed at that product's percent, and no more.
        const providerBets = await db()
          .select()
          .from(providerTransactions)
          .where(and(eq(providerTransactions.userId, player.userId), eq(providerTransactions.kind, 'bet')))
        for (const grant of grants) {
          const records = {
            gameBets: bets,
            providerBets,
            sportBets: sport.bets,
            unwagering,
            setByHand: setByHand.get(grant.id) ?? 0,
          }
          expect(grant.wagered).toBe(expectedWagered(grant, records))
        }
        const active = grants.filter((row) => row.status === 'active')
        expect(active.every((row) => row.convertedAmount === 0 && row.forfeitedAmount === 0)).toBe(true)
      }),
      // A failure's shrinking stops at 20 s, within the test's timeout, so it reports the smallest failing steps it
      // found rather than a timeout.
      { numRuns: 16, interruptAfterTimeLimit: 20_000 },
    )
  })
})
