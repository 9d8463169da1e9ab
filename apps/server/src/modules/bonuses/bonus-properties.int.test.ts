import { type Campaign, campaign as campaignSchema, grant as grantSchema } from '@khela/contracts/bonuses'
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
import { useTestApp } from '../../../test/use-test-app.ts'
import { bonusGrants } from '../../db/schema/bonuses.ts'
import { ledgerTransfers } from '../../db/schema/ledger.ts'
import { gameBets } from '../../db/schema/originals.ts'
import { providerRounds, providerTransactions } from '../../db/schema/providers.ts'
import { ensureOperatorAccount } from '../wallet/ensure-operator-account.ts'
import { findBalances } from '../wallet/find-balances.ts'
import { transfer } from '../wallet/transfer.ts'
import { convertGrant } from './convert-grant.ts'
import { expireGrants } from './expire-grants.ts'

const testApp = useTestApp()
const db = () => testApp().services.database.db
let finance: Awaited<ReturnType<typeof makeUserWithRole>>
let admin: Awaited<ReturnType<typeof makeUserWithRole>>
let campaign: Campaign
let provider: TestProvider

beforeAll(async () => {
  provider = await addWalletProvider(testApp())
  await listGameIn(testApp(), provider, provider.gameCode, 'slots')
  finance = await makeUserWithRole(testApp(), 'finance')
  admin = await makeUserWithRole(testApp(), 'admin')
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
        contributions: { originals: 100, crash: 100, slots: 100, live_table: 10, sportsbook: 100 },
        sportsbookMinOdds: 150,
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

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('grant' as const),
      amount: fc.integer({ min: 1, max: 50_000 }),
    }),
    weight: 2,
  },
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
)

/** One provider slot spin by the player, through signed wallet calls. */
async function spinSlot(
  player: { userId: string; token: string },
  spin: { stake: number; winPercent: number; isRolledBack: boolean },
) {
  const base = { token: player.token, player: player.userId, currency: 'BDT', game: provider.gameCode }
  const round = newKey('round')
  const bet = { ...base, round, transaction: newKey('bet'), amount: spin.stake }
  if ((await sendWalletCall(testApp(), provider, 'bet', bet)).statusCode !== 200) return
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

async function betTransfers(betIds: string[]) {
  return db()
    .select({ idempotencyKey: ledgerTransfers.idempotencyKey, amount: ledgerTransfers.amount })
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.refType, 'game_bet'), inArray(ledgerTransfers.refId, betIds)))
}

describe('bonus money', () => {
  it('never reaches cash before wagering is met, through bets and provider slots too, and cash, bonus and forfeits add up', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        const player = await signUpPlayer(testApp(), { country: 'BT' })
        const deposited = 5_000
        await depositFor(testApp(), player.userId, deposited)
        const house = await ensureOperatorAccount(db(), { kind: 'house', currency: 'BDT' })
        const grantIds: string[] = []
        let wins = 0
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
            await spinSlot({ userId: player.userId, token }, next)
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
            if (next.kind === 'meet')
              await db()
                .update(bonusGrants)
                .set({ wagered: row.wageringRequired })
                .where(eq(bonusGrants.id, grantId))
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
        expect(balances?.cash).toBe(deposited + converted + cashFromBets + provided.cash)
        // Everything that reached the grants is still on them, converted, or forfeited.
        expect(granted + wins + bonusFromBets + provided.bonus).toBe(
          (balances?.bonus ?? 0) + converted + forfeited,
        )
        const active = grants.filter((row) => row.status === 'active')
        expect(active.every((row) => row.convertedAmount === 0 && row.forfeitedAmount === 0)).toBe(true)
      }),
      { numRuns: 12 },
    )
  })
})
