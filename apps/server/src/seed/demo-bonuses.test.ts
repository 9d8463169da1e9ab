import { welcomeOffers } from '@khela/contracts/accounts'
import { campaignInput } from '@khela/contracts/bonuses'
import { describe, expect, it } from 'vitest'
import { demoCampaigns } from './demo-bonuses.ts'

describe('demo campaigns', () => {
  it('are all valid campaigns', () => {
    for (const campaign of demoCampaigns()) expect(campaignInput.safeParse(campaign).error).toBeUndefined()
  })

  it("give each of registration's five welcome offers a campaign, the 700 % packs as five steps", () => {
    const campaigns = demoCampaigns()
    for (const offer of welcomeOffers)
      expect(
        campaigns.some((campaign) => campaign.eligibility.welcomeOffer === offer),
        offer,
      ).toBe(true)
    for (const key of ['sport_welcome_pack_700', 'crash_welcome_pack_700']) {
      const steps = campaigns.filter((campaign) => campaign.pack?.key === key)
      expect(steps.map((campaign) => campaign.pack?.step)).toEqual([1, 2, 3, 4, 5])
      const percents = steps.map((campaign) =>
        campaign.reward.kind === 'deposit_match' ? campaign.reward.matchPercent : 0,
      )
      expect(percents.reduce((sum, percent) => sum + percent, 0)).toBe(700)
    }
  })

  it('let the Welcome Slots Bonus convert once its bonus is wagered on slots', () => {
    const slots = demoCampaigns().find(
      (campaign) => campaign.eligibility.welcomeOffer === 'welcome_slots_bonus',
    )
    expect(slots?.reward).toEqual({ kind: 'deposit_match', matchPercent: 100, maxBonus: 50_000 })
    expect(slots?.wagering).toMatchObject({ multiple: 1, base: 'bonus', maxBet: 50_000 })
    expect(slots?.wagering.contributions).toMatchObject({ slots: 100, live_table: 0 })
  })

  it("match the banner's 6000 BDT on the first deposit", () => {
    const banner = demoCampaigns().find((campaign) => campaign.eligibility.trigger === 'automatic')
    expect(banner?.reward).toEqual({ kind: 'deposit_match', matchPercent: 100, maxBonus: 600_000 })
    expect(banner?.eligibility.depositNumber).toBe(1)
  })

  it('pay a weekly cashback of 10 % of net losses, up to 5000 BDT, from 500 BDT lost, as cash', () => {
    const cashback = demoCampaigns().filter((campaign) => campaign.reward.kind === 'cashback')
    expect(cashback.map((campaign) => campaign.reward)).toEqual([
      { kind: 'cashback', percent: 10, maxAmount: 500_000, minNetLoss: 50_000, paidAs: 'cash' },
    ])
    expect(cashback[0]?.eligibility.trigger).toBe('automatic')
  })

  it('give a 200 BDT sports free bet at odds of 1.50 or more for a deposit with the code FREEBET', () => {
    const freeBet = demoCampaigns().find((campaign) => campaign.eligibility.promoCode === 'FREEBET')
    expect(freeBet?.reward).toEqual({ kind: 'free_bet', amount: 20_000, minOdds: 150 })
    expect(freeBet?.eligibility).toMatchObject({ trigger: 'promo_code', depositNumber: null })
  })

  it('give 20 free spins of 5 BDT on Fortune Five with code FREESPINS, wagered 30 times the wins', () => {
    const freeSpins = demoCampaigns().filter((campaign) => campaign.reward.kind === 'free_spins')
    expect(freeSpins.map((campaign) => campaign.reward)).toEqual([
      { kind: 'free_spins', game: 'fortune-five', count: 20, stake: 500 },
    ])
    expect(freeSpins[0]?.eligibility.promoCode).toBe('FREESPINS')
    expect(freeSpins[0]?.wagering).toMatchObject({ multiple: 30, base: 'bonus' })
  })
})
