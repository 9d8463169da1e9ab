import type {
  AffiliateDecision,
  AffiliateLinkInput,
  AffiliateStatus,
  PartnerSettings,
} from '@khela/contracts/partners'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ApiError } from '../../../lib/api.ts'
import { api } from '../../../lib/endpoint.ts'
import * as adminPartnersApi from '../../../lib/endpoints/admin/partners.ts'
import * as partnersApi from '../../../lib/endpoints/partners.ts'

/** A report's period: From and To days in the operator's time zone. */
export type Period = { from: string; to: string }

/** Whose portal is shown: the signed-in affiliate's own, or one affiliate's as staff read it. */
export type PortalSubject = { kind: 'own' } | { kind: 'staff'; affiliateId: string }

const portalKey = (subject: PortalSubject) =>
  ['partners', subject.kind === 'own' ? 'own' : subject.affiliateId] as const

export function usePartnerLinks(subject: PortalSubject) {
  return useQuery({
    queryKey: [...portalKey(subject), 'links'],
    queryFn: ({ signal }) =>
      subject.kind === 'own'
        ? api(partnersApi.links, { signal })
        : api(adminPartnersApi.links, { params: { id: subject.affiliateId }, signal }),
    meta: { showsOwnError: true },
  })
}

export function usePartnerReport(subject: PortalSubject, period: Period) {
  return useQuery({
    queryKey: [...portalKey(subject), 'report', period.from, period.to],
    queryFn: ({ signal }) =>
      subject.kind === 'own'
        ? api(partnersApi.report, { query: period, signal })
        : api(adminPartnersApi.report, { params: { id: subject.affiliateId }, query: period, signal }),
    placeholderData: keepPreviousData,
    meta: { showsOwnError: true },
  })
}

export function useCreatePartnerLink() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: AffiliateLinkInput) => api(partnersApi.createLink, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portalKey({ kind: 'own' }) }),
  })
}

const affiliatesKey = ['admin', 'partners', 'affiliates'] as const

export function useAdminAffiliates(query: Period & { search: string; status: AffiliateStatus | 'all' }) {
  return useQuery({
    queryKey: [...affiliatesKey, query],
    queryFn: ({ signal }) =>
      api(adminPartnersApi.affiliates, {
        query: { ...query, status: query.status === 'all' ? undefined : query.status },
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { showsOwnError: true },
  })
}

/** Decides, then refetches the list (also when someone else decided first, so it shows their decision). */
export function useDecideAffiliate() {
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries({ queryKey: affiliatesKey })
  return useMutation({
    mutationFn: ({ id, decision, reason }: { id: string; decision: AffiliateDecision; reason: string }) =>
      api(adminPartnersApi.decide, { params: { id }, body: { decision, reason } }),
    onSuccess: refresh,
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'ALREADY_DECIDED') void refresh()
    },
  })
}

const settingsKey = ['admin', 'partners', 'settings'] as const

export function usePartnerSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => api(adminPartnersApi.settings, { signal }),
    meta: { showsOwnError: true },
  })
}

export function useSavePartnerSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (settings: PartnerSettings) => api(adminPartnersApi.saveSettings, { body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKey, saved),
  })
}
