import { describe, expect, it } from 'vitest'
import { shopWithdrawalForm, shopWithdrawalValues } from './shop-withdrawal-form.ts'

const shopId = '3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d'
const issuesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map(({ path, message }) => ({ path, message }))

describe('the shop withdrawal form', () => {
  it('starts on the first shop with nothing typed', () => {
    expect(shopWithdrawalValues([{ id: shopId }, { id: 'other' }])).toEqual({ shopId, amount: '' })
    expect(shopWithdrawalValues([]).shopId).toBe('')
  })

  it('sends the taka typed as poisha, in Bengali digits too', () => {
    expect(shopWithdrawalForm.parse({ shopId, amount: '1,250.5' })).toEqual({ shopId, amount: 125_050 })
    expect(shopWithdrawalForm.parse({ shopId, amount: '১০০' })).toEqual({ shopId, amount: 10_000 })
  })

  it('refuses nothing typed, text that is no amount, and zero, on the amount', () => {
    expect(issuesOf(shopWithdrawalForm.safeParse({ shopId, amount: ' ' }))).toEqual([
      { path: ['amount'], message: 'REQUIRED' },
    ])
    expect(issuesOf(shopWithdrawalForm.safeParse({ shopId, amount: '-5' }))).toEqual([
      { path: ['amount'], message: 'AMOUNT_NOT_A_NUMBER' },
    ])
    expect(issuesOf(shopWithdrawalForm.safeParse({ shopId, amount: '0' }))).toEqual([
      { path: ['amount'], message: 'NUMBER_OUT_OF_RANGE' },
    ])
  })
})
