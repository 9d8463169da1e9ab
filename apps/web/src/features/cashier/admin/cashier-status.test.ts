import { describe, expect, it } from 'vitest'
import { approvalPaysOut, statusLabelKey, statusTone } from './cashier-status.ts'

describe('statusTone', () => {
  it('colours pending yellow, completed and approved green, rejected red', () => {
    expect(statusTone('pending')).toBe('pending')
    expect(statusTone('completed')).toBe('success')
    expect(statusTone('approved')).toBe('success')
    expect(statusTone('rejected')).toBe('danger')
  })

  it('greys out cancelled and anything it does not know', () => {
    expect(statusTone('cancelled')).toBe('neutral')
    expect(statusTone('on-hold')).toBe('neutral')
    // A name every object has is not a status either.
    expect(statusTone('toString')).toBe('neutral')
    expect(statusTone('constructor')).toBe('neutral')
  })
})

describe('statusLabelKey', () => {
  it('labels cancelled as itself and an unknown status as Unknown', () => {
    expect(statusLabelKey('cancelled')).toBe('cashier.status.cancelled')
    expect(statusLabelKey('approved')).toBe('cashier.status.approved')
    expect(statusLabelKey('reversed')).toBe('cashier.status.unknown')
  })
})

describe('approvalPaysOut', () => {
  const firstApproval = { staffId: 's1', staffName: 'Rahim', at: '2026-01-01T00:00:00.000Z' }

  it('pays out with one approval below the threshold', () => {
    expect(approvalPaysOut({ needsTwoApprovals: false, firstApproval: null })).toBe(true)
  })

  it('only records the first of two approvals, and pays out with the second', () => {
    expect(approvalPaysOut({ needsTwoApprovals: true, firstApproval: null })).toBe(false)
    expect(approvalPaysOut({ needsTwoApprovals: true, firstApproval })).toBe(true)
  })
})
