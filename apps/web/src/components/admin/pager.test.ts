import { describe, expect, it } from 'vitest'
import { pageCountOf } from './pager.tsx'

describe('pageCountOf', () => {
  it('rounds up and never says zero pages', () => {
    expect(pageCountOf(0, 20)).toBe(1)
    expect(pageCountOf(20, 20)).toBe(1)
    expect(pageCountOf(21, 20)).toBe(2)
  })
})
