import type { Campaign } from '@khela/contracts/bonuses'
import { describe, expect, it } from 'vitest'
import { campaignForm, campaignFormValues, keptOf } from './campaign-form-values.ts'

const campaign: Campaign = {
  id: 'c1',
  name: 'KHELA2026 reload',
  status: 'active',
  reward: { kind: 'deposit_match', matchPercent: 50, maxBonus: 200_000 },
  eligibility: {
    audience: 'all_players',
    countries: ['BD'],
    currencies: [],
    depositNumber: 2,
    minDeposit: 20_000,
    trigger: 'promo_code',
    promoCode: 'KHELA2026',
    welcomeOffer: null,
    totalUses: null,
    usesPerPlayer: 1,
    startsAt: null,
    endsAt: null,
  },
  wagering: {
    multiple: 10,
    base: 'bonus',
    contributions: { originals: 100, crash: 100, slots: 100, live_table: 10, sportsbook: 0 },
    sportsbookMinOdds: 150,
    maxBet: 50_000,
    maxConversionMultiple: null,
  },
  expiryDays: 7,
  terms: { en: 'Terms', bn: 'শর্ত' },
  pack: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
}

describe('campaignForm', () => {
  it('gives back the campaign it was filled from, amounts in poisha again', () => {
    const parsed = campaignForm(keptOf(campaign)).parse(campaignFormValues(campaign))
    const { id, status, createdAt, updatedAt, ...input } = campaign
    expect(parsed).toEqual(input)
  })

  it('gives back a weekly cashback campaign, its limits in poisha again', () => {
    const cashback: Campaign = {
      ...campaign,
      reward: { kind: 'cashback', percent: 10, maxAmount: 500_000, minNetLoss: 50_000, paidAs: 'grant' },
      eligibility: { ...campaign.eligibility, trigger: 'automatic', promoCode: null, depositNumber: null },
    }
    const result = campaignForm(keptOf(cashback)).safeParse(campaignFormValues(cashback))
    expect(result.success).toBe(true)
    expect(result.data?.reward).toEqual(cashback.reward)
  })

  it('gives back a free-spins campaign, its stake in poisha again', () => {
    const freeSpins: Campaign = {
      ...campaign,
      reward: { kind: 'free_spins', game: 'fortune-five', count: 20, stake: 500 },
    }
    const values = campaignFormValues(freeSpins)
    expect(values.reward).toMatchObject({ game: 'fortune-five', count: '20', stake: '5' })
    // A base left on deposit and bonus from another kind is read as the winnings, the only base free spins have.
    values.wagering.base = 'deposit_and_bonus'
    const result = campaignForm(keptOf(freeSpins)).safeParse(values)
    expect(result.success).toBe(true)
    expect(result.data?.reward).toEqual(freeSpins.reward)
    expect(result.data?.wagering.base).toBe('bonus')
  })

  it('puts the contract’s refusals on the form’s own fields', () => {
    const values = campaignFormValues()
    values.reward.maxBonus = 'lots'
    values.wagering.contributions.slots = '101'
    const result = campaignForm(keptOf()).safeParse(values)
    const paths = result.error?.issues.map((issue) => issue.path.join('.'))
    expect(paths).toEqual(
      expect.arrayContaining(['name', 'reward.maxBonus', 'wagering.contributions.slots', 'terms.en']),
    )
  })

  it('asks for a promo code once the rest holds and the trigger wants one', () => {
    const values = campaignFormValues(campaign)
    values.eligibility.promoCode = ''
    const result = campaignForm(keptOf(campaign)).safeParse(values)
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['eligibility.promoCode', 'REQUIRED'],
    ])
  })

  it('reads decimal odds as hundredths and empty optional limits as none', () => {
    const values = campaignFormValues(campaign)
    values.wagering.sportsbookMinOdds = '1.6'
    values.wagering.maxBet = ''
    values.eligibility.usesPerPlayer = ''
    const parsed = campaignForm(keptOf(campaign)).parse(values)
    expect(parsed.wagering.sportsbookMinOdds).toBe(160)
    expect(parsed.wagering.maxBet).toBeNull()
    expect(parsed.eligibility.usesPerPlayer).toBeNull()
  })
})
