import { describe, expect, it } from 'vitest'
import { bonusChoiceFields, noBonusChoice } from './deposit-bonus-panel.tsx'

describe('bonusChoiceFields', () => {
  it('sends nothing when the player left the bonus as it is', () => {
    expect(bonusChoiceFields(noBonusChoice)).toEqual({})
  })

  it('sends an applied promo code', () => {
    expect(bonusChoiceFields({ promoCode: 'KHELA2026', declineBonus: false })).toEqual({
      promoCode: 'KHELA2026',
    })
  })

  it('sends only the decline when the player turns the bonus down, code or not', () => {
    expect(bonusChoiceFields({ promoCode: 'KHELA2026', declineBonus: true })).toEqual({ declineBonus: true })
  })
})
