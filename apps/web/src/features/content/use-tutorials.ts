import type { TutorialsDocument } from '@khela/contracts/content'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api.ts'

export const tutorialsQueryKey = ['content', 'tutorials'] as const

export function useTutorials() {
  return useQuery({
    queryKey: tutorialsQueryKey,
    queryFn: ({ signal }) => apiRequest<TutorialsDocument>('/api/content/tutorials', { signal }),
    meta: { showsOwnError: true },
  })
}
