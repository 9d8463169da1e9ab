import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query'
import { api } from '../../lib/endpoint.ts'
import * as sportsbookApi from '../../lib/endpoints/sportsbook.ts'

/**
 * Prices move while a page is open and there is no live price channel yet: the page reads them again this often
 * (the reads answer 304 through their ETag when nothing changed).
 */
export const priceRefreshMs = 15_000

function sportQuery(slug: string, competition?: string) {
  return {
    queryKey: ['sportsbook', 'sport', slug, competition ?? null],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      api(sportsbookApi.sport, { params: { slug }, query: { competition }, signal }),
    refetchInterval: priceRefreshMs,
    meta: { showsOwnError: true },
  }
}

/** A sport's competitions and its live, then upcoming events (optionally one competition's), each with its main market. */
export function useSport(slug: string, competition?: string) {
  return useQuery({ ...sportQuery(slug, competition), placeholderData: keepPreviousData })
}

/** Several sports at once, for the sports home's events starting soon and top competitions. */
export function useSportsDetails(slugs: readonly string[]) {
  return useQueries({ queries: slugs.map((slug) => sportQuery(slug)) })
}
