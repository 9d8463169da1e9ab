import type { Campaign } from '@khela/contracts/bonuses'
import { describe, expect, it } from 'vitest'
import { eligibilityRefusal } from './campaign-eligibility.ts'

const now = new Date('2026-11-27T10:00:00Z')
const campaign: Campaign = {
  id: 'c',
  name: { en: 'Test', bn: 'টেস্ট' },
  status: 'active',
  reward: { kind: 'deposit_match', matchPercent: 100, maxBonus: 100_000 },
  eligibility: {
    audience: 'all_players',
    countries: ['BD'],
    currencies: ['BDT'],
    depositNumber: 1,
    minDeposit: 20_000,
    trigger: 'automatic',
    promoCode: null,
    welcomeOffer: null,
    totalUses: null,
    usesPerPlayer: null,
    startsAt: '2026-11-01T00:00:00.000Z',
    endsAt: '2026-12-01T00:00:00.000Z',
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
  terms: { en: 'T', bn: 'শ' },
  pack: null,
  createdAt: '2026-10-01T00:00:00.000Z',
  updatedAt: '2026-10-01T00:00:00.000Z',
}
const profile = {
  country: 'BD' as const,
  currency: 'BDT' as const,
  registeredAt: new Date('2026-11-20T00:00:00Z'),
}
const deposit = { amount: 50_000, number: 1 }
const refusalOf = (
  changes: { campaign?: Partial<Campaign>; eligibility?: Partial<Campaign['eligibility']> } = {},
  context: Partial<Parameters<typeof eligibilityRefusal>[1]> = {},
) =>
  eligibilityRefusal(
    { ...campaign, ...changes.campaign, eligibility: { ...campaign.eligibility, ...changes.eligibility } },
    { profile, deposit, now, ...context },
  )

describe('eligibilityRefusal', () => {
  it('lets an eligible player and deposit through', () => {
    expect(refusalOf()).toBeNull()
    expect(refusalOf({}, { deposit: null })).toBeNull()
  })

  it('says why not, most specific first', () => {
    expect(refusalOf({ campaign: { status: 'paused' } })).toBe('not_eligible')
    expect(refusalOf({}, { now: new Date('2026-10-31T23:59:59Z') })).toBe('not_started')
    expect(refusalOf({}, { now: new Date('2026-12-01T00:00:00Z') })).toBe('expired')
    expect(refusalOf({}, { profile: { ...profile, country: 'IN' } })).toBe('wrong_country')
    expect(refusalOf({}, { profile: { ...profile, currency: 'INR' } })).toBe('wrong_currency')
    expect(refusalOf({}, { deposit: { amount: 50_000, number: 2 } })).toBe('not_eligible')
    expect(refusalOf({}, { deposit: { amount: 19_999, number: 1 } })).toBe('not_eligible')
  })

  it('takes new players as those registered once the campaign runs; empty lists as any', () => {
    const newPlayers = { audience: 'new_players' as const }
    expect(refusalOf({ eligibility: newPlayers })).toBeNull()
    expect(
      refusalOf(
        { eligibility: newPlayers },
        { profile: { ...profile, registeredAt: new Date('2026-10-30T00:00:00Z') } },
      ),
    ).toBe('not_eligible')
    expect(
      refusalOf(
        { eligibility: { countries: [], currencies: [] } },
        { profile: { ...profile, country: 'IN', currency: 'INR' } },
      ),
    ).toBeNull()
  })
})
