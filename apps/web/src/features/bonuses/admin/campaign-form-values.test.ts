import type { Campaign } from '@khela/contracts/bonuses'
import { describe, expect, it } from 'vitest'
import { campaignForm, campaignFormValues } from './campaign-form-values.ts'

const campaign: Campaign = {
  id: 'c1',
  name: { en: 'KHELA2026 reload', bn: 'KHELA2026 রিলোড বোনাস' },
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
    const parsed = campaignForm().parse(campaignFormValues(campaign))
    const { id, status, createdAt, updatedAt, ...input } = campaign
    expect(parsed).toEqual(input)
  })

  it('gives back a weekly cashback campaign, its limits in poisha again', () => {
    const cashback: Campaign = {
      ...campaign,
      reward: { kind: 'cashback', percent: 10, maxAmount: 500_000, minNetLoss: 50_000, paidAs: 'grant' },
      eligibility: { ...campaign.eligibility, trigger: 'automatic', promoCode: null, depositNumber: null },
    }
    const result = campaignForm().safeParse(campaignFormValues(cashback))
    expect(result.success).toBe(true)
    expect(result.data?.reward).toEqual(cashback.reward)
  })

  it('gives back a free bet campaign, its stake in poisha and its odds in hundredths again', () => {
    const freeBet: Campaign = {
      ...campaign,
      reward: { kind: 'free_bet', amount: 20_000, minOdds: 175 },
      eligibility: { ...campaign.eligibility, promoCode: 'FREEBET', depositNumber: null },
    }
    const values = campaignFormValues(freeBet)
    expect(values.reward).toMatchObject({ amount: '200', minOdds: '1.75' })
    const result = campaignForm().safeParse(values)
    expect(result.data?.reward).toEqual(freeBet.reward)
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
    const result = campaignForm().safeParse(values)
    expect(result.success).toBe(true)
    expect(result.data?.reward).toEqual(freeSpins.reward)
    expect(result.data?.wagering.base).toBe('bonus')
  })

  it('puts the contract’s refusals on the form’s own fields', () => {
    const values = campaignFormValues()
    values.reward.maxBonus = 'lots'
    values.wagering.contributions.slots = '101'
    const result = campaignForm().safeParse(values)
    const paths = result.error?.issues.map((issue) => issue.path.join('.'))
    expect(paths).toEqual(
      expect.arrayContaining([
        'name.en',
        'name.bn',
        'reward.maxBonus',
        'wagering.contributions.slots',
        'terms.en',
      ]),
    )
  })

  it('asks for a promo code once the rest holds and the trigger wants one', () => {
    const values = campaignFormValues(campaign)
    values.eligibility.promoCode = ''
    const result = campaignForm().safeParse(values)
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['eligibility.promoCode', 'REQUIRED'],
    ])
  })

  it('reads decimal odds as hundredths and empty optional limits as none', () => {
    const values = campaignFormValues(campaign)
    values.wagering.sportsbookMinOdds = '1.6'
    values.wagering.maxBet = ''
    values.eligibility.usesPerPlayer = ''
    const parsed = campaignForm().parse(values)
    expect(parsed.wagering.sportsbookMinOdds).toBe(160)
    expect(parsed.wagering.maxBet).toBeNull()
    expect(parsed.eligibility.usesPerPlayer).toBeNull()
  })

  it('takes the countries, currencies and welcome pack step staff chose, and a pack step that is no number at its field', () => {
    const values = campaignFormValues(campaign)
    values.eligibility.countries = ['BD', 'NP']
    values.eligibility.currencies = ['BDT']
    values.eligibility.trigger = 'welcome_offer'
    values.eligibility.promoCode = ''
    values.eligibility.welcomeOffer = 'sport_welcome_pack_700'
    values.pack = { key: 'sport_pack', step: '2' }
    const parsed = campaignForm().parse(values)
    expect(parsed.eligibility.countries).toEqual(['BD', 'NP'])
    expect(parsed.eligibility.currencies).toEqual(['BDT'])
    expect(parsed.pack).toEqual({ key: 'sport_pack', step: 2 })

    values.pack.step = 'two'
    const paths = campaignForm()
      .safeParse(values)
      .error?.issues.map((issue) => issue.path.join('.'))
    expect(paths).toContain('pack.step')
  })

  it('reads an empty pack key as no pack', () => {
    const values = campaignFormValues({ ...campaign, pack: { key: 'reload_pack', step: 2 } })
    expect(values.pack).toEqual({ key: 'reload_pack', step: '2' })
    values.pack.key = ''
    expect(campaignForm().parse(values).pack).toBeNull()
  })
})
