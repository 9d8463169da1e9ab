import { amountError } from '@khela/contracts/cashier'
import { describe, expect, it } from 'vitest'
import {
  depositAmountLimits,
  formatHint,
  maxSlipBytes,
  pageCount,
  readUserHint,
  shownStatus,
  slipFileError,
} from './cashier-rules.ts'

describe('slipFileError', () => {
  it('accepts PNG, JPEG, WebP and AVIF pictures up to 5 MB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'image/avif']) {
      expect(slipFileError({ type, size: maxSlipBytes })).toBeNull()
    }
  })

  it('refuses other files, other pictures and larger ones', () => {
    expect(slipFileError({ type: 'application/pdf', size: 10 })).toBe('NOT_AN_IMAGE')
    expect(slipFileError({ type: '', size: 10 })).toBe('NOT_AN_IMAGE')
    expect(slipFileError({ type: 'image/svg+xml', size: 10 })).toBe('IMAGE_TYPE_NOT_ALLOWED')
    expect(slipFileError({ type: 'image/gif', size: 10 })).toBe('IMAGE_TYPE_NOT_ALLOWED')
    expect(slipFileError({ type: 'image/png', size: maxSlipBytes + 1 })).toBe('IMAGE_TOO_LARGE')
  })
})

describe('shownStatus', () => {
  it('shows a completed deposit as approved and anything unknown as unknown', () => {
    expect(shownStatus('completed')).toBe('approved')
    expect(shownStatus('approved')).toBe('approved')
    expect(shownStatus('pending')).toBe('pending')
    expect(shownStatus('rejected')).toBe('rejected')
    expect(shownStatus('cancelled')).toBe('cancelled')
    expect(shownStatus('refunded')).toBe('unknown')
    expect(shownStatus('toString')).toBe('unknown')
  })
})

describe('pageCount', () => {
  it('counts six cards a page and shows one page when there are none', () => {
    expect(pageCount(0, 6)).toBe(1)
    expect(pageCount(6, 6)).toBe(1)
    expect(pageCount(7, 6)).toBe(2)
  })
})

describe('formatHint', () => {
  const mobile = '^01[3-9]\\d{8}$'
  it('names the mobile number rule and a fixed-length transaction id', () => {
    expect(formatHint({ pattern: mobile }, mobile)).toEqual({ key: 'INVALID_MOBILE' })
    expect(formatHint({ pattern: '^[A-Z0-9]{10}$' }, mobile)).toEqual({
      key: 'INVALID_FIXED_CODE',
      values: { length: 10 },
    })
  })

  it('leaves other patterns to the general message', () => {
    expect(formatHint({ pattern: '^[0-9]{10,20}$' }, mobile)).toBeNull()
    expect(formatHint({ pattern: null }, mobile)).toBeNull()
  })
})

describe('readUserHint', () => {
  it('reads the balance hint and a decision with how its status shows', () => {
    expect(readUserHint({ type: 'wallet.balance' })).toEqual({ type: 'balance' })
    expect(
      readUserHint({ type: 'cashier.decided', request: 'deposit', id: 'd1', status: 'completed' }),
    ).toEqual({
      type: 'decided',
      request: 'deposit',
      shown: 'approved',
    })
    expect(
      readUserHint({ type: 'cashier.decided', request: 'withdrawal', id: 'w1', status: 'rejected' }),
    ).toEqual({
      type: 'decided',
      request: 'withdrawal',
      shown: 'rejected',
    })
  })

  it('ignores anything else', () => {
    for (const data of [
      null,
      'wallet.balance',
      42,
      {},
      { type: 'cashier.pending' },
      { type: 'cashier.decided', request: 'bet', status: 'approved' },
      { type: 'cashier.decided', request: 'deposit' },
    ]) {
      expect(readUserHint(data)).toBeNull()
    }
  })
})

describe('depositAmountLimits', () => {
  it('checks a typed amount against the method limits, not the last preset, which is only shown', () => {
    const method = {
      depositLimits: { min: 20_000, max: 3_500_000 },
      presetAmounts: [20_000, 50_000, 1_000_000],
    }
    const { checked, shownMax } = depositAmountLimits(method)
    expect(shownMax).toBe(1_000_000)
    expect(amountError(2_000_000, checked)).toBeNull()
    expect(amountError(3_500_001, checked)).toBe('AMOUNT_ABOVE_MAXIMUM')
    expect(depositAmountLimits({ ...method, presetAmounts: [] }).shownMax).toBe(3_500_000)
  })
})
