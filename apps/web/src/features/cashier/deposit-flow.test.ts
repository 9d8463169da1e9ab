import { describe, expect, it } from 'vitest'
import { type DepositFlowAction, depositFlowReducer, initialDepositFlow } from './deposit-flow.ts'

const run = (...actions: DepositFlowAction[]) => actions.reduce(depositFlowReducer, initialDepositFlow)

describe('depositFlowReducer', () => {
  it('goes from the method to the amount to the details', () => {
    const flow = run(
      { type: 'method', methodId: 'bkash' },
      { type: 'amount', amount: 50_000 },
      { type: 'next' },
    )
    expect(flow).toMatchObject({ step: 'details', methodId: 'bkash', amount: 50_000, isAmountMissing: false })
  })

  it('stays on the amount step with its reminder when there is no amount', () => {
    const flow = run({ type: 'method', methodId: 'bkash' }, { type: 'next' })
    expect(flow).toMatchObject({ step: 'amount', isAmountMissing: true })
    expect(depositFlowReducer(flow, { type: 'amount', amount: 20_000 }).isAmountMissing).toBe(false)
  })

  it('goes back one step at a time', () => {
    const details = run(
      { type: 'method', methodId: 'bkash' },
      { type: 'amount', amount: 50_000 },
      { type: 'next' },
    )
    const amount = depositFlowReducer(details, { type: 'back' })
    expect(amount).toMatchObject({ step: 'amount', amount: 50_000 })
    expect(depositFlowReducer(amount, { type: 'back' }).step).toBe('method')
    expect(depositFlowReducer(initialDepositFlow, { type: 'back' }).step).toBe('method')
  })

  it('forgets the amount when another method is picked, keeps it for the same one', () => {
    const picked = run(
      { type: 'method', methodId: 'bkash' },
      { type: 'amount', amount: 50_000 },
      { type: 'back' },
    )
    expect(depositFlowReducer(picked, { type: 'method', methodId: 'bkash' }).amount).toBe(50_000)
    expect(depositFlowReducer(picked, { type: 'method', methodId: 'nagad' }).amount).toBeNull()
  })

  it('switches the tab without leaving the method step, and starts again on reset', () => {
    const flow = run({ type: 'gateway', gateway: 'BANK_TRANSFER' })
    expect(flow).toMatchObject({ step: 'method', gateway: 'BANK_TRANSFER' })
    expect(depositFlowReducer(flow, { type: 'reset' })).toEqual(initialDepositFlow)
  })

  it('never shows the details without a method', () => {
    expect(run({ type: 'amount', amount: 50_000 }, { type: 'next' }).step).toBe('method')
  })

  it('keeps an unfinished submission across Back and Next, and forgets it on reset', () => {
    const attempt = { key: 'key-1', body: '{}' }
    const flow = run(
      { type: 'method', methodId: 'bkash' },
      { type: 'amount', amount: 50_000 },
      { type: 'next' },
      { type: 'attempt', attempt },
      { type: 'back' },
      { type: 'next' },
    )
    expect(flow).toMatchObject({ step: 'details', attempt })
    expect(depositFlowReducer(flow, { type: 'reset' }).attempt).toBeNull()
  })
})
