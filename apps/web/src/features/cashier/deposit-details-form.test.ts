import { bangladeshMobilePattern, type PaymentField } from '@khela/contracts/cashier'
import { describe, expect, it } from 'vitest'
import {
  depositDetailsForm,
  depositDetailsValues,
  depositFieldError,
  depositInputsOf,
} from './deposit-details-form.ts'

const field = (overrides: Partial<PaymentField> & Pick<PaymentField, 'key'>): PaymentField => ({
  label: { en: overrides.key, bn: overrides.key },
  type: 'text',
  isRequired: true,
  pattern: null,
  isUpperCased: false,
  isUnique: false,
  ...overrides,
})

const sender = field({ key: 'senderAccountNumber', pattern: bangladeshMobilePattern })
const transaction = field({
  key: 'transactionId',
  pattern: '^[A-Z0-9]{10}$',
  isUpperCased: true,
  isUnique: true,
})
const note = field({ key: 'note', isRequired: false })
const screenshot = field({ key: 'screenshot', type: 'image' })
const method = {
  id: '0b7f0a51-3c47-4d8e-9a40-6a3f1c2d9e10',
  fields: [sender, transaction, note, screenshot],
}
const slipId = '5c1e8f0a-2b3d-4e6f-8a9b-0c1d2e3f4a5b'

const issuesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map(({ path, message }) => ({ path, message }))

describe('the deposit details form', () => {
  it('starts with every input empty', () => {
    expect(depositDetailsValues(method.fields)).toEqual({
      senderAccountNumber: '',
      transactionId: '',
      note: '',
      screenshot: '',
    })
  })

  it('checks text by the server rules and wants a required screenshot, or why its file was refused', () => {
    expect(depositFieldError(sender, '01212345678')).toBe('INVALID_FORMAT')
    expect(depositFieldError(sender, ' 01712345678 ')).toBeNull()
    expect(depositFieldError(transaction, '')).toBe('REQUIRED')
    expect(depositFieldError(note, '')).toBeNull()
    expect(depositFieldError(screenshot, '')).toBe('REQUIRED')
    expect(depositFieldError(screenshot, '', 'NOT_AN_IMAGE')).toBe('NOT_AN_IMAGE')
    expect(depositFieldError(screenshot, slipId, 'NOT_AN_IMAGE')).toBeNull()
    expect(depositFieldError({ ...screenshot, isRequired: false }, '', 'NOT_AN_IMAGE')).toBeNull()
  })

  it('sends text trimmed and upper-cased where the field says so, leaving empty inputs out', () => {
    expect(
      depositInputsOf(method.fields, {
        senderAccountNumber: ' 01712345678',
        transactionId: ' abc123def4 ',
        note: '  ',
        screenshot: slipId,
      }),
    ).toEqual({ senderAccountNumber: '01712345678', transactionId: 'ABC123DEF4', screenshot: slipId })
  })

  it('turns the typed inputs into the deposit the contract takes', () => {
    const values = {
      senderAccountNumber: '01712345678',
      transactionId: 'abc123def4',
      note: '',
      screenshot: slipId,
    }
    expect(depositDetailsForm(method, 50_000).parse(values)).toEqual({
      methodId: method.id,
      amount: 50_000,
      inputs: { senderAccountNumber: '01712345678', transactionId: 'ABC123DEF4', screenshot: slipId },
    })
  })

  it('puts each problem on the input it belongs to, by key', () => {
    const values = { senderAccountNumber: '0121', transactionId: '', note: '', screenshot: '' }
    expect(
      issuesOf(depositDetailsForm(method, 50_000, { screenshot: 'IMAGE_TOO_LARGE' }).safeParse(values)),
    ).toEqual([
      { path: ['senderAccountNumber'], message: 'INVALID_FORMAT' },
      { path: ['transactionId'], message: 'REQUIRED' },
      { path: ['screenshot'], message: 'IMAGE_TOO_LARGE' },
    ])
  })

  it('leaves the amount to the contract', () => {
    const values = {
      senderAccountNumber: '01712345678',
      transactionId: 'ABC123DEF4',
      note: '',
      screenshot: slipId,
    }
    expect(issuesOf(depositDetailsForm(method, null).safeParse(values))).toEqual([
      { path: ['amount'], message: 'REQUIRED' },
    ])
  })
})
