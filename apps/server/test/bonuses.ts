import {
  type Campaign,
  type CampaignEligibility,
  type CampaignReward,
  type CampaignWagering,
  campaign,
  grant,
} from '@khela/contracts/bonuses'
import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import type { App } from '../src/app.ts'
import { bonusCampaigns, bonusGrants } from '../src/db/schema/bonuses.ts'
import { ledgerAccounts } from '../src/db/schema/ledger.ts'
import { newKey } from './ledger.ts'
import { makeUserWithRole } from './make-staff.ts'

/** A campaign's eligibility open to every BDT player, granted without a code: tests override what they test. */
export const openEligibility = {
  audience: 'all_players',
  countries: [],
  currencies: ['BDT'],
  depositNumber: null,
  minDeposit: 0,
  trigger: 'automatic',
  promoCode: null,
  welcomeOffer: null,
  totalUses: null,
  usesPerPlayer: null,
  startsAt: null,
  endsAt: null,
} satisfies CampaignEligibility

/** A fixed-amount campaign (or this reward) for grants by hand, with these wagering rules over a plain default. */
export async function makeBonusCampaign(
  app: App,
  wagering: Partial<CampaignWagering> = {},
  reward: CampaignReward = { kind: 'fixed_amount', amount: 10_000 },
): Promise<Campaign> {
  const admin = await makeUserWithRole(app, 'admin')
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/bonuses/campaigns',
    headers: { cookie: admin.cookie, origin: app.services.config.publicUrl },
    payload: {
      name: { en: `Bet bonus ${newKey('campaign')}`, bn: 'বাজির বোনাস' },
      reward,
      eligibility: {
        ...openEligibility,
      },
      wagering: {
        multiple: 30,
        base: 'bonus',
        contributions: { originals: 100, crash: 100, slots: 100, live_table: 10, sportsbook: 100 },
        sportsbookMinOdds: 150,
        maxBet: null,
        maxConversionMultiple: null,
        ...wagering,
      },
      expiryDays: 7,
      terms: { en: 'Bet bonus.', bn: 'বাজির বোনাস।' },
      pack: null,
    },
  })
  expect(response.statusCode, response.body).toBe(201)
  // A campaign for grants by hand only: paused, so no deposit in another test is given it.
  const made = campaign.parse(response.json())
  await app.services.database.db
    .update(bonusCampaigns)
    .set({ status: 'paused' })
    .where(eq(bonusCampaigns.id, made.id))
  return made
}

/** A grant of `amount` by hand (staff with `bonuses.grant`); its row. */
export async function grantBonus(app: App, userId: string, campaignId: string, amount: number) {
  const finance = await makeUserWithRole(app, 'finance')
  const response = await app.inject({
    method: 'POST',
    url: `/api/admin/users/${userId}/bonus-grants`,
    headers: {
      cookie: finance.cookie,
      origin: app.services.config.publicUrl,
      'idempotency-key': newKey('grant'),
    },
    payload: { campaignId, amount, reason: 'Bet test' },
  })
  expect(response.statusCode, response.body).toBe(201)
  return findGrant(app, grant.parse(response.json()).id)
}

/** A grant's row with its account's balance. */
export async function findGrant(app: App, grantId: string) {
  const { db } = app.services.database
  const [row] = await db
    .select({ grant: bonusGrants, balance: ledgerAccounts.balance })
    .from(bonusGrants)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, bonusGrants.ledgerAccountId))
    .where(eq(bonusGrants.id, grantId))
  if (!row) throw new Error(`grant ${grantId} missing`)
  return { ...row.grant, balance: row.balance ?? 0 }
}
