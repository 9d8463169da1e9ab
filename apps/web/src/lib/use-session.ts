import type { CurrentSession } from '@khela/contracts/session'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from './api.ts'

export const sessionQueryKey = ['session'] as const

export const fetchSession = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<CurrentSession>('/api/session', { signal })

/** Who is signed in; `data.user` is null for visitors. */
export function useSession() {
  return useQuery({ queryKey: sessionQueryKey, queryFn: fetchSession, staleTime: 60_000 })
}
