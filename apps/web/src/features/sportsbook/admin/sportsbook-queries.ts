import type {
  AdminEventDetail,
  BetDelayChange,
  CompetitionCreate,
  EventCreate,
  EventSquads,
  MarketCreate,
  MarketPreviewInput,
  MarketResult,
  MarketStatusChange,
  PriceChange,
} from '@khela/contracts/admin-sportsbook'
import type { FeedSourceCreate, FeedSourceStatus } from '@khela/contracts/sportsbook-feed-sources'
import type {
  ResultCorrectionInput,
  ResultCorrectionOutcome,
  SportsbookSettings,
} from '@khela/contracts/sportsbook-resettlement'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/endpoint.ts'
import * as sportsbookApi from '../../../lib/endpoints/admin/sportsbook.ts'

const sportsbookQueryKey = ['admin', 'sportsbook'] as const
const eventQueryKey = (id: string) => [...sportsbookQueryKey, 'event', id] as const

export function useAdminSports() {
  return useQuery({
    queryKey: [...sportsbookQueryKey, 'sports'],
    queryFn: ({ signal }) => api(sportsbookApi.sports, { signal }),
    meta: { showsOwnError: true },
  })
}

export function useSetBetDelay() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ slug, change }: { slug: string; change: BetDelayChange }) =>
      api(sportsbookApi.betDelay, { params: { slug }, body: change }),
    meta: { showsOwnError: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...sportsbookQueryKey, 'sports'] }),
  })
}

export function useAdminEvents(query: URLSearchParams) {
  return useQuery({
    queryKey: [...sportsbookQueryKey, 'events', query.toString()],
    queryFn: ({ signal }) => api(sportsbookApi.events, { query, signal }),
    placeholderData: keepPreviousData,
    meta: { showsOwnError: true },
  })
}

export function useAdminEvent(id: string) {
  return useQuery({
    queryKey: eventQueryKey(id),
    queryFn: ({ signal }) => api(sportsbookApi.event, { params: { id }, signal }),
    meta: { showsOwnError: true },
  })
}

/** The pricing tool's answer for what the trader has typed so far; nothing is asked until a template is chosen. */
export function useMarketPreview(eventId: string, input: MarketPreviewInput | null) {
  return useQuery({
    queryKey: [...sportsbookQueryKey, 'preview', eventId, input],
    queryFn: ({ signal }) =>
      api(sportsbookApi.previewMarket, {
        params: { id: eventId },
        body: input as MarketPreviewInput,
        signal,
      }),
    enabled: input !== null,
    placeholderData: keepPreviousData,
    retry: false,
    meta: { showsOwnError: true },
  })
}

function useSportsbookMutation<Input, Result>(call: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    meta: { showsOwnError: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sportsbookQueryKey }),
  })
}

export const useCreateCompetition = () =>
  useSportsbookMutation((input: CompetitionCreate) => api(sportsbookApi.createCompetition, { body: input }))

export function useCreateEvent() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: EventCreate) => api(sportsbookApi.createEvent, { body: input }),
    meta: { showsOwnError: true },
    onSuccess: (detail: AdminEventDetail) => {
      queryClient.setQueryData(eventQueryKey(detail.event.id), detail)
      return queryClient.invalidateQueries({ queryKey: [...sportsbookQueryKey, 'events'] })
    },
  })
}

export const useAddMarket = (eventId: string) =>
  useSportsbookMutation((input: MarketCreate) =>
    api(sportsbookApi.addMarket, { params: { id: eventId }, body: input }),
  )

export const useChangePrices = () =>
  useSportsbookMutation(({ marketId, change }: { marketId: string; change: PriceChange }) =>
    api(sportsbookApi.changePrices, { params: { id: marketId }, body: change }),
  )

/** What one suspend or reopen covers. */
export type StatusScope = { kind: 'market' | 'event'; id: string } | { kind: 'sport'; slug: string }

export const useChangeMarketStatus = () =>
  useSportsbookMutation(({ scope, status }: { scope: StatusScope; status: MarketStatusChange }) => {
    const body = { status }
    if (scope.kind === 'sport')
      return api(sportsbookApi.sportMarketStatus, { params: { slug: scope.slug }, body })
    if (scope.kind === 'event')
      return api(sportsbookApi.eventMarketStatus, { params: { id: scope.id }, body })
    return api(sportsbookApi.marketStatus, { params: { id: scope.id }, body })
  })

export const useImportFeed = () =>
  useSportsbookMutation((document: unknown) => api(sportsbookApi.importFeed, { body: document }))

export function useChangeSquads(eventId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (squads: EventSquads) =>
      api(sportsbookApi.changeSquads, { params: { id: eventId }, body: squads }),
    meta: { showsOwnError: true },
    onSuccess: (detail: AdminEventDetail) => queryClient.setQueryData(eventQueryKey(eventId), detail),
  })
}

export function useFeedSources() {
  return useQuery({
    queryKey: [...sportsbookQueryKey, 'feed-sources'],
    queryFn: ({ signal }) => api(sportsbookApi.feedSources, { signal }),
    meta: { showsOwnError: true },
  })
}

export function useEventCorrections(eventId: string) {
  return useQuery({
    queryKey: [...eventQueryKey(eventId), 'corrections'],
    queryFn: ({ signal }) => api(sportsbookApi.eventCorrections, { params: { id: eventId }, signal }),
    meta: { showsOwnError: true },
  })
}

export const useCreateFeedSource = () =>
  useSportsbookMutation((input: FeedSourceCreate) => api(sportsbookApi.createFeedSource, { body: input }))

export const useFeedSourceStatus = () =>
  useSportsbookMutation(({ id, status }: { id: string; status: FeedSourceStatus }) =>
    api(sportsbookApi.feedSourceStatus, { params: { id }, body: { status } }),
  )

export const useRunFeedSource = () =>
  useSportsbookMutation((id: string) => api(sportsbookApi.runFeedSource, { params: { id }, body: {} }))

/** What the result dialog's request answered: bets settled by a first result, or the correction made. */
export type ResultSent =
  | { kind: 'result'; settledBets: number }
  | ({ kind: 'correction' } & ResultCorrectionOutcome)

/** A first result, or a correction of a settled one: the same form, two endpoints. */
export const useEnterResult = () =>
  useSportsbookMutation(
    async ({
      marketId,
      mode,
      results,
    }: {
      marketId: string
      mode: 'result' | 'correction'
      results: MarketResult
    }): Promise<ResultSent> => {
      if (mode === 'result') {
        const outcome = await api(sportsbookApi.enterResult, { params: { id: marketId }, body: results })
        return { kind: 'result', settledBets: outcome.settledBets }
      }
      const body: ResultCorrectionInput = results
      const outcome = await api(sportsbookApi.requestCorrection, { params: { id: marketId }, body })
      return { kind: 'correction', ...outcome }
    },
  )

export const useDecideCorrection = () =>
  useSportsbookMutation(({ id, decision }: { id: string; decision: 'approve' | 'reject' }) =>
    api(decision === 'approve' ? sportsbookApi.approveCorrection : sportsbookApi.rejectCorrection, {
      params: { id },
    }),
  )

export function usePlayerSportBets(userId: string, page: number) {
  return useQuery({
    queryKey: ['admin', 'users', userId, 'sport-bets', page],
    queryFn: ({ signal }) =>
      api(sportsbookApi.playerSportBets, {
        params: { id: userId },
        query: new URLSearchParams({ page: String(page) }),
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { showsOwnError: true },
  })
}

export function useSportsbookSettings() {
  return useQuery({
    queryKey: [...sportsbookQueryKey, 'settings'],
    queryFn: ({ signal }) => api(sportsbookApi.settings, { signal }),
    meta: { showsOwnError: true },
  })
}

export const useSaveSportsbookSettings = () =>
  useSportsbookMutation((settings: SportsbookSettings) => api(sportsbookApi.saveSettings, { body: settings }))
