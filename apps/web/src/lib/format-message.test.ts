import { describe, expect, it } from 'vitest'
import { findMessage, formatMessage } from './format-message.ts'

const catalogue = {
  header: { balanceMenu: 'Balance {{balance}}, menu' },
  footer: { copyright: '© {{ year }} Khela', country: { names: { bd: 'বাংলাদেশ' } } },
  greeting: 'Hello',
}

describe('formatMessage', () => {
  it('finds nested keys', () => {
    expect(formatMessage(catalogue, 'footer.country.names.bd')).toBe('বাংলাদেশ')
    expect(findMessage(catalogue, 'footer.country')).toBeUndefined()
  })

  it('fills every placeholder, with or without spaces inside the braces', () => {
    expect(formatMessage(catalogue, 'header.balanceMenu', { balance: '৳১০.০০' })).toBe('Balance ৳১০.০০, menu')
    expect(formatMessage(catalogue, 'footer.copyright', { year: 2026 })).toBe('© 2026 Khela')
  })

  it('leaves a placeholder it has no value for, and does not read inherited properties', () => {
    expect(formatMessage(catalogue, 'header.balanceMenu', {})).toBe('Balance {{balance}}, menu')
    expect(formatMessage(catalogue, 'footer.copyright', { toString: 'x' })).toBe('© {{ year }} Khela')
  })

  it('returns the key for a missing message, and for a key that names a group', () => {
    expect(formatMessage(catalogue, 'header.missing')).toBe('header.missing')
    expect(formatMessage(catalogue, 'footer')).toBe('footer')
    expect(formatMessage(undefined, 'greeting')).toBe('greeting')
  })
})
