import { describe, expect, it } from 'vitest'
import { manualGrantForm } from './manual-grant-form.ts'

const campaignId = '0b7f9c1e-2d3a-4b5c-8d6e-7f8091a2b3c4'

describe('manualGrantForm', () => {
  it('reads the amount in taka as poisha', () => {
    expect(
      manualGrantForm.parse({ campaignId, amount: '250.50', reason: 'goodwill after an outage' }),
    ).toEqual({
      campaignId,
      amount: 25_050,
      reason: 'goodwill after an outage',
    })
  })

  it('refuses text that is no amount, a missing campaign and a reason too short for the audit', () => {
    const result = manualGrantForm.safeParse({ campaignId: '', amount: 'ten', reason: 'ok' })
    const paths = result.error?.issues.map((issue) => issue.path.join('.')).sort()
    expect(paths).toEqual(['amount', 'campaignId', 'reason'])
  })

  it('leaves the amount out when it is empty, as for free spins (the server asks for it elsewhere)', () => {
    expect(manualGrantForm.parse({ campaignId, amount: '', reason: 'free spins by hand' }).amount).toBeNull()
  })
})
