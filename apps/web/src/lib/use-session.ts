import { useQuery } from '@tanstack/react-query'
import { api } from './endpoint.ts'
import * as accountsApi from './endpoints/accounts.ts'

export const sessionQueryKey = ['session'] as const

export const fetchSession = ({ signal }: { signal?: AbortSignal } = {}) =>
  api(accountsApi.session, { signal })

/** Who is signed in; `data.user` is null for visitors. */
export function useSession() {
  return useQuery({ queryKey: sessionQueryKey, queryFn: fetchSession, staleTime: 60_000 })
}
