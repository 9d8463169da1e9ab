import { randomUUID } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import {
  type Campaign,
  type CampaignInput,
  campaign as campaignSchema,
  myGrants,
} from '@khela/contracts/bonuses'
import { defaultComplianceSettings } from '@khela/contracts/compliance'
import { errorBody } from '@khela/contracts/errors'
import { walletAnswer } from '@khela/contracts/provider-wallet'
import { and, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { buildProviderApp } from '../../../../reference-provider/src/app.ts'
import { parseConfig } from '../../../../reference-provider/src/config.ts'
import { grantBonus, makeBonusCampaign, openEligibility } from '../../../test/bonuses.ts'
import { expectCleanLedger, newKey } from '../../../test/ledger.ts'
import { makeUserWithRole } from '../../../test/make-staff.ts'
import {
  addWalletProvider,
  launchFor,
  sendWalletCall,
  type TestProvider,
} from '../../../test/provider-wallet.ts'
import { signUpPlayer } from '../../../test/sign-up.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { auditLog } from '../../db/schema/audit.ts'
import { bonusFreeRounds, bonusGrants } from '../../db/schema/bonuses.ts'
import { paymentMethods } from '../../db/schema/cashier.ts'
import { games } from '../../db/schema/catalog.ts'
import { operatorSettings } from '../../db/schema/settings.ts'
import { clock } from '../../lib/clock.ts'
import { seedPaymentMethods } from '../../seed/demo-payment-methods.ts'
import { complianceSettingsKey } from '../compliance/find-compliance-settings.ts'
import { findGrantBalances } from '../wallet/find-grant-balances.ts'
import { findPlayerAccounts } from '../wallet/find-player-accounts.ts'
import { convertGrant } from './convert-grant.ts'
import { expireGrants } from './expire-grants.ts'
import { createFreeRoundsClient, type FreeRoundsApi } from './free-rounds-client.ts'
import { retryDelayMs, sendFreeRounds } from './send-free-rounds.ts'

/**
 * Free spins end to end: a free-spins grant waits in the outbox, the leader's job sends it to the reference studio
 * (running in this process over real HTTP), the studio plays it and pays each spin with `free-round-win`, and the
 * wins land on the grant under its wagering.
 */
const testApp = useTestApp()
const isPostgres = process.env.KHELA_TEST_DRIVER === 'pg'
const db = () => testApp().services.database.db
const errorOf = (response: { json(): unknown }) => errorBody.parse(response.json()).error
const adminToken = 'reference-provider-admin-token'
let provider: TestProvider
let slug = ''
let studio: ReturnType<typeof buildProviderApp>['app']
let studioUrl = ''
let studioApi: FreeRoundsApi
let admin: Awaited<ReturnType<typeof makeUserWithRole>>
let finance: Awaited<ReturnType<typeof makeUserWithRole>>
let bkash = ''

beforeAll(async () => {
  const app = testApp()
  await app.listen({ port: 0, host: '127.0.0.1' })
  const walletUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/provider/v1`
  provider = await addWalletProvider(app, { gameCodes: ['fortune-five'] })
  slug = `${provider.code}-fortune-five`
  await db().update(games).set({ launchKind: 'provider' }).where(eq(games.slug, slug))
  const config = parseConfig({
    PORT: '0',
    KHELA_WALLET_URL: walletUrl,
    PROVIDER_CODE: provider.code,
    WALLET_SECRET: provider.secret,
    ADMIN_TOKEN: adminToken,
    WALLET_TIMEOUT_MS: '5000',
    WALLET_RETRIES: '1',
    LOG_LEVEL: 'silent',
  })
  studio = buildProviderApp({ ...config, dataDir: null }).app
  await studio.listen({ port: 0, host: '127.0.0.1' })
  studioUrl = `http://127.0.0.1:${(studio.server.address() as AddressInfo).port}`
  studioApi = createFreeRoundsClient({ url: studioUrl, adminToken, timeoutMs: 5_000 })
  admin = await makeUserWithRole(app, 'admin')
  finance = await makeUserWithRole(app, 'finance')
  await seedPaymentMethods(db())
  const [method] = await db().select().from(paymentMethods).where(eq(paymentMethods.code, 'bkash'))
  if (!method) throw new Error('bkash not seeded')
  bkash = method.id
  await db()
    .insert(operatorSettings)
    .values({
      key: complianceSettingsKey,
      value: {
        ...defaultComplianceSettings,
        kyc: { isRequiredForWithdrawals: false, depositTotalRequiringKyc: Number.MAX_SAFE_INTEGER },
      },
    })
    .onConflictDoNothing()
})

afterAll(async () => {
  await studio?.close()
})

afterEach(async () => {
  await expectCleanLedger(testApp())
})

const studioApiOf = () => () => studioApi

function as(cookie: string) {
  const app = testApp()
  const headers = { origin: app.services.config.publicUrl, cookie }
  return {
    get: (url: string) => app.inject({ url, headers }),
    post: (url: string, payload: object) =>
      app.inject({ method: 'POST', url, headers: { ...headers, 'idempotency-key': newKey('fs') }, payload }),
  }
}

function freeSpinsInput(overrides: Partial<CampaignInput> = {}): CampaignInput {
  const code = `FS${randomUUID().replace(/-/g, '').slice(0, 10)}`.toUpperCase()
  return {
    name: { en: `Free spins ${code}`, bn: `ফ্রি স্পিন ${code}` },
    reward: { kind: 'free_spins', game: slug, count: 3, stake: 500 },
    eligibility: { ...openEligibility, trigger: 'promo_code', promoCode: code, usesPerPlayer: 1 },
    wagering: {
      multiple: 30,
      base: 'bonus',
      contributions: { originals: 100, crash: 100, slots: 100, live_table: 10, sportsbook: 100 },
      sportsbookMinOdds: 150,
      maxBet: null,
      maxConversionMultiple: null,
    },
    expiryDays: 7,
    terms: { en: 'Free spins.', bn: 'ফ্রি স্পিন।' },
    pack: null,
    ...overrides,
  }
}

async function createdCampaign(overrides: Partial<CampaignInput> = {}): Promise<Campaign> {
  const response = await as(admin.cookie).post('/api/admin/bonuses/campaigns', freeSpinsInput(overrides))
  expect(response.statusCode, response.body).toBe(201)
  return campaignSchema.parse(response.json())
}

/** A player granted the campaign's free spins by staff; the grant's id. */
async function grantedPlayer(reward: { count?: number; stake?: number } = {}) {
  const campaign = await createdCampaign({
    reward: { kind: 'free_spins', game: slug, count: reward.count ?? 3, stake: reward.stake ?? 500 },
  })
  const player = await signUpPlayer(testApp())
  const grant = await grantBonus(testApp(), player.userId, campaign.id, 1)
  return { player, grant, campaign }
}

async function freeRoundsOf(grantId: string) {
  const [row] = await db().select().from(bonusFreeRounds).where(eq(bonusFreeRounds.grantId, grantId))
  if (!row) throw new Error(`free rounds of ${grantId} missing`)
  return row
}

async function grantRow(grantId: string) {
  const [row] = await db().select().from(bonusGrants).where(eq(bonusGrants.id, grantId))
  if (!row) throw new Error(`grant ${grantId} missing`)
  const balances = await findGrantBalances(db(), [row.ledgerAccountId])
  return { ...row, balance: balances.get(row.ledgerAccountId) ?? 0 }
}

async function studioGrants(): Promise<{ id: string; reference: string | null; remaining: number }[]> {
  const response = await fetch(`${studioUrl}/admin/free-rounds`, {
    headers: { authorization: `Bearer ${adminToken}` },
  })
  return (
    (await response.json()) as { grants: { id: string; reference: string | null; remaining: number }[] }
  ).grants
}

/** A `free-round-win` as the studio would send it for the player's grant. */
async function freeRoundWin(
  userId: string,
  grantId: string,
  amount: number,
  overrides: { transaction?: string; secret?: string } = {},
) {
  const token = await launchFor(testApp(), provider, userId)
  const body = {
    token,
    player: userId,
    currency: 'BDT',
    game: 'fortune-five',
    round: randomUUID(),
    transaction: overrides.transaction ?? randomUUID(),
    freeRoundGrant: grantId,
    amount,
    roundClosed: true,
  }
  const response = await sendWalletCall(testApp(), provider, 'free-round-win', body, {
    secret: overrides.secret,
  })
  return { response, body }
}

describe('free-spins campaigns', () => {
  it('refuse a game no provider runs and wagering on deposit + bonus', async () => {
    const unknownGame = await as(admin.cookie).post(
      '/api/admin/bonuses/campaigns',
      freeSpinsInput({ reward: { kind: 'free_spins', game: 'no-such-game', count: 5, stake: 500 } }),
    )
    expect(unknownGame.statusCode).toBe(400)
    expect(errorOf(unknownGame).fields).toMatchObject({ 'reward.game': 'INVALID_CHOICE' })
    const input = freeSpinsInput()
    const onDeposit = await as(admin.cookie).post('/api/admin/bonuses/campaigns', {
      ...input,
      wagering: { ...input.wagering, base: 'deposit_and_bonus' },
    })
    expect(onDeposit.statusCode).toBe(400)
    expect(errorOf(onDeposit).fields).toMatchObject({ 'wagering.base': 'INVALID_CHOICE' })
  })

  it('grant at a promo-code deposit: active at 0, its spins waiting for the provider', async () => {
    const campaign = await createdCampaign()
    const player = await signUpPlayer(testApp())
    await completedDeposit(player.cookie, campaign.eligibility.promoCode)

    const mine = myGrants.parse((await as(player.cookie).get('/api/bonuses/grants')).json())
    expect(mine.active).toHaveLength(1)
    expect(mine.active[0]).toMatchObject({
      campaignId: campaign.id,
      amount: 0,
      balance: 0,
      wageringRequired: 0,
      freeSpins: {
        game: slug,
        gameTitle: 'fortune-five',
        count: 3,
        played: 0,
        stake: 500,
        providerStatus: 'pending',
      },
    })
  })
})

/** A bKash deposit of 500 taka with the promo code, completed by finance. */
async function completedDeposit(cookie: string, promoCode: string | null) {
  const created = await as(cookie).post('/api/cashier/deposits', {
    methodId: bkash,
    amount: 50_000,
    inputs: {
      senderAccountNumber: `017${String(Date.now()).slice(-8)}`,
      transactionId: randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase(),
    },
    promoCode,
  })
  expect(created.statusCode, created.body).toBe(201)
  const decided = await as(finance.cookie).post(
    `/api/admin/cashier/deposits/${(created.json() as { id: string }).id}/decision`,
    { decision: 'complete' },
  )
  expect(decided.statusCode, decided.body).toBe(200)
}

describe('free spins at a deposit whose game has left the catalogue', () => {
  it('are passed over: the deposit completes without them', async () => {
    const other = await addWalletProvider(testApp(), { gameCodes: ['fortune-five'] })
    const otherSlug = `${other.code}-fortune-five`
    await db().update(games).set({ launchKind: 'provider' }).where(eq(games.slug, otherSlug))
    const campaign = await createdCampaign({
      reward: { kind: 'free_spins', game: otherSlug, count: 3, stake: 500 },
    })
    await db().update(games).set({ launchKind: 'unavailable' }).where(eq(games.slug, otherSlug))
    const player = await signUpPlayer(testApp())
    await completedDeposit(player.cookie, campaign.eligibility.promoCode)
    expect(myGrants.parse((await as(player.cookie).get('/api/bonuses/grants')).json()).active).toEqual([])
    expect((await findPlayerAccounts(db(), player.userId))?.balances.player_cash).toBe(50_000)
  })
})

describe('free spins granted by hand', () => {
  it('need no amount, which every other kind still requires', async () => {
    const campaign = await createdCampaign()
    const fixed = await makeBonusCampaign(testApp())
    const player = await signUpPlayer(testApp())
    const byHand = (campaignId: string) =>
      as(finance.cookie).post(`/api/admin/users/${player.userId}/bonus-grants`, {
        campaignId,
        amount: null,
        reason: 'Free spins by hand',
      })
    const granted = await byHand(campaign.id)
    expect(granted.statusCode, granted.body).toBe(201)
    expect(granted.json()).toMatchObject({ amount: 0, freeSpins: { count: 3, played: 0 } })
    const refused = await byHand(fixed.id)
    expect(refused.statusCode).toBe(400)
    expect(errorOf(refused).fields).toMatchObject({ amount: 'REQUIRED' })
  })
})

describe('sending free spins to the provider', () => {
  it('sends a pending grant once, with the grant id as its reference; a resend finds the same grant', async () => {
    const { player, grant } = await grantedPlayer()
    expect(await sendFreeRounds(db(), studioApiOf(), clock.now())).toBeGreaterThanOrEqual(1)
    const sent = await freeRoundsOf(grant.id)
    expect(sent).toMatchObject({ providerStatus: 'sent', attempts: 1, lastError: null })
    const atStudio = (await studioGrants()).filter((entry) => entry.reference === grant.id)
    expect(atStudio).toMatchObject([{ id: sent.providerRef, remaining: 3 }])

    // The answer lost: the row is pending again and the job sends it again.
    await db()
      .update(bonusFreeRounds)
      .set({ providerStatus: 'pending' })
      .where(eq(bonusFreeRounds.grantId, grant.id))
    await sendFreeRounds(db(), studioApiOf(), clock.now())
    expect((await freeRoundsOf(grant.id)).providerRef).toBe(sent.providerRef)
    expect((await studioGrants()).filter((entry) => entry.reference === grant.id)).toHaveLength(1)
    expect(player.userId).toBe(grant.userId)
  })

  it('waits with backoff while the provider is down, and sends once it is up', async () => {
    const { grant } = await grantedPlayer()
    const down = createFreeRoundsClient({ url: 'http://127.0.0.1:9', adminToken, timeoutMs: 2_000 })
    const now = clock.now()
    await sendFreeRounds(db(), () => down, now)
    const waiting = await freeRoundsOf(grant.id)
    expect(waiting).toMatchObject({ providerStatus: 'pending', attempts: 1, lastError: 'network' })
    expect(waiting.nextAttemptAt.getTime()).toBe(now.getTime() + retryDelayMs(1))

    // Not due yet: nothing is sent, even to a provider that is up.
    await sendFreeRounds(db(), studioApiOf(), now)
    expect((await freeRoundsOf(grant.id)).providerStatus).toBe('pending')
    await sendFreeRounds(db(), studioApiOf(), new Date(now.getTime() + retryDelayMs(1)))
    expect(await freeRoundsOf(grant.id)).toMatchObject({ providerStatus: 'sent', attempts: 2 })
  })

  it('keeps a grant pending, not refused, while the provider turns away a wrong admin token', async () => {
    const { grant } = await grantedPlayer()
    const wrongToken = createFreeRoundsClient({
      url: studioUrl,
      adminToken: 'not-the-token',
      timeoutMs: 5_000,
    })
    await sendFreeRounds(db(), () => wrongToken, clock.now())
    expect(await freeRoundsOf(grant.id)).toMatchObject({ providerStatus: 'pending', lastError: 'status 401' })
    expect((await grantRow(grant.id)).status).toBe('active')
  })

  it('ends a grant the provider refuses, with the refusal kept and audited', async () => {
    // Fortune Five's stakes are multiples of 20 poisha: 150 is not one.
    const { grant } = await grantedPlayer({ stake: 150 })
    await sendFreeRounds(db(), studioApiOf(), clock.now())
    const refused = await freeRoundsOf(grant.id)
    expect(refused.providerStatus).toBe('failed')
    expect(refused.lastError).toContain('UNKNOWN_STAKE')
    expect(await grantRow(grant.id)).toMatchObject({ status: 'forfeited', forfeitReason: 'provider_refused' })
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, grant.id), eq(auditLog.action, 'bonus_grant.forfeit')))
    expect(entry).toBeDefined()
  })
})

describe('free-round-win', () => {
  it('pays the win to the grant, grows its wagering, counts the spin and answers a replay as stored', async () => {
    const { player, grant } = await grantedPlayer()
    const cashBefore = (await findPlayerAccounts(db(), player.userId))?.balances.player_cash
    const { response, body } = await freeRoundWin(player.userId, grant.id, 800)
    expect(response.statusCode, response.body).toBe(200)
    const answer = walletAnswer.parse(response.json())
    expect(answer).toMatchObject({ status: 'OK', balance: cashBefore, transaction: body.transaction })
    expect(answer.transfer).not.toBeNull()
    expect(await grantRow(grant.id)).toMatchObject({ amount: 800, balance: 800, wageringRequired: 30 * 800 })
    expect(await freeRoundsOf(grant.id)).toMatchObject({ played: 1, won: 800 })

    const replay = await sendWalletCall(testApp(), provider, 'free-round-win', body)
    expect(replay.body).toBe(response.body)
    expect(await grantRow(grant.id)).toMatchObject({ amount: 800, balance: 800 })
    const reused = await sendWalletCall(testApp(), provider, 'free-round-win', { ...body, amount: 900 })
    expect(errorOf(reused).code).toBe('DUPLICATE_TRANSACTION')

    const zero = await freeRoundWin(player.userId, grant.id, 0)
    expect(walletAnswer.parse(zero.response.json()).transfer).toBeNull()
    expect(await freeRoundsOf(grant.id)).toMatchObject({ played: 2, won: 800 })
  })

  it('is refused unsigned, for another player and for an unknown grant', async () => {
    const { player, grant } = await grantedPlayer()
    const unsigned = await freeRoundWin(player.userId, grant.id, 100, { secret: 'not-the-secret' })
    expect(errorOf(unsigned.response).code).toBe('INVALID_SIGNATURE')
    const other = await signUpPlayer(testApp())
    const foreign = await freeRoundWin(other.userId, grant.id, 100)
    expect(errorOf(foreign.response)).toMatchObject({ code: 'TRANSACTION_NOT_FOUND' })
    const unknown = await freeRoundWin(player.userId, randomUUID(), 100)
    expect(errorOf(unknown.response).code).toBe('TRANSACTION_NOT_FOUND')
    expect(await grantRow(grant.id)).toMatchObject({ amount: 0, balance: 0 })
  })

  it('is refused with FREE_ROUNDS_ENDED once the grant is forfeited', async () => {
    const { player, grant } = await grantedPlayer()
    const forfeited = await testApp().inject({
      method: 'POST',
      url: `/api/admin/bonuses/grants/${grant.id}/forfeit`,
      headers: {
        cookie: finance.cookie,
        origin: testApp().services.config.publicUrl,
        'idempotency-key': newKey('forfeit'),
      },
      payload: { reason: 'Test forfeit' },
    })
    expect(forfeited.statusCode, forfeited.body).toBe(200)
    const late = await freeRoundWin(player.userId, grant.id, 500)
    expect(late.response.statusCode).toBe(409)
    expect(errorOf(late.response).code).toBe('FREE_ROUNDS_ENDED')
    expect(await grantRow(grant.id)).toMatchObject({ status: 'forfeited', amount: 0, balance: 0 })
  })

  it('ends a grant whose spins are all played with nothing won; one with winnings stays under wagering', async () => {
    const empty = await grantedPlayer({ count: 2 })
    await freeRoundWin(empty.player.userId, empty.grant.id, 0)
    expect((await grantRow(empty.grant.id)).status).toBe('active')
    await freeRoundWin(empty.player.userId, empty.grant.id, 0)
    expect(await grantRow(empty.grant.id)).toMatchObject({
      status: 'forfeited',
      forfeitReason: 'spins_played',
    })
    const extra = await freeRoundWin(empty.player.userId, empty.grant.id, 0)
    expect(errorOf(extra.response).code).toBe('FREE_ROUNDS_ENDED')

    const won = await grantedPlayer({ count: 1 })
    await freeRoundWin(won.player.userId, won.grant.id, 1_200)
    expect(await grantRow(won.grant.id)).toMatchObject({
      status: 'active',
      balance: 1_200,
      wageringRequired: 36_000,
    })
  })
})

describe('converting a free-spins grant', () => {
  it('waits for its last spin, which converts it once the wagering is met', async () => {
    const { player, grant } = await grantedPlayer({ count: 2 })
    await freeRoundWin(player.userId, grant.id, 100)
    // The winnings wagered on other games before the last spin: the spins left keep the grant active.
    await db().update(bonusGrants).set({ wagered: 3_000 }).where(eq(bonusGrants.id, grant.id))
    expect(await convertGrant(db(), { grantId: grant.id })).toBeNull()
    const cashBefore = (await findPlayerAccounts(db(), player.userId))?.balances.player_cash ?? 0
    await freeRoundWin(player.userId, grant.id, 0)
    expect(await grantRow(grant.id)).toMatchObject({ status: 'converted', convertedAmount: 100, balance: 0 })
    expect((await findPlayerAccounts(db(), player.userId))?.balances.player_cash).toBe(cashBefore + 100)
  })
})

describe('the reference studio plays the free spins Khela sent', () => {
  it('pays every spin to the grant and marks its rounds paid', async () => {
    const { player, grant } = await grantedPlayer({ count: 2 })
    await sendFreeRounds(db(), studioApiOf(), clock.now())
    const token = await launchFor(testApp(), provider, player.userId, 'fortune-five')
    const query = new URLSearchParams({ token, player: player.userId, currency: 'BDT', lang: 'en' })
    const page = await (await fetch(`${studioUrl}/play/fortune-five?${query}`)).text()
    const session = /"session":"([^"]+)"/.exec(page)?.[1] ?? ''
    let won = 0
    for (const left of [1, 0]) {
      const response = await fetch(`${studioUrl}/api/spin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ session, game: 'fortune-five', stake: 500, free: true }),
      })
      const answer = (await response.json()) as {
        status: string
        win: number
        freeRoundsLeft: number
        paid: string
      }
      expect(answer).toMatchObject({ status: 'free', freeRoundsLeft: left, paid: 'free_paid' })
      won += answer.win
    }
    expect(await freeRoundsOf(grant.id)).toMatchObject({ played: 2, won })
    const row = await grantRow(grant.id)
    expect(row).toMatchObject({ amount: won, wageringRequired: 30 * won })
    expect(row.status).toBe(won === 0 ? 'forfeited' : 'active')
  })
})

describe.runIf(isPostgres)('free-round wins racing the expiry', () => {
  it('ends the grant once: each win lands before it or is refused, never both', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const { player, grant } = await grantedPlayer({ count: 5 })
      const sweepNow = new Date((await grantRow(grant.id)).expiresAt.getTime() + 1)
      const [first, second] = await Promise.all([
        freeRoundWin(player.userId, grant.id, 300),
        freeRoundWin(player.userId, grant.id, 700),
        expireGrants(db(), sweepNow),
      ])
      const landed = [first, second]
        .filter((win) => win?.response.statusCode === 200)
        .reduce((sum, win) => sum + (win?.body.amount ?? 0), 0)
      for (const win of [first, second])
        if (win?.response.statusCode !== 200)
          expect(errorOf(win?.response ?? { json: () => null }).code).toBe('FREE_ROUNDS_ENDED')
      const ended = await grantRow(grant.id)
      expect(ended).toMatchObject({ status: 'expired', balance: 0, amount: landed, forfeitedAmount: landed })
      const expiries = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.recordId, grant.id), eq(auditLog.action, 'bonus_grant.expire')))
      expect(expiries).toHaveLength(1)
    }
  })
})
