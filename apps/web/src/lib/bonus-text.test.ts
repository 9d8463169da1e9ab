import { afterAll, describe, expect, it } from 'vitest'
import bnCatalogue from '../locales/bn/common.json'
import enCatalogue from '../locales/en/common.json'
import { promoRefusalText, rewardText, timeLeftParts, timeLeftText, wageringPercent } from './bonus-text.ts'
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
