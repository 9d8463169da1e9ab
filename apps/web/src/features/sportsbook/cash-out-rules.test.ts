import { describe, expect, it } from 'vitest'
import { ApiError } from '../../lib/api.ts'
import { movedOffer, offerOf } from './cash-out-rules.ts'

const market = '0b9f5b1e-8a57-4c36-9f0e-6f0c1d2e3a4b'
const other = '1c8e4a2d-7b46-4d25-8e1f-5e0b2c1d3f5a'

describe('cash-out offers', () => {
  it('takes the listed offer with its versions, and none without an offer', () => {
    const view = {
      offer: 9_500,
      reason: null,
      runningStake: 10_000,
      stakeStep: 1,
      pricedAt: [{ marketId: market, version: 3, price: 1850 }],
    }
    expect(offerOf(view)).toEqual({ offer: 9_500, versions: [{ marketId: market, version: 3 }] })
    expect(offerOf({ ...view, offer: null, reason: 'suspended' })).toBeNull()
  })

  it('reads the new offer and versions of a refusal whose offer moved, and nothing from any other error', () => {
    const moved = new ApiError('CASH_OUT_OFFER_CHANGED', 409, 'moved', {
      fields: { offer: '7988', versions: `${market}:2,${other}:5` },
    })
    expect(movedOffer(moved)).toEqual({
      offer: 7_988,
      versions: [
        { marketId: market, version: 2 },
        { marketId: other, version: 5 },
      ],
    })
    expect(movedOffer(new ApiError('CASH_OUT_SUSPENDED', 409, 'suspended'))).toBeNull()
    expect(
      movedOffer(new ApiError('CASH_OUT_OFFER_CHANGED', 409, 'moved', { fields: { offer: 'x' } })),
    ).toBeNull()
    expect(movedOffer(new Error('network'))).toBeNull()
  })
})
