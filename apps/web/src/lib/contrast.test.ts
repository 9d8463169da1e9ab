import { describe, expect, it } from 'vitest'
import { colorsOn, contrastRatio } from './contrast.ts'

describe('contrast', () => {
  it("measures WCAG's ratio", () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21)
    // Tailwind's slate-500 on night-850, the muted text before issue 23, and the colour that replaced it.
    expect(contrastRatio('#62748e', '#0e1526')).toBeCloseTo(3.82, 2)
    expect(contrastRatio('#8a9ab2', '#243052')).toBeGreaterThanOrEqual(4.5)
  })

  it('writes on a brand colour in whichever ink meets 4.5:1', () => {
    for (const brand of ['#E2136E', '#EC1C24', '#0B7A3E', '#f7941d', '#8c3494', '#ffd400', '#808080']) {
      const { backgroundColor, color } = colorsOn(brand)
      expect(contrastRatio(color, backgroundColor), brand).toBeGreaterThanOrEqual(4.5)
    }
    expect(colorsOn('#E2136E').backgroundColor).toBe('#E2136E')
  })
})
