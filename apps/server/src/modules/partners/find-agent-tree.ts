import { type AgentTreeRow, agentLevels, type agentTreeQuery } from '@khela/contracts/agents'
import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { agentNodes, agentShopDeposits, agentShopPayouts } from '../../db/schema/agents.ts'
import { isWithinDays } from '../../lib/zoned-days.ts'
import { sumPlayerNetLosses } from '../overview/sum-player-net-losses.ts'
import { findSiteSettings } from '../settings/find-site-settings.ts'
import { type AgentNodeRow, toAgentNodes } from './agent-nodes.ts'
import { findFirstShops } from './find-first-shops.ts'

/**
 * The Agent Tree: every node (or, with `rootId`, one node's subtree: an agent's portal) with its float and the
 * totals of its shops and everything below over the days asked (the operator's time zone; today when left out):
 * deposits taken, withdrawals paid, and its players' wins and losses, a node's players being those whose first
 * shop deposit was at one of its shops. `search` keeps the nodes whose name contains it, with their ancestors so the
 * tree still reads from the top.
 */
export async function findAgentTree(
  db: Pick<Db, 'select' | 'selectDistinctOn'>,
  query: z.output<typeof agentTreeQuery> & { rootId?: string },
): Promise<AgentTreeRow[]> {
  const { timeZone } = await findSiteSettings(db)
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date())
  const from = query.from ?? today
  const to = query.to ?? today
  const all = (await db.select().from(agentNodes)).toSorted(
    (a, b) => agentLevels.indexOf(a.level) - agentLevels.indexOf(b.level) || a.name.localeCompare(b.name),
  )
  const rows = query.rootId ? subtreeOf(all, query.rootId) : all
  const deposits = await sumByShop(db, agentShopDeposits, from, to, timeZone)
  const payouts = await sumByShop(db, agentShopPayouts, from, to, timeZone)
  const firstShops = await findFirstShops(db)
  const play = await sumPlayerNetLosses(db, { from, to, timeZone, isEveryPlayer: true })
  const wins = new Map<string, number>()
  const losses = new Map<string, number>()
  for (const player of play) {
    const shopId = firstShops.get(player.userId)
    if (!shopId) continue
    if (player.netLoss > 0) losses.set(shopId, (losses.get(shopId) ?? 0) + player.netLoss)
    else wins.set(shopId, (wins.get(shopId) ?? 0) - player.netLoss)
  }
  const nodes = await toAgentNodes(db, rows)
  const parentOf = new Map(all.map((row) => [row.id, row.parentId]))
  const totals = new Map(nodes.map((node) => [node.id, { d: 0, w: 0, win: 0, los: 0 }]))
  // Each shop's figures count for the shop and every node above it.
  for (const shop of all.filter((row) => row.level === 'shop')) {
    for (let id: string | null = shop.id; id; id = parentOf.get(id) ?? null) {
      const total = totals.get(id)
      if (!total) continue
      total.d += deposits.get(shop.id) ?? 0
      total.w += payouts.get(shop.id) ?? 0
      total.win += wins.get(shop.id) ?? 0
      total.los += losses.get(shop.id) ?? 0
    }
  }
  const tree = nodes.map((node) => {
    const total = totals.get(node.id) ?? { d: 0, w: 0, win: 0, los: 0 }
    return {
      ...node,
      depositsTotal: total.d,
      withdrawalsPaidTotal: total.w,
      playersWins: total.win,
      playersLosses: total.los,
    }
  })
  const search = query.search?.toLowerCase()
  if (!search) return tree
  const kept = new Set<string>()
  for (const node of tree.filter((row) => row.name.toLowerCase().includes(search)))
    for (let id: string | null = node.id; id && !kept.has(id); id = parentOf.get(id) ?? null) kept.add(id)
  return tree.filter((node) => kept.has(node.id))
}

function subtreeOf(all: readonly AgentNodeRow[], rootId: string): AgentNodeRow[] {
  const kept = new Set([rootId])
  // `all` is ordered top-down by level, so a parent is always seen before its children.
  for (const row of all) if (row.parentId && kept.has(row.parentId)) kept.add(row.id)
  return all.filter((row) => kept.has(row.id))
}

async function sumByShop(
  db: Pick<Db, 'select' | 'selectDistinctOn'>,
  table: typeof agentShopDeposits | typeof agentShopPayouts,
  from: string,
  to: string,
  timeZone: string,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ shopId: table.shopId, total: sql<string>`sum(${table.amount})::text` })
    .from(table)
    .where(isWithinDays(table.createdAt, from, to, timeZone))
    .groupBy(table.shopId)
  return new Map(rows.map((row) => [row.shopId, Number(row.total)]))
}
