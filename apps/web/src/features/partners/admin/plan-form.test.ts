import type { CommissionPlan } from '@khela/contracts/commissions'
import { describe, expect, it } from 'vitest'
import { newPlanValues, nextTier, planForm, planFormValues } from './plan-form.ts'

const codesOf = (values: unknown) => {
  const result = planForm.safeParse(values)
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
}

describe('planForm', () => {
  it('reads taka as poisha and percent as basis points', () => {
    const parsed = planForm.parse({
      ...newPlanValues,
      name: ' Gold ',
      tiers: [
        { fromNgr: '0', rateBp: '25' },
        { fromNgr: '50,000', rateBp: '35.5' },
      ],
      cpaAmount: '1500',
      subAffiliateOverrideBp: '5',
    })
    expect(parsed).toMatchObject({
      name: 'Gold',
      tiers: [
        { fromNgr: 0, rateBp: 2_500 },
        { fromNgr: 5_000_000, rateBp: 3_550 },
      ],
      cpaAmount: 150_000,
      subAffiliateOverrideBp: 500,
    })
  })

  it('refuses bands that do not start at 0 or do not rise', () => {
    expect(codesOf({ ...newPlanValues, name: 'A', tiers: [{ fromNgr: '10', rateBp: '25' }] })).toEqual([
      'tiers: TIERS_START_AT_ZERO',
    ])
    expect(
      codesOf({
        ...newPlanValues,
        name: 'A',
        tiers: [
          { fromNgr: '0', rateBp: '25' },
          { fromNgr: '500', rateBp: '30' },
          { fromNgr: '500', rateBp: '35' },
        ],
      }),
    ).toEqual(['tiers: TIERS_OUT_OF_ORDER'])
  })

  it('refuses no band, a rate above 100 % and text that is no amount', () => {
    expect(codesOf({ ...newPlanValues, name: 'A', tiers: [] })).toContain('tiers: REQUIRED')
    expect(codesOf({ ...newPlanValues, name: 'A', tiers: [{ fromNgr: '0', rateBp: '101' }] })).toEqual([
      'tiers.0.rateBp: NUMBER_OUT_OF_RANGE',
    ])
    expect(codesOf({ ...newPlanValues, name: 'A', tiers: [{ fromNgr: 'x', rateBp: '1' }] })).toEqual([
      'tiers.0.fromNgr: INVALID_FORMAT',
    ])
    expect(codesOf({ ...newPlanValues, name: ' ' })).toEqual(['name: REQUIRED'])
  })
})

describe('planFormValues', () => {
  it('shows a saved plan so that saving it unchanged sends the same terms', () => {
    const plan: CommissionPlan = {
      id: 'p1',
      name: 'Hybrid',
      kind: 'hybrid',
      currency: 'BDT',
      tiers: [
        { fromNgr: 0, rateBp: 2_500 },
        { fromNgr: 5_000_000, rateBp: 3_550 },
      ],
      cpaAmount: 150_050,
      cpaMinDeposit: 100_000,
      cpaMinTurnover: 500_000,
      minActivePlayers: 5,
      activeMinTurnover: 10_000,
      subAffiliateOverrideBp: 250,
      affiliates: 3,
      createdAt: '2026-11-01T00:00:00.000Z',
    }
    const { id: _id, affiliates: _affiliates, createdAt: _createdAt, ...terms } = plan
    expect(planForm.parse(planFormValues(plan))).toEqual(terms)
  })
})

describe('nextTier', () => {
  it('starts the first band at 0 and a later one empty, at the last band’s rate', () => {
    expect(nextTier([])).toEqual({ fromNgr: '0', rateBp: '25' })
    expect(nextTier([{ fromNgr: '0', rateBp: '30' }])).toEqual({ fromNgr: '', rateBp: '30' })
  })
})
