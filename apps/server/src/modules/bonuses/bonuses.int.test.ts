import { randomUUID } from 'node:crypto'
import type { WelcomeOffer } from '@khela/contracts/accounts'
import {
  type Campaign,
  type CampaignInput,
  campaignReports,
  campaign as campaignSchema,
  depositBonusPreview,
  grant as grantSchema,
  myGrants,
  promoCheck,
} from '@khela/contracts/bonuses'
import { defaultComplianceSettings } from '@khela/contracts/compliance'
import { errorBody } from '@khela/contracts/errors'
import { and, eq } from 'drizzle-orm'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { openEligibility } from '../../../test/bonuses.ts'
import { expectCleanLedger, newKey } from '../../../test/ledger.ts'
import { makeUserWithRole } from '../../../test/make-staff.ts'
import { signUpPlayer } from '../../../test/sign-up.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { auditLog } from '../../db/schema/audit.ts'
import { sessions } from '../../db/schema/auth.ts'
import { bonusGrants } from '../../db/schema/bonuses.ts'
import { paymentMethods } from '../../db/schema/cashier.ts'
import { ledgerTransfers } from '../../db/schema/ledger.ts'
import { riskFlags, userDevices } from '../../db/schema/risk.ts'
import { operatorSettings } from '../../db/schema/settings.ts'
import { clock } from '../../lib/clock.ts'
import { seedPaymentMethods } from '../../seed/demo-payment-methods.ts'
import { complianceSettingsKey } from '../compliance/find-compliance-settings.ts'
import { recordPlayerDevice } from '../risk/record-player-device.ts'
import { ensureOperatorAccount } from '../wallet/ensure-operator-account.ts'
import { findBalances } from '../wallet/find-balances.ts'
import { transfer } from '../wallet/transfer.ts'
import { convertGrant } from './convert-grant.ts'
import { expireGrants } from './expire-grants.ts'

const testApp = useTestApp({ WITHDRAWAL_LIMIT_PER_PLAYER: '10000' })
const isPostgres = process.env.KHELA_TEST_DRIVER === 'pg'
const db = () => testApp().services.database.db
const taka = (amount: number) => amount * 100
const errorOf = (response: { json(): unknown }) => errorBody.parse(response.json()).error
let bkash: string
let admin: Awaited<ReturnType<typeof makeUserWithRole>>
let finance: Awaited<ReturnType<typeof makeUserWithRole>>

beforeAll(async () => {
  await seedPaymentMethods(db())
  const [method] = await db().select().from(paymentMethods).where(eq(paymentMethods.code, 'bkash'))
  if (!method) throw new Error('bkash not seeded')
  bkash = method.id
  // Withdrawals here are about bonuses, not identity checks.
  await db()
    .insert(operatorSettings)
    .values({
      key: complianceSettingsKey,
      value: {
        ...defaultComplianceSettings,
        kyc: { isRequiredForWithdrawals: false, depositTotalRequiringKyc: Number.MAX_SAFE_INTEGER },
      },
    })
  admin = await makeUserWithRole(testApp(), 'admin')
  finance = await makeUserWithRole(testApp(), 'finance')
})

afterEach(async () => {
  await expectCleanLedger(testApp())
})

function as(cookie: string | null) {
  const app = testApp()
  const headers: Record<string, string> = { origin: app.services.config.publicUrl }
  if (cookie) headers.cookie = cookie
  const withKey = (key = newKey('bonus')) => ({ ...headers, 'idempotency-key': key })
  return {
    get: (url: string) => app.inject({ url, headers }),
    post: (url: string, payload: object, key?: string) =>
      app.inject({ method: 'POST', url, headers: withKey(key), payload }),
    put: (url: string, payload: object) => app.inject({ method: 'PUT', url, headers, payload }),
  }
}

let codeCounter = 0
/** A promo code unique across test files running at once. */
function uniqueCode(label = 'T'): string {
  codeCounter += 1
  return `${label}${process.pid % 10_000}${codeCounter}${randomUUID().slice(0, 4)}`.toUpperCase().slice(0, 32)
}

function campaignInput(overrides: Partial<CampaignInput> = {}): CampaignInput {
  const code = uniqueCode()
  return {
    name: { en: `Test reload ${code}`, bn: `টেস্ট রিলোড ${code}` },
    reward: { kind: 'deposit_match', matchPercent: 100, maxBonus: taka(1000) },
    eligibility: {
      ...openEligibility,
      minDeposit: taka(200),
      trigger: 'promo_code',
      promoCode: code,
      usesPerPlayer: 1,
    },
    wagering: {
      multiple: 10,
      base: 'bonus',
      contributions: { originals: 100, crash: 100, slots: 100, live_table: 10, sportsbook: 100 },
      sportsbookMinOdds: 150,
      maxBet: taka(500),
      maxConversionMultiple: 2,
    },
    expiryDays: 7,
    terms: { en: 'Terms in English.', bn: 'বাংলায় শর্তাবলি।' },
    pack: null,
    ...overrides,
  }
}

async function createdCampaign(overrides: Partial<CampaignInput> = {}): Promise<Campaign> {
  const response = await as(admin.cookie).post('/api/admin/bonuses/campaigns', campaignInput(overrides))
  expect(response.statusCode, response.body).toBe(201)
  return campaignSchema.parse(response.json())
}

/** A player whose sessions come from an address of their own, so address matches are only the ones a test makes. */
async function player(overrides: Parameters<typeof signUpPlayer>[1] = {}) {
  const signedUp = await signUpPlayer(testApp(), overrides)
  await db()
    .update(sessions)
    .set({
      ipAddress: `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${codeCounter++ % 250}`,
    })
    .where(eq(sessions.userId, signedUp.userId))
  return signedUp
}

let senderCounter = 0
function uniqueSender(): string {
  senderCounter += 1
  return `017${String((process.pid * 1000 + senderCounter) % 100_000_000).padStart(8, '0')}`
}

/** A bKash deposit by the player, completed by finance; returns the deposit's id. */
async function completedDeposit(
  cookie: string,
  amount: number,
  options: { promoCode?: string; declineBonus?: boolean; sender?: string; decisionKey?: string } = {},
) {
  const created = await as(cookie).post('/api/cashier/deposits', {
    methodId: bkash,
    amount,
    inputs: {
      senderAccountNumber: options.sender ?? uniqueSender(),
      transactionId: randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase(),
    },
    ...(options.promoCode ? { promoCode: options.promoCode } : {}),
    ...(options.declineBonus ? { declineBonus: true } : {}),
  })
  expect(created.statusCode, created.body).toBe(201)
  const { id } = created.json() as { id: string }
  const decided = await as(finance.cookie).post(
    `/api/admin/cashier/deposits/${id}/decision`,
    { decision: 'complete' },
    options.decisionKey,
  )
  expect(decided.statusCode, decided.body).toBe(200)
  return id
}

async function grantsOf(cookie: string) {
  const response = await as(cookie).get('/api/bonuses/grants')
  expect(response.statusCode, response.body).toBe(200)
  return myGrants.parse(response.json())
}

async function grantRow(grantId: string) {
  const [row] = await db().select().from(bonusGrants).where(eq(bonusGrants.id, grantId))
  if (!row) throw new Error(`grant ${grantId} missing`)
  return row
}

describe('campaigns', () => {
  it('are created, read, edited, paused, resumed and duplicated by staff, each change audited', async () => {
    const created = await createdCampaign()
    expect(created.status).toBe('active')
    const admins = as(admin.cookie)
    expect((await admins.get(`/api/admin/bonuses/campaigns/${created.id}`)).json()).toEqual(created)
    const list = (await admins.get('/api/admin/bonuses/campaigns')).json() as { campaigns: Campaign[] }
    expect(list.campaigns.map((campaign) => campaign.id)).toContain(created.id)

    const edited = await admins.put(
      `/api/admin/bonuses/campaigns/${created.id}`,
      campaignInput({ name: { en: 'Edited', bn: 'সম্পাদিত' }, eligibility: created.eligibility }),
    )
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json()).toMatchObject({ name: { en: 'Edited', bn: 'সম্পাদিত' } })

    const paused = await admins.post(`/api/admin/bonuses/campaigns/${created.id}/status`, {
      status: 'paused',
    })
    expect(paused.json()).toMatchObject({ status: 'paused' })
    const resumed = await admins.post(`/api/admin/bonuses/campaigns/${created.id}/status`, {
      status: 'active',
    })
    expect(resumed.json()).toMatchObject({ status: 'active' })

    const copy = await admins.post(`/api/admin/bonuses/campaigns/${created.id}/duplicate`, {})
    expect(copy.statusCode, copy.body).toBe(201)
    expect(copy.json()).toMatchObject({
      status: 'paused',
      name: { en: 'Edited (copy)', bn: 'সম্পাদিত (কপি)' },
    })
    expect((copy.json() as Campaign).eligibility.promoCode).not.toBe(created.eligibility.promoCode)

    const actions = await db()
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.recordType, 'bonus_campaign'), eq(auditLog.recordId, created.id)))
    expect(actions.map((entry) => entry.action).sort()).toEqual([
      'bonus_campaign.create',
      'bonus_campaign.pause',
      'bonus_campaign.resume',
      'bonus_campaign.update',
    ])
    expect(actions.every((entry) => entry.actorId === admin.userId)).toBe(true)
  })

  it('refuse staff without the permission, players and visitors', async () => {
    const support = await makeUserWithRole(testApp(), 'support')
    const someone = await player()
    expect((await as(support.cookie).get('/api/admin/bonuses/campaigns')).statusCode).toBe(200)
    expect((await as(support.cookie).post('/api/admin/bonuses/campaigns', campaignInput())).statusCode).toBe(
      403,
    )
    expect((await as(finance.cookie).post('/api/admin/bonuses/campaigns', campaignInput())).statusCode).toBe(
      403,
    )
    expect((await as(someone.cookie).get('/api/admin/bonuses/campaigns')).statusCode).toBe(403)
    expect((await as(null).get('/api/admin/bonuses/campaigns')).statusCode).toBe(401)
  })

  it('refuse bad input with 400 and a field code, and a promo code another campaign has', async () => {
    const admins = as(admin.cookie)
    const noCode = campaignInput()
    const missing = await admins.post('/api/admin/bonuses/campaigns', {
      ...noCode,
      eligibility: { ...noCode.eligibility, promoCode: null },
    })
    expect(missing.statusCode).toBe(400)
    expect(errorOf(missing)).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { 'eligibility.promoCode': 'REQUIRED' },
    })
    const unknownKind = await admins.post('/api/admin/bonuses/campaigns', {
      ...noCode,
      reward: { kind: 'free_spins', spins: 10 },
    })
    expect(unknownKind.statusCode).toBe(400)
    const badMoney = await admins.post('/api/admin/bonuses/campaigns', {
      ...noCode,
      reward: { kind: 'fixed_amount', amount: 10.5 },
    })
    expect(badMoney.statusCode).toBe(400)

    const first = await createdCampaign()
    const taken = await admins.post(
      '/api/admin/bonuses/campaigns',
      campaignInput({ eligibility: first.eligibility }),
    )
    expect(taken.statusCode).toBe(409)
    expect(errorOf(taken).code).toBe('PROMO_CODE_TAKEN')
    expect((await admins.get(`/api/admin/bonuses/campaigns/${randomUUID()}`)).statusCode).toBe(404)
    expect((await admins.get('/api/admin/bonuses/campaigns/not-a-uuid')).statusCode).toBe(404)
  })
})

describe('grants at a deposit', () => {
  it("grant the registration's welcome offer once at the qualifying deposit; a replayed approval pays nothing more", async () => {
    const offer: WelcomeOffer = 'welcome_live_bonus'
    const welcome = await createdCampaign({
      name: { en: 'Test welcome live', bn: 'টেস্ট স্বাগত লাইভ' },
      eligibility: {
        ...campaignInput().eligibility,
        trigger: 'welcome_offer',
        promoCode: null,
        welcomeOffer: offer,
        depositNumber: 1,
        countries: ['BT'],
      },
      wagering: { ...campaignInput().wagering, base: 'deposit_and_bonus', multiple: 20 },
    })
    const someone = await player({ offer, country: 'BT' })
    const decisionKey = newKey('decide')
    const depositId = await completedDeposit(someone.cookie, taka(500), { decisionKey })

    const { active } = await grantsOf(someone.cookie)
    expect(active).toHaveLength(1)
    expect(active[0]).toMatchObject({
      campaignId: welcome.id,
      depositId,
      amount: taka(500),
      balance: taka(500),
      wageringRequired: taka(1000) * 20,
      wagered: 0,
      terms: { name: { en: 'Test welcome live', bn: 'টেস্ট স্বাগত লাইভ' } },
    })
    expect(active[0]?.secondsLeft).toBeGreaterThan(6 * 24 * 3600)
    expect(await findBalances(db(), someone.userId)).toMatchObject({ cash: taka(500), bonus: taka(500) })

    const replay = await as(finance.cookie).post(
      `/api/admin/cashier/deposits/${depositId}/decision`,
      { decision: 'complete' },
      decisionKey,
    )
    expect(replay.statusCode).toBe(200)
    const again = await as(finance.cookie).post(`/api/admin/cashier/deposits/${depositId}/decision`, {
      decision: 'complete',
    })
    expect(errorOf(again).code).toBe('ALREADY_DECIDED')
    expect((await grantsOf(someone.cookie)).active).toHaveLength(1)

    // The second deposit is not the offer's: nothing more.
    await completedDeposit(someone.cookie, taka(500))
    expect((await grantsOf(someone.cookie)).active).toHaveLength(1)
    // Editing the campaign changes no running grant.
    await as(admin.cookie).put(
      `/api/admin/bonuses/campaigns/${welcome.id}`,
      campaignInput({ name: { en: 'Renamed', bn: 'নতুন নাম' }, eligibility: welcome.eligibility }),
    )
    expect((await grantsOf(someone.cookie)).active[0]?.terms.name).toEqual({
      en: 'Test welcome live',
      bn: 'টেস্ট স্বাগত লাইভ',
    })
  })

  it('preview the bonus a deposit would bring, or why its code does not apply', async () => {
    const reload = await createdCampaign({
      reward: { kind: 'deposit_match', matchPercent: 50, maxBonus: taka(100) },
    })
    const code = reload.eligibility.promoCode ?? ''
    const someone = await player()
    const preview = async (query: string) => {
      const response = await as(someone.cookie).get(`/api/cashier/deposits/bonus-preview?${query}`)
      expect(response.statusCode, response.body).toBe(200)
      return depositBonusPreview.parse(response.json())
    }
    expect(await preview(`amount=${taka(300)}&promoCode=${code.toLowerCase()}`)).toEqual({
      bonus: {
        offer: expect.objectContaining({ campaignId: reload.id }),
        amount: taka(100),
        wageringRequired: taka(100) * 10,
      },
      promoCodeRefusal: null,
    })
    expect(await preview(`amount=${taka(100)}&promoCode=${code}`)).toMatchObject({
      promoCodeRefusal: 'not_eligible',
    })
    expect(await preview(`amount=${taka(300)}&promoCode=NOPE-NOPE`)).toMatchObject({
      bonus: null,
      promoCodeRefusal: 'unknown',
    })
    expect((await as(someone.cookie).get('/api/cashier/deposits/bonus-preview?amount=-5')).statusCode).toBe(
      400,
    )
    expect((await as(null).get(`/api/cashier/deposits/bonus-preview?amount=${taka(300)}`)).statusCode).toBe(
      401,
    )
  })

  it('move a player through a welcome pack, one step a deposit', async () => {
    const offer: WelcomeOffer = 'sport_welcome_pack_700'
    const steps = await Promise.all(
      [200, 100].map((matchPercent, index) =>
        createdCampaign({
          name: { en: `Test pack step ${index + 1}`, bn: `টেস্ট প্যাক ধাপ ${index + 1}` },
          reward: { kind: 'deposit_match', matchPercent, maxBonus: taka(5000) },
          eligibility: {
            ...campaignInput().eligibility,
            trigger: 'welcome_offer',
            promoCode: null,
            welcomeOffer: offer,
            depositNumber: index + 1,
            countries: ['PK'],
          },
          pack: { key: 'test_pack', step: index + 1 },
        }),
      ),
    )
    const someone = await player({ offer, country: 'PK' })
    for (let deposit = 0; deposit < 3; deposit++) await completedDeposit(someone.cookie, taka(300))
    const { active } = await grantsOf(someone.cookie)
    expect(active.map((grant) => [grant.campaignId, grant.amount, grant.terms.pack?.step])).toEqual([
      [steps[1]?.id, taka(300), 2],
      [steps[0]?.id, taka(600), 1],
    ])
    expect(await findBalances(db(), someone.userId)).toMatchObject({ cash: taka(900), bonus: taka(900) })
  })

  it("take a campaign's code at registration and grant it at the deposit it names", async () => {
    const reload = await createdCampaign({ reward: { kind: 'fixed_amount', amount: taka(150) } })
    const code = reload.eligibility.promoCode ?? ''
    const applied = await as(null).get(`/api/accounts/promo-codes/${code.toLowerCase()}`)
    expect(applied.json()).toEqual({ status: 'valid' })
    expect((await as(null).get('/api/accounts/promo-codes/NOT-A-CAMPAIGN')).json()).toEqual({
      status: 'unknown',
    })
    const someone = await player({ promoCode: code })
    await completedDeposit(someone.cookie, taka(500))
    const { active } = await grantsOf(someone.cookie)
    expect(active.map((grant) => [grant.campaignId, grant.amount, grant.promoCode])).toEqual([
      [reload.id, taka(150), code],
    ])
  })

  it('grant nothing when the player declines the bonus', async () => {
    const reload = await createdCampaign()
    const someone = await player()
    await completedDeposit(someone.cookie, taka(500), {
      promoCode: reload.eligibility.promoCode ?? '',
      declineBonus: true,
    })
    expect((await grantsOf(someone.cookie)).active).toEqual([])
    expect(await findBalances(db(), someone.userId)).toMatchObject({ cash: taka(500), bonus: 0 })
  })

  it('keep promo codes to their limits: once per player, and in all', async () => {
    const reload = await createdCampaign({
      reward: { kind: 'fixed_amount', amount: taka(100) },
      eligibility: { ...campaignInput().eligibility, totalUses: 2, usesPerPlayer: 1 },
    })
    const code = reload.eligibility.promoCode ?? ''
    const [first, second, third] = [await player(), await player(), await player()]
    if (!first || !second || !third) throw new Error('players missing')
    await completedDeposit(first.cookie, taka(500), { promoCode: code })
    await completedDeposit(first.cookie, taka(500), { promoCode: code })
    expect((await grantsOf(first.cookie)).active).toHaveLength(1)
    await completedDeposit(second.cookie, taka(500), { promoCode: code })
    await completedDeposit(third.cookie, taka(500), { promoCode: code })
    expect((await grantsOf(second.cookie)).active).toHaveLength(1)
    expect((await grantsOf(third.cookie)).active).toEqual([])

    const check = async (cookie: string | null, query: string) => {
      const response = await as(cookie).get(`/api/bonuses/promo-check?${query}`)
      expect(response.statusCode, response.body).toBe(200)
      return promoCheck.parse(response.json())
    }
    expect(await check(third.cookie, `code=${code}`)).toMatchObject({ isValid: false, reason: 'used_up' })
    const other = await createdCampaign({
      eligibility: { ...campaignInput().eligibility, countries: ['BD'] },
    })
    const otherCode = other.eligibility.promoCode ?? ''
    expect(await check(null, `code=${otherCode.toLowerCase()}`)).toMatchObject({
      isValid: true,
      offer: { campaignId: other.id, terms: other.terms },
    })
    expect(await check(null, `code=${otherCode}&country=IN`)).toMatchObject({ reason: 'wrong_country' })
    expect(await check(null, `code=${otherCode}&currency=INR`)).toMatchObject({ reason: 'wrong_currency' })
    await completedDeposit(first.cookie, taka(500), { promoCode: otherCode })
    expect(await check(first.cookie, `code=${otherCode}`)).toMatchObject({ reason: 'already_used' })
    expect(await check(null, 'code=NO-SUCH-CODE')).toMatchObject({ isValid: false, reason: 'unknown' })
    const ended = await createdCampaign({
      eligibility: { ...campaignInput().eligibility, endsAt: new Date(Date.now() - 1000).toISOString() },
    })
    expect(await check(null, `code=${ended.eligibility.promoCode}`)).toMatchObject({ reason: 'expired' })
    expect((await as(null).get('/api/bonuses/promo-check')).statusCode).toBe(400)
  })

  it('hold back a welcome reward whose sender account an earlier welcome grant shares, with a risk flag', async () => {
    await createdCampaign({
      name: { en: 'Test welcome crash', bn: 'টেস্ট স্বাগত ক্র্যাশ' },
      eligibility: {
        ...campaignInput().eligibility,
        trigger: 'welcome_offer',
        promoCode: null,
        welcomeOffer: 'welcome_crash_bonus',
        depositNumber: 1,
        countries: ['NP'],
      },
    })
    const sender = uniqueSender()
    const first = await player({ offer: 'welcome_crash_bonus', country: 'NP' })
    const second = await player({ offer: 'welcome_crash_bonus', country: 'NP' })
    await completedDeposit(first.cookie, taka(500), { sender })
    const secondDeposit = await completedDeposit(second.cookie, taka(500), { sender })
    expect((await grantsOf(first.cookie)).active).toHaveLength(1)
    expect((await grantsOf(second.cookie)).active).toEqual([])
    expect(await findBalances(db(), second.userId)).toMatchObject({ cash: taka(500), bonus: 0 })
    const [flag] = await db()
      .select()
      .from(riskFlags)
      .where(and(eq(riskFlags.kind, 'bonus_abuse'), eq(riskFlags.subject, secondDeposit)))
    expect(flag).toMatchObject({
      userId: second.userId,
      recordType: 'deposit_request',
      recordId: secondDeposit,
    })
    expect(flag?.details).toMatchObject({ marks: ['sender_account'], amount: taka(500), currency: 'BDT' })

    // The same address as the first grant's player, or the device of a later grant's player: held back too.
    const fromFirstsAddress = await player({ offer: 'welcome_crash_bonus', country: 'NP' })
    const [firstSession] = await db().select().from(sessions).where(eq(sessions.userId, first.userId))
    await db()
      .update(sessions)
      .set({ ipAddress: firstSession?.ipAddress ?? null })
      .where(eq(sessions.userId, fromFirstsAddress.userId))
    const fourth = await player({ offer: 'welcome_crash_bonus', country: 'NP' })
    await recordPlayerDevice(db(), { userId: fourth.userId, deviceId: randomUUID() })
    await completedDeposit(fourth.cookie, taka(500))
    const [fourthGrant] = (await grantsOf(fourth.cookie)).active
    expect(fourthGrant).toBeDefined()
    const sharingFourthsDevice = await player({ offer: 'welcome_crash_bonus', country: 'NP' })
    const [fourthsDevice] = await db().select().from(userDevices).where(eq(userDevices.userId, fourth.userId))
    await db()
      .insert(userDevices)
      .values({ deviceHash: fourthsDevice?.deviceHash ?? '', userId: sharingFourthsDevice.userId })
    for (const [someone, mark] of [
      [sharingFourthsDevice, 'device'],
      [fromFirstsAddress, 'ip'],
    ] as const) {
      const depositId = await completedDeposit(someone.cookie, taka(500))
      expect((await grantsOf(someone.cookie)).active).toEqual([])
      const [held] = await db()
        .select()
        .from(riskFlags)
        .where(and(eq(riskFlags.kind, 'bonus_abuse'), eq(riskFlags.subject, depositId)))
      expect(held?.details, mark).toMatchObject({ marks: [mark] })
    }
  })
})

describe('ending grants', () => {
  async function grantedPlayer(maxConversionMultiple: number | null = 2) {
    const reload = await createdCampaign({
      wagering: { ...campaignInput().wagering, maxConversionMultiple },
    })
    const someone = await player()
    await completedDeposit(someone.cookie, taka(500), { promoCode: reload.eligibility.promoCode ?? '' })
    const [active] = (await grantsOf(someone.cookie)).active
    if (!active) throw new Error('no grant')
    return { someone, grant: active, campaign: reload }
  }

  /** What the bet path will do: wins land on the grant's account, stakes count towards wagering. */
  async function winOnGrant(grantId: string, amount: number) {
    const row = await grantRow(grantId)
    const house = await ensureOperatorAccount(db(), { kind: 'house', currency: 'BDT' })
    await transfer(db(), {
      idempotencyKey: newKey('win'),
      debit: house,
      credit: row.ledgerAccountId,
      amount,
      currency: 'BDT',
      kind: 'bet_win',
    })
  }

  it('converts once wagering is met, capped by the maximum conversion, the excess forfeited', async () => {
    const { someone, grant } = await grantedPlayer(2)
    expect(await convertGrant(db(), { grantId: grant.id })).toBeNull()
    await winOnGrant(grant.id, taka(1500))
    await db()
      .update(bonusGrants)
      .set({ wagered: grant.wageringRequired })
      .where(eq(bonusGrants.id, grant.id))

    const converted = await convertGrant(db(), { grantId: grant.id })
    expect(converted).toMatchObject({
      status: 'converted',
      convertedAmount: taka(1000),
      forfeitedAmount: taka(1000),
    })
    expect(await findBalances(db(), someone.userId)).toMatchObject({ cash: taka(500 + 1000), bonus: 0 })
    expect(await convertGrant(db(), { grantId: grant.id })).toBeNull()
    const kinds = await db()
      .select({ kind: ledgerTransfers.kind, amount: ledgerTransfers.amount })
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.refType, 'bonus_grant'), eq(ledgerTransfers.refId, grant.id)))
    expect(kinds.sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      { kind: 'bonus_conversion', amount: taka(1000) },
      { kind: 'bonus_forfeit', amount: taka(1000) },
      { kind: 'bonus_grant', amount: taka(500) },
    ])
    const { history } = await grantsOf(someone.cookie)
    expect(history[0]).toMatchObject({ id: grant.id, status: 'converted', balance: 0, secondsLeft: 0 })
  })

  it('expire in the sweep once their time is up, the balance forfeited', async () => {
    const { someone, grant } = await grantedPlayer()
    expect(await expireGrants(db(), clock.now())).toBe(0)
    const later = new Date(Date.parse(grant.expiresAt) + 1000)
    expect(await expireGrants(db(), later)).toBeGreaterThanOrEqual(1)
    expect(await grantRow(grant.id)).toMatchObject({
      status: 'expired',
      forfeitReason: 'expired',
      forfeitedAmount: taka(500),
    })
    expect(await findBalances(db(), someone.userId)).toMatchObject({ cash: taka(500), bonus: 0 })
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, grant.id), eq(auditLog.action, 'bonus_grant.expire')))
    expect(entry?.actorId).toBeNull()
  })

  it('refuse a withdrawal that would forfeit a bonus until the player confirms, then forfeit it', async () => {
    const { someone, grant } = await grantedPlayer()
    const warning = await as(someone.cookie).get('/api/bonuses/withdrawal-warning')
    expect(warning.json()).toEqual({
      grants: [{ grantId: grant.id, name: grant.terms.name, balance: taka(500) }],
      total: taka(500),
    })
    const request = {
      methodId: bkash,
      userType: 'personal',
      receiverAccount: '01712345678',
      amount: taka(500),
    }
    const refused = await as(someone.cookie).post('/api/cashier/withdrawals', request)
    expect(refused.statusCode, refused.body).toBe(409)
    expect(errorOf(refused)).toMatchObject({
      code: 'BONUS_FORFEIT_REQUIRED',
      fields: { total: String(taka(500)), grants: grant.id, currency: 'BDT' },
    })
    expect(await findBalances(db(), someone.userId)).toMatchObject({ cash: taka(500), bonus: taka(500) })

    const confirmed = await as(someone.cookie).post('/api/cashier/withdrawals', {
      ...request,
      forfeitBonuses: true,
    })
    expect(confirmed.statusCode, confirmed.body).toBe(201)
    expect(await grantRow(grant.id)).toMatchObject({ status: 'forfeited', forfeitReason: 'withdrawal' })
    expect((await as(someone.cookie).get('/api/bonuses/withdrawal-warning')).json()).toEqual({
      grants: [],
      total: 0,
    })
    expect(await findBalances(db(), someone.userId)).toMatchObject({ cash: 0, bonus: 0, onHold: taka(500) })
  })

  it('forfeit on self-exclusion', async () => {
    const { someone, grant } = await grantedPlayer()
    const excluded = await as(someone.cookie).post('/api/responsible-gambling/exclusion', { duration: '6m' })
    expect(excluded.statusCode, excluded.body).toBe(200)
    expect(await grantRow(grant.id)).toMatchObject({ status: 'forfeited', forfeitReason: 'self_exclusion' })
  })

  it('forfeit on account closure', async () => {
    const { someone, grant } = await grantedPlayer()
    const deleted = await testApp().inject({
      method: 'DELETE',
      url: `/api/admin/users/${someone.userId}`,
      headers: { cookie: admin.cookie, origin: testApp().services.config.publicUrl },
    })
    expect(deleted.statusCode, deleted.body).toBeLessThan(300)
    expect(await grantRow(grant.id)).toMatchObject({ status: 'forfeited', forfeitReason: 'account_closed' })
  })

  it('are forfeited and granted by staff with a reason, audited, idempotent; reported per campaign', async () => {
    const { someone, grant, campaign } = await grantedPlayer()
    const staff = as(finance.cookie)
    const key = newKey('forfeit')
    const forfeited = await staff.post(
      `/api/admin/bonuses/grants/${grant.id}/forfeit`,
      { reason: 'Duplicate' },
      key,
    )
    expect(forfeited.statusCode, forfeited.body).toBe(200)
    expect(grantSchema.parse(forfeited.json())).toMatchObject({ status: 'forfeited', forfeitReason: 'staff' })
    expect(
      (
        await staff.post(`/api/admin/bonuses/grants/${grant.id}/forfeit`, { reason: 'Duplicate' }, key)
      ).json(),
    ).toEqual(forfeited.json())
    const again = await staff.post(`/api/admin/bonuses/grants/${grant.id}/forfeit`, { reason: 'Again' })
    expect(errorOf(again).code).toBe('GRANT_NOT_ACTIVE')
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, grant.id), eq(auditLog.action, 'bonus_grant.forfeit')))
    expect(entry).toMatchObject({
      actorId: finance.userId,
      after: expect.objectContaining({ note: 'Duplicate' }),
    })

    const grantKey = newKey('grant')
    const payload = { campaignId: campaign.id, amount: taka(50), reason: 'Goodwill after an outage' }
    const granted = await staff.post(`/api/admin/users/${someone.userId}/bonus-grants`, payload, grantKey)
    expect(granted.statusCode, granted.body).toBe(201)
    expect(
      (await staff.post(`/api/admin/users/${someone.userId}/bonus-grants`, payload, grantKey)).json(),
    ).toEqual(granted.json())
    const [grantEntry] = await db()
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.recordId, grantSchema.parse(granted.json()).id),
          eq(auditLog.action, 'bonus_grant.grant_by_hand'),
        ),
      )
    expect(grantEntry).toMatchObject({
      actorId: finance.userId,
      after: expect.objectContaining({ amount: taka(50), reason: 'Goodwill after an outage' }),
    })
    const listed = (await staff.get(`/api/admin/users/${someone.userId}/bonus-grants`)).json() as {
      grants: { id: string; status: string }[]
    }
    expect(listed.grants.map((row) => row.status)).toEqual(['active', 'forfeited'])
    expect(await findBalances(db(), someone.userId)).toMatchObject({ bonus: taka(50) })
    const support = await makeUserWithRole(testApp(), 'support')
    expect(
      (await as(support.cookie).post(`/api/admin/users/${someone.userId}/bonus-grants`, payload)).statusCode,
    ).toBe(403)
    // Nobody grants to themselves; an unknown user has no wallet to grant to.
    expect((await staff.post(`/api/admin/users/${finance.userId}/bonus-grants`, payload)).statusCode).toBe(
      403,
    )
    expect((await staff.post(`/api/admin/users/${randomUUID()}/bonus-grants`, payload)).statusCode).toBe(404)

    const reports = campaignReports.parse((await staff.get('/api/admin/bonuses/reports')).json())
    expect(reports.reports.find((report) => report.campaignId === campaign.id)).toMatchObject({
      grants: 2,
      active: 1,
      forfeited: 1,
      grantedAmount: taka(550),
      forfeitedAmount: taka(500),
      outstandingAmount: taka(50),
    })
  })
})

describe('offers', () => {
  it('lists running campaigns with their terms in both languages, promo-code ones left out', async () => {
    const automatic = await createdCampaign({
      eligibility: {
        ...campaignInput().eligibility,
        trigger: 'automatic',
        promoCode: null,
        countries: ['LK'],
      },
    })
    const coded = await createdCampaign()
    const response = await as(null).get('/api/bonuses/offers?currency=BDT')
    expect(response.statusCode).toBe(200)
    const { offers } = response.json() as { offers: { campaignId: string; terms: object }[] }
    expect(offers.find((offer) => offer.campaignId === automatic.id)?.terms).toEqual(automatic.terms)
    expect(offers.some((offer) => offer.campaignId === coded.id)).toBe(false)
    expect((await as(null).get('/api/bonuses/offers?currency=XYZ')).statusCode).toBe(400)
  })
})

describe.runIf(isPostgres)('on PostgreSQL', () => {
  it('a conversion racing the expiry sweep ends the grant once', async () => {
    for (let round = 0; round < 5; round++) {
      const reload = await createdCampaign()
      const someone = await player()
      await completedDeposit(someone.cookie, taka(500), { promoCode: reload.eligibility.promoCode ?? '' })
      const [grant] = (await grantsOf(someone.cookie)).active
      if (!grant) throw new Error('no grant')
      await db()
        .update(bonusGrants)
        .set({ wagered: grant.wageringRequired, expiresAt: new Date(Date.now() - 1000) })
        .where(eq(bonusGrants.id, grant.id))
      const [converted] = await Promise.all([convertGrant(db(), { grantId: grant.id }), expireGrants(db())])
      const row = await grantRow(grant.id)
      expect(row.status === 'converted').toBe(converted !== null)
      expect(['converted', 'expired']).toContain(row.status)
      const endings = await db()
        .select({ kind: ledgerTransfers.kind })
        .from(ledgerTransfers)
        .where(and(eq(ledgerTransfers.refType, 'bonus_grant'), eq(ledgerTransfers.refId, grant.id)))
      expect(endings.filter((transfer) => transfer.kind !== 'bonus_grant')).toHaveLength(1)
      const balances = await findBalances(db(), someone.userId)
      expect(balances?.bonus).toBe(0)
      expect(balances?.cash).toBe(row.status === 'converted' ? taka(1000) : taka(500))
    }
  })

  it('two deposits racing for the last use of a promo code grant it once', async () => {
    const reload = await createdCampaign({
      reward: { kind: 'fixed_amount', amount: taka(100) },
      eligibility: { ...campaignInput().eligibility, totalUses: 1 },
    })
    const code = reload.eligibility.promoCode ?? ''
    const players = [await player(), await player()]
    const depositIds = await Promise.all(
      players.map(async (someone) => {
        const created = await as(someone.cookie).post('/api/cashier/deposits', {
          methodId: bkash,
          amount: taka(500),
          promoCode: code,
          inputs: {
            senderAccountNumber: uniqueSender(),
            transactionId: randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase(),
          },
        })
        return (created.json() as { id: string }).id
      }),
    )
    const decisions = await Promise.all(
      depositIds.map((id) =>
        as(finance.cookie).post(`/api/admin/cashier/deposits/${id}/decision`, { decision: 'complete' }),
      ),
    )
    expect(decisions.map((decision) => decision.statusCode)).toEqual([200, 200])
    const grants = await db().select().from(bonusGrants).where(eq(bonusGrants.campaignId, reload.id))
    expect(grants).toHaveLength(1)
  })
})
