import { useQuery } from '@tanstack/react-query'
import { api } from '../../lib/endpoint.ts'
import * as contentApi from '../../lib/endpoints/content.ts'

export const tutorialsQueryKey = ['content', 'tutorials'] as const

export function useTutorials() {
  return useQuery({
    queryKey: tutorialsQueryKey,
    queryFn: ({ signal }) => api(contentApi.tutorials, { signal }),
    meta: { showsOwnError: true },
  })
}
