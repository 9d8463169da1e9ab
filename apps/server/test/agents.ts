import type { AgentNode } from '@khela/contracts/agents'
import type { App } from '../src/app.ts'
import { giveApprovedKyc } from './kyc.ts'
import { newKey } from './ledger.ts'
import { makeUserWithRole } from './make-staff.ts'

type Caller = { cookie: string }

/** Requests as one signed-in user (staff, partner or player), with the site's origin for CSRF. */
export function callerOf(app: App, user: Caller) {
  const headers = { cookie: user.cookie, origin: app.services.config.publicUrl }
  const send = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, key?: string | null) =>
    app.inject({
      method,
      url,
      headers: key === null ? headers : { ...headers, 'idempotency-key': key ?? newKey('agents') },
      ...(payload ? { payload } : {}),
    })
  return {
    get: (url: string) => send('GET', url, undefined, null),
    post: (url: string, payload: object, key?: string | null) => send('POST', url, payload, key),
    patch: (url: string, payload: object) => send('PATCH', url, payload, null),
  }
}

/** An account with the agent role and an approved identity check, as the operator's partners have. */
export async function makePartner(app: App) {
  const partner = await makeUserWithRole(app, 'agent')
  await giveApprovedKyc(app, partner.userId)
  return partner
}

/** Adds a node through the back office as `staff`; agent levels get a fresh agent-role sign-in. */
export async function addNode(
  app: App,
  staff: Caller,
  node: {
    parentId: string | null
    creditLimit?: number
    dailyOperationLimit?: number
    name?: string
    commissionCasinoBp?: number
    commissionSportsbookBp?: number
  },
): Promise<{ node: AgentNode; partner: { cookie: string; userId: string } | null }> {
  const parent = node.parentId
    ? (
        (await callerOf(app, staff).get(`/api/admin/agents/nodes/${node.parentId}`)).json() as {
          node: AgentNode
        }
      ).node
    : null
  const partner = parent?.level === 'agent' ? null : await makePartner(app)
  const response = await callerOf(app, staff).post(
    '/api/admin/agents/nodes',
    {
      parentId: node.parentId,
      name: node.name ?? `Node ${Math.random().toString(36).slice(2, 8)}`,
      userId: partner?.userId ?? null,
      creditLimit: node.creditLimit ?? 0,
      dailyOperationLimit: node.dailyOperationLimit ?? 100_000_000,
      commissionCasinoBp: node.commissionCasinoBp ?? 0,
      commissionSportsbookBp: node.commissionSportsbookBp ?? 0,
    },
    null,
  )
  if (response.statusCode !== 201)
    throw new Error(`node not created: ${response.statusCode} ${response.body}`)
  return { node: response.json() as AgentNode, partner }
}

/** A whole branch: super agent → master agent → agent → shop with one cashier, floats at zero. */
export async function addBranch(app: App, staff: Caller, limits: { shopCreditLimit?: number } = {}) {
  const superAgent = await addNode(app, staff, { parentId: null, creditLimit: 0 })
  const master = await addNode(app, staff, { parentId: superAgent.node.id })
  const agent = await addNode(app, staff, { parentId: master.node.id })
  const shop = await addNode(app, staff, {
    parentId: agent.node.id,
    creditLimit: limits.shopCreditLimit ?? 0,
  })
  const cashier = await makePartner(app)
  const added = await callerOf(app, staff).post(
    `/api/admin/agents/nodes/${shop.node.id}/cashiers`,
    { userId: cashier.userId },
    null,
  )
  if (added.statusCode !== 201) throw new Error(`cashier not added: ${added.statusCode} ${added.body}`)
  return { superAgent, master, agent, shop, cashier }
}

/** Staff move float from a node's parent down to it (or up with a negative amount's direction). */
export async function moveFloatAsStaff(
  app: App,
  staff: Caller,
  nodeId: string,
  amount: number,
  direction: 'down' | 'up' = 'down',
) {
  const response = await callerOf(app, staff).post('/api/admin/agents/float-moves', {
    nodeId,
    direction,
    amount,
  })
  if (response.statusCode !== 200) throw new Error(`float not moved: ${response.statusCode} ${response.body}`)
  return response.json() as { floatBalance: number }
}

/** Fills a branch's floats from the top: the operator → super → master → agent → shop. */
export async function fundBranch(
  app: App,
  staff: Caller,
  branch: Awaited<ReturnType<typeof addBranch>>,
  amount: number,
) {
  for (const level of [branch.superAgent, branch.master, branch.agent, branch.shop])
    await moveFloatAsStaff(app, staff, level.node.id, amount)
}
