import { describe, expect, it } from 'vitest'
import { isUuid } from './ids.ts'

describe('isUuid', () => {
  it('accepts a UUID in either case', () => {
    expect(isUuid('0b5e1c2a-7d3f-4a8e-9c1b-2f6d8e4a7c90')).toBe(true)
    expect(isUuid('0B5E1C2A-7D3F-4A8E-9C1B-2F6D8E4A7C90')).toBe(true)
  })

  it('refuses anything else, including a UUID inside a longer string', () => {
    for (const value of [
      '',
      'abc',
      '0b5e1c2a7d3f4a8e9c1b2f6d8e4a7c90',
      'x0b5e1c2a-7d3f-4a8e-9c1b-2f6d8e4a7c90',
    ])
      expect(isUuid(value)).toBe(false)
  })
})
