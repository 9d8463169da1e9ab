import { afterAll, describe, expect, it } from 'vitest'
import bnCommon from '../locales/bn/common.json'
import enCommon from '../locales/en/common.json'
import { ApiError } from './api.ts'
import { errorMessage } from './error-message.ts'
import { provideCataloguesForPrerender } from './i18n.ts'

function inLanguage(language: 'en' | 'bn') {
  provideCataloguesForPrerender(language, { common: language === 'en' ? enCommon : bnCommon })
}

afterAll(() => inLanguage('en'))

describe('errorMessage', () => {
  it('says a bonus’s maximum bet in the reader’s money format', () => {
    const refusal = new ApiError('BONUS_MAX_BET_EXCEEDED', 403, 'refused', {
      fields: { maxBet: '50000', currency: 'BDT' },
    })
    inLanguage('en')
    expect(errorMessage(refusal)).toBe(
      'While a bonus is being wagered, one bet may stake at most BDT\u00a0500.00.',
    )
    inLanguage('bn')
    expect(errorMessage(refusal)).toContain('৫০০.০০৳')
  })
})
