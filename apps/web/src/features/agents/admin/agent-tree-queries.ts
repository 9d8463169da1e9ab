import type { agentNodeInput, agentNodeUpdate, floatMoveInput } from '@khela/contracts/agents'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { api } from '../../../lib/endpoint.ts'
import * as adminAgentsApi from '../../../lib/endpoints/admin/agents.ts'
import { useIdempotentAttempt } from '../../../lib/idempotent-attempt.ts'

const agentsQueryKey = ['admin', 'agents'] as const

export type TreeFilter = { from?: string; to?: string; search?: string }

export function useAgentTree(filter: TreeFilter) {
  return useQuery({
    queryKey: [...agentsQueryKey, 'tree', filter],
    queryFn: ({ signal }) => api(adminAgentsApi.tree, { query: filter, signal }),
    placeholderData: keepPreviousData,
    meta: { showsOwnError: true },
  })
}

export function useAgentNode(nodeId: string | null) {
  return useQuery({
    queryKey: [...agentsQueryKey, 'node', nodeId],
    queryFn: ({ signal }) => api(adminAgentsApi.node, { params: { id: nodeId ?? '' }, signal }),
    enabled: nodeId !== null,
    meta: { showsOwnError: true },
  })
}

export function useCreateAgentNode() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: z.input<typeof agentNodeInput>) => api(adminAgentsApi.createNode, { body: input }),
    meta: { showsOwnError: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: agentsQueryKey }),
  })
}

export function useUpdateAgentNode() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: z.input<typeof agentNodeUpdate> }) =>
      api(adminAgentsApi.updateNode, { params: { id }, body: input }),
    meta: { showsOwnError: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: agentsQueryKey }),
  })
}

/** A float move under an Idempotency-Key kept until it succeeds: a retry after a lost answer moves nothing twice. */
export function useMoveFloat() {
  const queryClient = useQueryClient()
  const sendOnce = useIdempotentAttempt((input: z.input<typeof floatMoveInput>, idempotencyKey: string) =>
    api(adminAgentsApi.moveFloat, { body: input, idempotencyKey }),
  )
  return useMutation({
    mutationFn: sendOnce,
    meta: { showsOwnError: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: agentsQueryKey }),
  })
}
