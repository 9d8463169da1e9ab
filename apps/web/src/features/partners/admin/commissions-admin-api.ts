import type {
  AffiliateTermsInput,
  CloseCommissionPeriodInput,
  CommissionPlanInput,
} from '@khela/contracts/commissions'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/endpoint.ts'
import * as commissionsApi from '../../../lib/endpoints/admin/commissions.ts'

const commissionsKey = ['admin', 'partners', 'commissions'] as const
const plansKey = [...commissionsKey, 'plans'] as const
const periodsKey = [...commissionsKey, 'periods'] as const
const statementsKey = [...commissionsKey, 'statements'] as const

export function useCommissionPlans() {
  return useQuery({
    queryKey: plansKey,
    queryFn: ({ signal }) => api(commissionsApi.plans, { signal }),
    meta: { showsOwnError: true },
  })
}

/** Creates a plan, or changes one (`id`): its new terms apply from the next period closed. */
export function useSaveCommissionPlan() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: CommissionPlanInput }) =>
      id === null
        ? api(commissionsApi.createPlan, { body: input })
        : api(commissionsApi.updatePlan, { params: { id }, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: plansKey }),
  })
}

const termsKey = (affiliateId: string) => [...commissionsKey, 'terms', affiliateId] as const

export function useAffiliateTerms(affiliateId: string) {
  return useQuery({
    queryKey: termsKey(affiliateId),
    queryFn: ({ signal }) => api(commissionsApi.terms, { params: { id: affiliateId }, signal }),
    meta: { showsOwnError: true },
  })
}

export function useSaveAffiliateTerms(affiliateId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: AffiliateTermsInput) =>
      api(commissionsApi.saveTerms, { params: { id: affiliateId }, body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(termsKey(affiliateId), saved)
      void queryClient.invalidateQueries({ queryKey: plansKey })
    },
  })
}

export function useCommissionPeriods() {
  return useQuery({
    queryKey: periodsKey,
    queryFn: ({ signal }) => api(commissionsApi.periods, { signal }),
    meta: { showsOwnError: true },
  })
}

/** Closes an ended period; the answer is the period as it stands when someone (or the hourly run) closed it first. */
export function useCloseCommissionPeriod() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CloseCommissionPeriodInput) => api(commissionsApi.closePeriod, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commissionsKey }),
  })
}

/** The statements one period closed, every partner's. */
export function useAdminStatements(filter: { periodId: string }) {
  return useQuery({
    queryKey: [...statementsKey, filter],
    queryFn: ({ signal }) => api(commissionsApi.statements, { query: filter, signal }),
    meta: { showsOwnError: true },
  })
}

/** One statement with every line, for the statements panel to open. */
export function adminStatementQuery(statementId: string) {
  return queryOptions({
    queryKey: [...statementsKey, 'one', statementId],
    queryFn: ({ signal }) => api(commissionsApi.statement, { params: { id: statementId }, signal }),
    meta: { showsOwnError: true },
  })
}
