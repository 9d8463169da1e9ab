import type { Grant } from '@khela/contracts/bonuses'
import { afterAll, describe, expect, it } from 'vitest'
import bnCatalogue from '../locales/bn/common.json'
import enCatalogue from '../locales/en/common.json'
import {
  grantInPlay,
  promoRefusalText,
  rewardText,
  timeLeftParts,
  timeLeftText,
  wageringNoticeText,
  wageringPercent,
} from './bonus-text.ts'
import { provideCataloguesForPrerender } from './i18n.ts'

function inLanguage(language: 'en' | 'bn') {
  provideCataloguesForPrerender(language, { common: language === 'en' ? enCatalogue : bnCatalogue })
}

afterAll(() => inLanguage('en'))

describe('rewardText', () => {
  it('says a match with its percent and cap, and a fixed amount, in either language', () => {
    inLanguage('en')
    const match = { kind: 'deposit_match', matchPercent: 100, maxBonus: 600_000 } as const
    expect(rewardText(match, 'BDT', 'en')).toBe('100% bonus up to BDT\u00a06,000.00')
    expect(rewardText({ kind: 'fixed_amount', amount: 50_000 }, 'BDT', 'en')).toBe('BDT\u00a0500.00 bonus')
    inLanguage('bn')
    expect(rewardText(match, 'BDT', 'bn')).toBe('৬,০০০.০০৳ পর্যন্ত ১০০% বোনাস')
  })
})

describe('rewardText for free spins', () => {
  it('says how many spins, at what stake, on which game, in either language', () => {
    const spins = { kind: 'free_spins', game: 'fortune-five', count: 20, stake: 500 } as const
    inLanguage('en')
    expect(rewardText(spins, 'BDT', 'en', 'Fortune Five')).toBe(
      '20 free spins at BDT\u00a05.00 on Fortune Five',
    )
    expect(rewardText(spins, 'BDT', 'en')).toBe('20 free spins at BDT\u00a05.00 on fortune-five')
    inLanguage('bn')
    expect(rewardText(spins, 'BDT', 'bn', 'Fortune Five')).toBe('Fortune Five-এ ৫.০০৳ করে ২০টি ফ্রি স্পিন')
  })
})

describe('promoRefusalText', () => {
  it('names the specific reason a code does not apply', () => {
    inLanguage('en')
    expect(promoRefusalText('already_used')).toBe('You have already used this promo code.')
    expect(promoRefusalText('wrong_currency')).toBe('This promo code is not offered in your currency.')
  })
})

describe('timeLeft', () => {
  it('rounds down, never showing more time than is left', () => {
    expect(timeLeftParts(30 * 86_400 - 1)).toEqual({ days: 29, hours: 23, minutes: 59 })
    expect(timeLeftParts(-5)).toEqual({ days: 0, hours: 0, minutes: 0 })
  })

  it('shows days and hours, then hours and minutes, then minutes', () => {
    inLanguage('en')
    expect(timeLeftText(2 * 86_400 + 3 * 3600, 'en')).toBe('2 d 3 h left')
    expect(timeLeftText(3 * 3600 + 120, 'en')).toBe('3 h 2 min left')
    expect(timeLeftText(59, 'en')).toBe('0 min left')
    inLanguage('bn')
    expect(timeLeftText(2 * 86_400 + 3 * 3600, 'bn')).toBe('আর ২ দিন ৩ ঘণ্টা বাকি')
  })
})

describe('wageringPercent', () => {
  it('is the whole percent done, capped at 100, and 100 when nothing is required', () => {
    expect(wageringPercent(0, 4_000_000)).toBe(0)
    expect(wageringPercent(1_999_999, 4_000_000)).toBe(49)
    expect(wageringPercent(5_000_000, 4_000_000)).toBe(100)
    expect(wageringPercent(0, 0)).toBe(100)
  })
})

/** An active grant of 500 taka, expiring in a day, counting slots in full and nothing else but 10 % live tables. */
function grant(
  overrides: Partial<Grant> = {},
  reward: Grant['terms']['reward'] = { kind: 'fixed_amount', amount: 50_000 },
): Grant {
  return {
    id: 'g1',
    userId: 'u1',
    campaignId: 'c1',
    currency: 'BDT',
    status: 'active',
    amount: 50_000,
    balance: 50_000,
    wageringRequired: 50_000,
    wagered: 0,
    convertedAmount: 0,
    forfeitedAmount: 0,
    forfeitReason: null,
    terms: {
      name: { en: 'Welcome Slots Bonus', bn: 'স্বাগত স্লট বোনাস' },
      reward,
      wagering: {
        multiple: 1,
        base: 'bonus',
        contributions: { originals: 0, crash: 0, slots: 100, live_table: 10, sportsbook: 50 },
        sportsbookMinOdds: 160,
        maxBet: null,
        maxConversionMultiple: null,
      },
      terms: { en: 'Terms', bn: 'শর্ত' },
      pack: null,
    },
    depositId: null,
    promoCode: null,
    expiresAt: '2026-12-01T00:00:00.000Z',
    secondsLeft: 86_400,
    createdAt: '2026-11-20T00:00:00.000Z',
    endedAt: null,
    freeSpins: null,
    ...overrides,
  }
}

describe('grantInPlay', () => {
  it('takes the grant expiring first among those holding money, never a free bet or an emptied one', () => {
    const later = grant({ id: 'later', expiresAt: '2026-12-05T00:00:00.000Z' })
    const sooner = grant({ id: 'sooner', expiresAt: '2026-11-30T00:00:00.000Z' })
    const empty = grant({ id: 'empty', balance: 0, expiresAt: '2026-11-28T00:00:00.000Z' })
    const freeBet = grant(
      { id: 'free', expiresAt: '2026-11-28T00:00:00.000Z' },
      { kind: 'free_bet', amount: 20_000, minOdds: 150 },
    )
    expect(grantInPlay([later, empty, freeBet, sooner])?.id).toBe('sooner')
    expect(grantInPlay([empty, freeBet])).toBeNull()
  })
})

describe('wageringNoticeText', () => {
  it('tells a game that does not count, one that counts in part, and the sportsbook its minimum odds; nothing in full', () => {
    inLanguage('en')
    expect(wageringNoticeText(grant(), 'originals', 'en')).toBe(
      'Bets here do not count towards the wagering of your bonus “Welcome Slots Bonus”.',
    )
    expect(wageringNoticeText(grant(), 'live_table', 'en')).toBe(
      'Bets here count 10 % of their stake towards the wagering of your bonus “Welcome Slots Bonus”.',
    )
    expect(wageringNoticeText(grant(), 'sportsbook', 'en')).toBe(
      'Sports bets count 50 % of their stake towards the wagering of your bonus “Welcome Slots Bonus” once settled at odds of 1.6 or more.',
    )
    expect(wageringNoticeText(grant(), 'slots', 'en')).toBeNull()
    expect(wageringNoticeText(null, 'originals', 'en')).toBeNull()
    inLanguage('bn')
    expect(wageringNoticeText(grant(), 'live_table', 'bn')).toBe(
      'এখানের বাজির স্টেকের ১০ % আপনার বোনাস “স্বাগত স্লট বোনাস”-এর বাজির শর্তে গোনা হয়।',
    )
  })
})
