import { randomUUID } from 'node:crypto'
import { campaignReports, campaign as campaignSchema, grant as grantSchema } from '@khela/contracts/bonuses'
import { adminOverview, overviewSeries } from '@khela/contracts/overview'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { openEligibility } from '../../../test/bonuses.ts'
import { expectCleanLedger } from '../../../test/ledger.ts'
import { makeUserWithRole } from '../../../test/make-staff.ts'
import { signUpPlayer } from '../../../test/sign-up.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { providerRounds } from '../../db/schema/providers.ts'
import { clock } from '../../lib/clock.ts'

const testApp = useTestApp()
const db = () => testApp().services.database.db
const taka = (amount: number) => amount * 100
let admin: Awaited<ReturnType<typeof makeUserWithRole>>

beforeAll(async () => {
  admin = await makeUserWithRole(testApp(), 'admin')
})

afterEach(async () => {
  await expectCleanLedger(testApp())
})

function as(cookie: string) {
  const app = testApp()
  const headers = { origin: app.services.config.publicUrl, cookie }
  return {
    get: (url: string) => app.inject({ url, headers }),
    post: (url: string, payload: object) =>
      app.inject({ method: 'POST', url, headers: { ...headers, 'idempotency-key': randomUUID() }, payload }),
  }
}

describe('bonus cost and NGR', () => {
  it('count what was granted less what was forfeited, on the day in Dhaka', async () => {
    const staff = as(admin.cookie)
    const code = `COST${randomUUID().slice(0, 6)}`.toUpperCase()
    const created = await staff.post('/api/admin/bonuses/campaigns', {
      name: { en: 'Cost test', bn: 'খরচ পরীক্ষা' },
      reward: { kind: 'fixed_amount', amount: taka(1000) },
      eligibility: {
        ...openEligibility,
        trigger: 'promo_code',
        promoCode: code,
      },
      wagering: {
        multiple: 10,
        base: 'bonus',
        contributions: { originals: 100, crash: 100, slots: 100, live_table: 10, sportsbook: 100 },
        sportsbookMinOdds: 150,
        maxBet: null,
        maxConversionMultiple: null,
      },
      expiryDays: 7,
      terms: { en: 'Terms.', bn: 'শর্তাবলি।' },
      pack: null,
    })
    expect(created.statusCode, created.body).toBe(201)
    const campaign = campaignSchema.parse(created.json())
    const someone = await signUpPlayer(testApp())
    const grantUrl = `/api/admin/users/${someone.userId}/bonus-grants`
    const kept = await staff.post(grantUrl, {
      campaignId: campaign.id,
      amount: taka(1000),
      reason: 'kept one',
    })
    expect(kept.statusCode, kept.body).toBe(201)
    const forfeited = grantSchema.parse(
      (
        await staff.post(grantUrl, { campaignId: campaign.id, amount: taka(500), reason: 'forfeited one' })
      ).json(),
    )
    const forfeit = await staff.post(`/api/admin/bonuses/grants/${forfeited.id}/forfeit`, {
      reason: 'test forfeit',
    })
    expect(forfeit.statusCode, forfeit.body).toBe(200)
    // A lost provider round the same day: GGR 3000.
    await db()
      .insert(providerRounds)
      .values({
        providerCode: 'test',
        roundRef: randomUUID(),
        userId: someone.userId,
        gameCode: 'slot',
        currency: 'BDT',
        status: 'closed',
        staked: taka(3000),
      })

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(clock.now())
    const response = await staff.get(`/api/admin/overview/series?from=${today}&to=${today}`)
    expect(response.statusCode, response.body).toBe(200)
    const bdt = overviewSeries.parse(response.json()).money.find((line) => line.currency === 'BDT')
    expect(bdt?.days).toEqual([
      expect.objectContaining({ day: today, ggr: taka(3000), bonusCost: taka(1000), ngr: taka(2000) }),
    ])

    // This month's stat figures add up the same days.
    const overview = adminOverview.parse((await staff.get('/api/admin/overview')).json())
    expect(overview.stats.thisMonth).toContainEqual({
      currency: 'BDT',
      ggr: taka(3000),
      bonusCost: taka(1000),
      ngr: taka(2000),
    })

    const reports = campaignReports.parse((await staff.get('/api/admin/bonuses/reports')).json())
    expect(reports.reports.find((report) => report.campaignId === campaign.id)).toMatchObject({
      grantedAmount: taka(1500),
      forfeitedAmount: taka(500),
      cashbackCashAmount: 0,
      cost: taka(1000),
    })
  })
})
