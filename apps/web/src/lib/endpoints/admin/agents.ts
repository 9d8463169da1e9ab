import type {
  AgentNode,
  AgentNodeDetail,
  AgentTreeRow,
  agentNodeInput,
  agentNodeUpdate,
  FloatMoveResult,
  floatMoveInput,
} from '@khela/contracts/agents'
import type { z } from 'zod'
import { endpoint, type QueryInit } from '../../endpoint.ts'

export const tree = endpoint<{ query: QueryInit; response: { nodes: AgentTreeRow[] } }>()(
  'GET',
  '/api/admin/agents/tree',
)
export const node = endpoint<{ response: AgentNodeDetail }>()('GET', '/api/admin/agents/nodes/:id')
export const createNode = endpoint<{ body: z.input<typeof agentNodeInput>; response: AgentNode }>()(
  'POST',
  '/api/admin/agents/nodes',
)
export const updateNode = endpoint<{ body: z.input<typeof agentNodeUpdate>; response: AgentNode }>()(
  'PATCH',
  '/api/admin/agents/nodes/:id',
)
export const moveFloat = endpoint<{ body: z.input<typeof floatMoveInput>; response: FloatMoveResult }>()(
  'POST',
  '/api/admin/agents/float-moves',
)
