import { and, eq, gte, lt, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'
import {
  agentCashiers,
  agentFloatMoves,
  agentNodes,
  agentShopDeposits,
  agentShopPayouts,
} from '../../db/schema/agents.ts'
import { clock } from '../../lib/clock.ts'
import { flagPartnerDailyTotal } from '../risk/flag-partner-daily-total.ts'
import { findSiteSettings } from '../settings/find-site-settings.ts'

/**
 * After a partner's own operation: sums what went through their hands in the operator's day so far (a cashier's
 * deposits and payouts, whichever shift; an agent's float moves either way) and hands it to risk, which flags it
 * above the threshold. The daily operation limit is the node's; this is the person's.
 */
export async function checkPartnerDay(
  db: Db,
  partner: { userId: string; role: 'cashier' | 'agent' },
  now = clock.now(),
): Promise<void> {
  const { timeZone } = await findSiteSettings(db)
  const day = new Intl.DateTimeFormat('en-CA', { timeZone }).format(now)
  // The day's bounds as instants: midnight to midnight in the operator's zone.
  const within = (column: PgColumn) =>
    and(
      gte(column, sql`${day}::date::timestamp AT TIME ZONE ${timeZone}`),
      lt(column, sql`(${day}::date + 1)::timestamp AT TIME ZONE ${timeZone}`),
    )
  const total = (column: PgColumn) => sql<string>`coalesce(sum(${column}), 0)::text`
  if (partner.role === 'cashier') {
    const [shop] = await db
      .select({ name: agentNodes.name, currency: agentNodes.currency })
      .from(agentCashiers)
      .innerJoin(agentNodes, eq(agentNodes.id, agentCashiers.shopId))
      .where(eq(agentCashiers.userId, partner.userId))
    if (!shop) return
    const [[deposits], [payouts]] = await Promise.all([
      db
        .select({ total: total(agentShopDeposits.amount) })
        .from(agentShopDeposits)
        .where(and(eq(agentShopDeposits.cashierId, partner.userId), within(agentShopDeposits.createdAt))),
      db
        .select({ total: total(agentShopPayouts.amount) })
        .from(agentShopPayouts)
        .where(and(eq(agentShopPayouts.cashierId, partner.userId), within(agentShopPayouts.createdAt))),
    ])
    await flagPartnerDailyTotal(db, {
      userId: partner.userId,
      partner: 'cashier',
      nodeName: shop.name,
      day,
      total: Number(deposits?.total ?? 0) + Number(payouts?.total ?? 0),
      currency: shop.currency,
    })
    return
  }
  const [node] = await db
    .select({ name: agentNodes.name, currency: agentNodes.currency })
    .from(agentNodes)
    .where(eq(agentNodes.userId, partner.userId))
  if (!node) return
  const [moves] = await db
    .select({ total: total(agentFloatMoves.amount) })
    .from(agentFloatMoves)
    .where(and(eq(agentFloatMoves.actorId, partner.userId), within(agentFloatMoves.createdAt)))
  await flagPartnerDailyTotal(db, {
    userId: partner.userId,
    partner: 'agent',
    nodeName: node.name,
    day,
    total: Number(moves?.total ?? 0),
    currency: node.currency,
  })
}
