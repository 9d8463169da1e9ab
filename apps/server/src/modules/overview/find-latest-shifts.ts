import { toCashierShift } from '@khela/contracts/agents'
import { type OverviewShift, overviewTableSize } from '@khela/contracts/overview'
import { desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { agentCashierShifts, agentNodes } from '../../db/schema/agents.ts'
import { users } from '../../db/schema/auth.ts'

/** The overview's Latest Shift Stats: the shifts opened last, open or closed, with their shop and cashier. */
export async function findLatestShifts(db: Db): Promise<OverviewShift[]> {
  const rows = await db
    .select({ shift: agentCashierShifts, shopName: agentNodes.name, cashierName: users.name })
    .from(agentCashierShifts)
    .innerJoin(agentNodes, eq(agentNodes.id, agentCashierShifts.shopId))
    .innerJoin(users, eq(users.id, agentCashierShifts.cashierId))
    .orderBy(desc(agentCashierShifts.openedAt), desc(agentCashierShifts.id))
    .limit(overviewTableSize)
  return rows.map(({ shift, shopName, cashierName }) => ({ ...toCashierShift(shift), shopName, cashierName }))
}
