import { describe, expect, it } from 'vitest'
import { preferredLanguage } from './preferred-language.ts'

describe('preferredLanguage', () => {
  it('follows the saved choice first', () => {
    expect(preferredLanguage({ khela_lang: 'en' }, 'bn-BD,bn;q=0.9')).toBe('en')
    expect(preferredLanguage({ khela_lang: 'bn' }, 'en-GB')).toBe('bn')
  })

  it('ignores a saved value that is not a site language', () => {
    expect(preferredLanguage({ khela_lang: 'fr' }, 'en-US')).toBe('en')
  })

  it('picks Bengali when the browser lists it, as the web app does on a first visit', () => {
    expect(preferredLanguage({}, 'en-US,en;q=0.9,bn;q=0.5')).toBe('bn')
    expect(preferredLanguage({}, 'BN-IN')).toBe('bn')
  })

  it('defaults to English', () => {
    expect(preferredLanguage({}, '')).toBe('en')
    expect(preferredLanguage({}, 'en-GB,hi;q=0.8,bengali;q=0.2')).toBe('en')
  })
})
