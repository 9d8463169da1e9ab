import { describe, expect, it } from 'vitest'
import { apiFieldErrors } from './field-errors.ts'

describe('apiFieldErrors', () => {
  it('keeps the form fields with known codes, in the form order', () => {
    expect(
      apiFieldErrors(
        { phone: 'PHONE_TAKEN', email: 'EMAIL_TAKEN', other: 'REQUIRED', country: 'SOMETHING_NEW' },
        ['email', 'phone', 'country'],
      ),
    ).toEqual([
      ['email', 'EMAIL_TAKEN'],
      ['phone', 'PHONE_TAKEN'],
    ])
  })

  it('is empty without fields', () => {
    expect(apiFieldErrors(undefined, ['email'])).toEqual([])
  })
})
