import { describe, expect, it } from 'vitest'
import {
  receiverAccountProblem,
  withdrawalAmountProblem,
  withdrawalRequestForm,
  withdrawalValues,
} from './withdrawal-request-form.ts'

const limits = { min: 50_000, max: 2_500_000 }
const bkash = {
  id: '7d0c2a4e-1f3b-4c5d-8e6f-9a0b1c2d3e4f',
  gateway: 'MOBILE_BANKING' as const,
  withdrawalLimits: limits,
}
const bank = {
  id: '8e1d3b5f-2a4c-4d6e-9f0a-1b2c3d4e5f60',
  gateway: 'BANK_TRANSFER' as const,
  withdrawalLimits: limits,
}
const form = withdrawalRequestForm([bkash, bank], 100_000)

const issuesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map(({ path, message }) => ({ path, message }))

describe('the withdrawal form', () => {
  it('starts on the first method, for a personal account, with nothing typed', () => {
    expect(withdrawalValues([bkash, bank])).toEqual({
      methodId: bkash.id,
      userType: 'personal',
      receiverAccount: '',
      amount: '',
    })
    expect(withdrawalValues([]).methodId).toBe('')
  })

  it('wants a mobile number for mobile banking and an account number for a bank', () => {
    expect(receiverAccountProblem('MOBILE_BANKING', ' ')).toBe('REQUIRED')
    expect(receiverAccountProblem('MOBILE_BANKING', '0171234')).toBe('RECEIVER_MOBILE')
    expect(receiverAccountProblem('MOBILE_BANKING', '01712 345678')).toBeNull()
    expect(receiverAccountProblem('BANK_TRANSFER', '12-34')).toBe('RECEIVER_ACCOUNT')
    expect(receiverAccountProblem('BANK_TRANSFER', 'ab 123456')).toBeNull()
  })

  it('reads the amount in taka and holds it to the limits and the cash there is', () => {
    expect(withdrawalAmountProblem('', limits, 100_000)).toBe('REQUIRED')
    expect(withdrawalAmountProblem('12.345', limits, 100_000)).toBe('AMOUNT_NOT_A_NUMBER')
    expect(withdrawalAmountProblem('0', limits, 100_000)).toBe('AMOUNT_NOT_A_NUMBER')
    expect(withdrawalAmountProblem('400', limits, 100_000)).toBe('AMOUNT_BELOW_MINIMUM')
    expect(withdrawalAmountProblem('25000.01', limits, 5_000_000)).toBe('AMOUNT_ABOVE_MAXIMUM')
    expect(withdrawalAmountProblem('১,০০০.০১', limits, 100_000)).toBe('INSUFFICIENT_FUNDS')
    expect(withdrawalAmountProblem('1000', limits, 100_000)).toBeNull()
    expect(withdrawalAmountProblem('1', undefined, 100_000)).toBeNull()
  })

  it('sends the request the contract takes: poisha, the account without spaces', () => {
    expect(
      form.parse({ methodId: bank.id, userType: 'agent', receiverAccount: 'ab 123456', amount: '500.5' }),
    ).toEqual({ methodId: bank.id, userType: 'agent', receiverAccount: 'AB123456', amount: 50_050 })
  })

  it('puts each problem on its field, and asks for a method that is offered', () => {
    expect(
      issuesOf(
        form.safeParse({ methodId: bkash.id, userType: 'personal', receiverAccount: '0171', amount: '400' }),
      ),
    ).toEqual([
      { path: ['receiverAccount'], message: 'RECEIVER_MOBILE' },
      { path: ['amount'], message: 'AMOUNT_BELOW_MINIMUM' },
    ])
    expect(
      issuesOf(form.safeParse({ methodId: '', userType: 'personal', receiverAccount: '', amount: '' })),
    ).toEqual([
      { path: ['methodId'], message: 'REQUIRED' },
      { path: ['amount'], message: 'REQUIRED' },
    ])
  })
})
