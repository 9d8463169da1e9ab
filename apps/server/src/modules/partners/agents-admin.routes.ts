import {
  agentNode,
  agentNodeDetail,
  agentNodeInput,
  agentNodeUpdate,
  agentTree,
  agentTreeQuery,
  cashierInput,
  floatMoveInput,
  floatMoveResult,
  shopCashier,
} from '@khela/contracts/agents'
import { idempotencyHeaders } from '@khela/contracts/wallet'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireStaff } from '../../session/session.ts'
import { addShopCashier } from './add-shop-cashier.ts'
import { createAgentNode } from './create-agent-node.ts'
import { findAgentNodeDetail } from './find-agent-node-detail.ts'
import { findAgentTree } from './find-agent-tree.ts'
import { moveFloat } from './move-float.ts'
import { updateAgentNode } from './update-agent-node.ts'

/** The back office's Agent Tree: the retail agent network's nodes, cashiers and float (issue 20). */
export async function agentsAdminRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const { database } = app.services

  api.get(
    '/admin/agents/tree',
    {
      config: { permission: 'agents.read' },
      schema: {
        tags: ['admin-agents'],
        summary:
          "The agent tree: every node's float, credit limit, status and its shops' totals over the days asked",
        querystring: agentTreeQuery,
        response: { 200: agentTree },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return { nodes: await findAgentTree(database.db, request.query) }
    },
  )

  api.get(
    '/admin/agents/nodes/:id',
    {
      config: { permission: 'agents.read' },
      schema: {
        tags: ['admin-agents'],
        summary: "A node's drill-down: its players, its float's ledger and (a shop's) cashiers",
        params: z.object({ id: z.string() }),
        response: { 200: agentNodeDetail },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return findAgentNodeDetail(database.db, request.params.id)
    },
  )

  api.post(
    '/admin/agents/nodes',
    {
      config: { permission: 'agents.manage', errors: ['CONFLICT', 'NOT_FOUND'] },
      schema: {
        tags: ['admin-agents'],
        summary: 'Add a node under a parent (a super agent at the top) with its float account and limits',
        body: agentNodeInput,
        response: { 201: agentNode },
      },
    },
    async (request, reply) => {
      const node = await createAgentNode(database.db, {
        staff: requireStaff(request),
        input: request.body,
        ipAddress: request.ip,
      })
      return reply.status(201).send(node)
    },
  )

  api.patch(
    '/admin/agents/nodes/:id',
    {
      config: { permission: 'agents.manage', errors: ['FLOAT_LIMIT_REACHED'] },
      schema: {
        tags: ['admin-agents'],
        summary: 'Suspend or reactivate a node, or change its credit or daily limit',
        params: z.object({ id: z.string() }),
        body: agentNodeUpdate,
        response: { 200: agentNode },
      },
    },
    async (request) =>
      updateAgentNode(database.db, {
        staff: requireStaff(request),
        nodeId: request.params.id,
        input: request.body,
        ipAddress: request.ip,
      }),
  )

  api.post(
    '/admin/agents/nodes/:id/cashiers',
    {
      config: { permission: 'agents.manage', errors: ['CONFLICT'] },
      schema: {
        tags: ['admin-agents'],
        summary: "Make an agent-role account one of a shop's cashiers",
        params: z.object({ id: z.string() }),
        body: cashierInput,
        response: { 201: shopCashier },
      },
    },
    async (request, reply) => {
      const cashier = await addShopCashier(database.db, {
        staff: requireStaff(request),
        shopId: request.params.id,
        input: request.body,
        ipAddress: request.ip,
      })
      return reply.status(201).send(cashier)
    },
  )

  api.post(
    '/admin/agents/float-moves',
    {
      config: {
        permission: 'agents.manage',
        errors: ['FLOAT_LIMIT_REACHED', 'AGENT_SUSPENDED', 'NOT_FOUND'],
      },
      schema: {
        tags: ['admin-agents'],
        summary: "Move float from a node's parent (the operator for a super agent) to the node, or back",
        headers: idempotencyHeaders,
        body: floatMoveInput,
        response: { 200: floatMoveResult },
      },
    },
    async (request) => {
      const { result } = await moveFloat(database.db, {
        actor: requireStaff(request),
        isStaff: true,
        idempotencyKey: request.headers['idempotency-key'],
        input: request.body,
        ipAddress: request.ip,
      })
      return result
    },
  )
}
