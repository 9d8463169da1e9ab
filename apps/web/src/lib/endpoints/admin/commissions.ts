import type {
  AffiliateTerms,
  AffiliateTermsInput,
  CloseCommissionPeriodInput,
  CommissionAdjustment,
  CommissionAdjustmentInput,
  CommissionPeriod,
  CommissionPlan,
  CommissionPlanInput,
  CommissionStatement,
  CommissionStatementSummary,
} from '@khela/contracts/commissions'
import { endpoint, type QueryInit } from '../../endpoint.ts'

export const plans = endpoint<{ response: { plans: CommissionPlan[] } }>()(
  'GET',
  '/api/admin/partners/commission-plans',
)
export const createPlan = endpoint<{ body: CommissionPlanInput; response: CommissionPlan }>()(
  'POST',
  '/api/admin/partners/commission-plans',
)
export const updatePlan = endpoint<{ body: CommissionPlanInput; response: CommissionPlan }>()(
  'PUT',
  '/api/admin/partners/commission-plans/:id',
)
export const terms = endpoint<{ response: AffiliateTerms }>()(
  'GET',
  '/api/admin/partners/affiliates/:id/terms',
)
export const saveTerms = endpoint<{ body: AffiliateTermsInput; response: AffiliateTerms }>()(
  'PUT',
  '/api/admin/partners/affiliates/:id/terms',
)
export const periods = endpoint<{ response: { periods: CommissionPeriod[] } }>()(
  'GET',
  '/api/admin/partners/commission-periods',
)
export const closePeriod = endpoint<{
  body: CloseCommissionPeriodInput
  response: { period: CommissionPeriod; isNew: boolean }
}>()('POST', '/api/admin/partners/commission-periods')
export const statements = endpoint<{
  query: QueryInit
  response: { statements: CommissionStatementSummary[] }
}>()('GET', '/api/admin/partners/commission-statements')
export const statement = endpoint<{ response: CommissionStatement }>()(
  'GET',
  '/api/admin/partners/commission-statements/:id',
)
export const adjustments = endpoint<{
  query: QueryInit
  response: { adjustments: CommissionAdjustment[] }
}>()('GET', '/api/admin/partners/commission-adjustments')
export const createAdjustment = endpoint<{
  body: CommissionAdjustmentInput
  response: CommissionAdjustment
}>()('POST', '/api/admin/partners/commission-adjustments')
