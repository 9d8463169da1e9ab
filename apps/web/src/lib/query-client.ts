import type { CurrentSession } from '@khela/contracts/session'
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { ApiError } from './api.ts'
import { errorMessage } from './error-message.ts'
import { notify } from './toast.ts'
import { sessionQueryKey } from './use-session.ts'

declare module '@tanstack/react-query' {
  interface Register {
    /** `showsOwnError`: the component renders the failure itself, so no toast is raised. */
    queryMeta: { showsOwnError?: boolean }
    mutationMeta: { showsOwnError?: boolean }
  }
}

function isWorthRetrying(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false
  if (!(error instanceof ApiError)) return true
  return error.status === 0 || error.status >= 500
}

/**
 * A session can end away from this page: a ban, 'sign out everywhere' on another device, the lifetime
 * running out. The first request the server refuses for it shows the player as signed out.
 */
function forgetEndedSession(error: unknown) {
  if (!(error instanceof ApiError) || error.code !== 'UNAUTHENTICATED') return
  if (!queryClient.getQueryData<CurrentSession>(sessionQueryKey)?.user) return
  queryClient.setQueryData<CurrentSession>(sessionQueryKey, { user: null })
  // What the ended session could read (a profile, the back office's lists) must not show to whoever is next.
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] })
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      forgetEndedSession(error)
      if (!query.meta?.showsOwnError) notify('error', errorMessage(error), { id: 'query-error' })
    },
  }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      forgetEndedSession(error)
      if (!mutation.meta?.showsOwnError) notify('error', errorMessage(error))
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // Unused data is dropped after a minute, as players on low-memory phones expect.
      gcTime: 60_000,
      retry: isWorthRetrying,
      refetchOnWindowFocus: false,
    },
  },
})
