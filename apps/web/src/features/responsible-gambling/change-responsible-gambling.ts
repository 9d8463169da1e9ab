import type {
  ExclusionInput,
  LimitValues,
  RealityCheckInput,
  ResponsibleGamblingState,
} from '@khela/contracts/responsible-gambling'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../lib/endpoint.ts'
import * as responsibleGamblingApi from '../../lib/endpoints/responsible-gambling.ts'
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
  useStateChange((limits: LimitValues) => api(responsibleGamblingApi.updateLimits, { body: limits }))

export const useStartExclusion = () =>
  useStateChange((input: ExclusionInput) => api(responsibleGamblingApi.startExclusion, { body: input }))

export const useUpdateRealityCheck = () =>
  useStateChange((input: RealityCheckInput) =>
    api(responsibleGamblingApi.updateRealityCheck, { body: input }),
  )
