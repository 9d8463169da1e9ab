import type {
  ExclusionInput,
  LimitValues,
  RealityCheckInput,
  ResponsibleGamblingState,
} from '@khela/contracts/responsible-gambling'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api.ts'
import { playSessionQueryKey, responsibleGamblingQueryKey } from './get-responsible-gambling.ts'

// Each answer is the player's whole state as stored, so the page shows it without a refetch.
function useStateChange<Input>(send: (input: Input) => Promise<ResponsibleGamblingState>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSuccess: (state) => {
      queryClient.setQueryData(responsibleGamblingQueryKey, state)
      void queryClient.invalidateQueries({ queryKey: playSessionQueryKey })
    },
    meta: { showsOwnError: true },
  })
}

export const useUpdateLimits = () =>
  useStateChange((limits: LimitValues) =>
    apiRequest<ResponsibleGamblingState>('/api/responsible-gambling/limits', { method: 'PUT', body: limits }),
  )

export const useStartExclusion = () =>
  useStateChange((input: ExclusionInput) =>
    apiRequest<ResponsibleGamblingState>('/api/responsible-gambling/exclusion', {
      method: 'POST',
      body: input,
    }),
  )

export const useUpdateRealityCheck = () =>
  useStateChange((input: RealityCheckInput) =>
    apiRequest<ResponsibleGamblingState>('/api/responsible-gambling/reality-check', {
      method: 'PUT',
      body: input,
    }),
  )
