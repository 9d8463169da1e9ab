import type { floatMoveInput } from '@khela/contracts/agents'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { api } from '../../../lib/endpoint.ts'
import * as agentsApi from '../../../lib/endpoints/agents.ts'
import { useIdempotentAttempt } from '../../../lib/idempotent-attempt.ts'

const portalQueryKey = ['partner'] as const

export function usePartnerPortal() {
  return useQuery({
    queryKey: [...portalQueryKey, 'portal'],
    queryFn: ({ signal }) => api(agentsApi.portal, { signal }),
    meta: { showsOwnError: true },
  })
}

export function useAgentChildren(isAgent: boolean) {
  return useQuery({
    queryKey: [...portalQueryKey, 'tree'],
    queryFn: ({ signal }) => api(agentsApi.tree, { signal }),
    enabled: isAgent,
    meta: { showsOwnError: true },
  })
}

function useRefreshingMutation<Input, Result>(send: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: send,
    meta: { showsOwnError: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: portalQueryKey }),
  })
}

export function useOpenShift() {
  return useRefreshingMutation((countedCash: number) => api(agentsApi.openShift, { body: { countedCash } }))
}

export function useCloseShift() {
  return useRefreshingMutation((countedCash: number) => api(agentsApi.closeShift, { body: { countedCash } }))
}

/** Money requests go under an Idempotency-Key kept until they succeed: a retry never deposits or pays twice. */
export function useShopDeposit() {
  const sendOnce = useIdempotentAttempt((body: { player: string; amount: number }, idempotencyKey: string) =>
    api(agentsApi.deposit, { body, idempotencyKey }),
  )
  return useRefreshingMutation(sendOnce)
}

export function useShopPayout() {
  const sendOnce = useIdempotentAttempt((body: { code: string }, idempotencyKey: string) =>
    api(agentsApi.payout, { body, idempotencyKey }),
  )
  return useRefreshingMutation(sendOnce)
}

export function usePartnerMoveFloat() {
  const sendOnce = useIdempotentAttempt((body: z.input<typeof floatMoveInput>, idempotencyKey: string) =>
    api(agentsApi.moveFloat, { body, idempotencyKey }),
  )
  return useRefreshingMutation(sendOnce)
}
