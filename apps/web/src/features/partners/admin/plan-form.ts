import { type CommissionPlan, commissionPlanInput } from '@khela/contracts/commissions'
import { z } from 'zod'
import { percentInputValue } from '../../../components/admin/basis-points.ts'
import { percentText } from '../../../components/admin/percent-text.ts'
import { takaText } from '../../../components/admin/taka-text.ts'
import { takaInputValue } from '../../../lib/taka.ts'

/**
 * The plan form's fields, named as the contract names them so the server's field errors land on them: money typed
 * as taka, rates as percent. The contract then checks the whole plan (bands start at 0 and rise), so the form
 * refuses what the server would.
 */
export const planForm = z
  .object({
    name: z.string(),
    kind: commissionPlanInput.shape.kind,
    currency: commissionPlanInput.shape.currency,
    tiers: z.array(z.object({ fromNgr: takaText, rateBp: percentText })),
    cpaAmount: takaText,
    cpaMinDeposit: takaText,
    cpaMinTurnover: takaText,
    minActivePlayers: z.number('REQUIRED'),
    activeMinTurnover: takaText,
    subAffiliateOverrideBp: percentText,
  })
  .pipe(commissionPlanInput)

export type PlanFormValues = z.input<typeof planForm>

/** A new plan: revenue share at 25 % from the first taka, no CPA, no threshold, no override. */
export const newPlanValues: PlanFormValues = {
  name: '',
  kind: 'revenue_share',
  currency: 'BDT',
  tiers: [{ fromNgr: '0', rateBp: '25' }],
  cpaAmount: '0',
  cpaMinDeposit: '0',
  cpaMinTurnover: '0',
  minActivePlayers: 0,
  activeMinTurnover: '0',
  subAffiliateOverrideBp: '0',
}

/** A saved plan as the form shows it. */
export function planFormValues(plan: CommissionPlan): PlanFormValues {
  return {
    name: plan.name,
    kind: plan.kind,
    currency: plan.currency,
    tiers: plan.tiers.map((tier) => ({
      fromNgr: takaInputValue(tier.fromNgr),
      rateBp: percentInputValue(tier.rateBp),
    })),
    cpaAmount: takaInputValue(plan.cpaAmount),
    cpaMinDeposit: takaInputValue(plan.cpaMinDeposit),
    cpaMinTurnover: takaInputValue(plan.cpaMinTurnover),
    minActivePlayers: plan.minActivePlayers,
    activeMinTurnover: takaInputValue(plan.activeMinTurnover),
    subAffiliateOverrideBp: percentInputValue(plan.subAffiliateOverrideBp),
  }
}

/** The band a new row adds: above the last one, at its rate, for staff to change. */
export function nextTier(tiers: PlanFormValues['tiers']): PlanFormValues['tiers'][number] {
  const last = tiers.at(-1)
  if (!last) return { fromNgr: '0', rateBp: '25' }
  return { fromNgr: '', rateBp: last.rateBp }
}
