import { afterAll, describe, expect, it } from 'vitest'
import { provideCataloguesForPrerender } from '../../../lib/i18n.ts'
import bnCommon from '../../../locales/bn/common.json'
import bnSportsbook from '../../../locales/bn/sportsbook.json'
import enCommon from '../../../locales/en/common.json'
import enSportsbook from '../../../locales/en/sportsbook.json'
import { refusalText } from './refusal-text.ts'

function inLanguage(language: 'en' | 'bn') {
  provideCataloguesForPrerender(
    language,
    language === 'en'
      ? { common: enCommon, sportsbook: enSportsbook }
      : { common: bnCommon, sportsbook: bnSportsbook },
  )
}

afterAll(() => inLanguage('en'))

describe('refusalText', () => {
  it('names a bonus’s maximum bet in its own sentence, and adds the most a stake may be after other limits', () => {
    inLanguage('en')
    expect(refusalText({ code: 'BONUS_MAX_BET_EXCEEDED', maxStake: 50_000 })).toBe(
      'While a bonus is being wagered, one bet may stake at most BDT\u00a0500.00.',
    )
    const limit = refusalText({ code: 'STAKE_ABOVE_LIMIT', maxStake: 25_000 })
    expect(limit).toContain('BDT\u00a0250.00')
    expect(limit.startsWith(refusalText({ code: 'STAKE_ABOVE_LIMIT' }))).toBe(true)
    inLanguage('bn')
    expect(refusalText({ code: 'BONUS_MAX_BET_EXCEEDED', maxStake: 50_000 })).toContain('৫০০.০০৳')
  })
})
