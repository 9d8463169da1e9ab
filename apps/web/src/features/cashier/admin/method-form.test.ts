import type { PaymentMethod } from '@khela/contracts/cashier'
import { describe, expect, it } from 'vitest'
import { methodForm, methodInputOf, methodValuesOf, moved, newMethodValues } from './method-form.ts'

const bkash: PaymentMethod = {
  id: 'm1',
  code: 'bkash',
  gateway: 'MOBILE_BANKING',
  name: 'bKash',
  logo: null,
  brandColor: '#E2136E',
  receivingAccount: '01712345678',
  instructions: { en: ['Open the app.'], bn: ['অ্যাপ খুলুন।'] },
  fields: [
    {
      key: 'transactionId',
      label: { en: 'Transaction ID', bn: 'ট্রানজেকশন আইডি' },
      type: 'text',
      isRequired: true,
      pattern: '^[A-Z0-9]{10}$',
      isUpperCased: true,
      isUnique: true,
    },
  ],
  presetAmounts: [20_000, 50_000, 2_500_000],
  depositLimits: { min: 20_000, max: 2_500_000 },
  withdrawalLimits: { min: 50_000, max: 2_500_050 },
  isDepositEnabled: true,
  isWithdrawalEnabled: false,
  position: 1,
  currency: 'BDT',
  updatedAt: '2026-01-01T00:00:00.000Z',
}

describe('methodValuesOf and methodInputOf', () => {
  it('shows amounts in taka and sends them back in poisha unchanged', () => {
    const values = methodValuesOf(bkash)
    expect(values.presetAmounts).toBe('200, 500, 25000')
    expect(values.withdrawalMax).toBe('25000.50')
    const { input } = methodInputOf(values)
    expect(input?.presetAmounts).toEqual([20_000, 50_000, 2_500_000])
    expect(input?.withdrawalLimits).toEqual({ min: 50_000, max: 2_500_050 })
    expect(input?.fields[0]?.pattern).toBe('^[A-Z0-9]{10}$')
  })

  it('sends an empty pattern as none', () => {
    const values = methodValuesOf(bkash)
    values.fields = values.fields.map((field) => ({ ...field, pattern: '  ' }))
    expect(methodInputOf(values).input?.fields[0]?.pattern).toBeNull()
  })

  it('names each problem by the path the API uses', () => {
    const values = methodValuesOf(bkash)
    values.presetAmounts = '200, 30000'
    values.brandColor = 'pink'
    values.fields = values.fields.map((field) => ({ ...field, pattern: '([' }))
    values.depositMin = 'two hundred'
    expect(methodInputOf(values).errors).toMatchObject({
      brandColor: 'INVALID_COLOUR',
      'fields.0.pattern': 'INVALID_PATTERN',
      'depositLimits.min': 'NUMBER_OUT_OF_RANGE',
    })
    const outside = methodValuesOf(bkash)
    outside.presetAmounts = '200, 30000'
    expect(methodInputOf(outside).errors).toEqual({ presetAmounts: 'PRESET_OUTSIDE_LIMITS' })
  })

  it('asks for everything a new method needs', () => {
    const errors = methodInputOf(newMethodValues(4)).errors ?? {}
    expect(errors).toMatchObject({
      code: 'INVALID_SLUG',
      name: 'REQUIRED',
      receivingAccount: 'REQUIRED',
      'depositLimits.min': 'REQUIRED',
      'fields.0.label.en': 'REQUIRED',
    })
  })
})

describe('methodForm', () => {
  it('resolves to the API body, or puts each problem where the form holds the value', () => {
    const values = methodValuesOf(bkash)
    expect(methodForm.parse(values)).toEqual(methodInputOf(values).input)
    values.depositMin = 'two hundred'
    values.fields = values.fields.map((field) => ({ ...field, pattern: '([' }))
    const refused = methodForm.safeParse(values)
    expect(refused.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ['depositMin'], message: 'NUMBER_OUT_OF_RANGE' },
      { path: ['fields', '0', 'pattern'], message: 'INVALID_PATTERN' },
    ])
  })
})

describe('moved', () => {
  it('moves an entry up or down and leaves out-of-range moves alone', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b'])
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c'])
    expect(moved(['a', 'b'], 0, -1)).toEqual(['a', 'b'])
  })
})
