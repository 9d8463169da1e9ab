import { type CashierShift, toCashierShift } from '@khela/contracts/agents'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { agentCashierShifts, agentCashiers } from '../../db/schema/agents.ts'
import { AppError } from '../../lib/app-error.ts'

export type ShiftRow = typeof agentCashierShifts.$inferSelect

/** The shop a cashier works at, or FORBIDDEN for an account that is nobody's cashier. */
export async function requireCashierShop(db: Pick<Db, 'select'>, cashierId: string): Promise<string> {
  const [row] = await db
    .select({ shopId: agentCashiers.shopId })
    .from(agentCashiers)
    .where(eq(agentCashiers.userId, cashierId))
  if (!row) throw new AppError('FORBIDDEN')
  return row.shopId
}

/** The cashier's open shift with its row locked (its totals change under the lock), or SHIFT_NOT_OPEN. */
export async function lockOpenShift(db: Pick<Db, 'select'>, cashierId: string): Promise<ShiftRow> {
  const [row] = await db
    .select()
    .from(agentCashierShifts)
    .where(and(eq(agentCashierShifts.cashierId, cashierId), eq(agentCashierShifts.status, 'open')))
    .for('update')
  if (!row) throw new AppError('SHIFT_NOT_OPEN')
  return row
}

/** The cashier's open shift, or null. */
export async function findOpenShift(db: Pick<Db, 'select'>, cashierId: string): Promise<CashierShift | null> {
  const [row] = await db
    .select()
    .from(agentCashierShifts)
    .where(and(eq(agentCashierShifts.cashierId, cashierId), eq(agentCashierShifts.status, 'open')))
  return row ? toCashierShift(row) : null
}
