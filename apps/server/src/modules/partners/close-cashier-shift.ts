import type { CashierShift } from '@khela/contracts/agents'
import { toCashierShift } from '@khela/contracts/agents'
import type { SessionUser } from '@khela/contracts/session'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { agentCashierShifts } from '../../db/schema/agents.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { runMoneyTransaction } from '../wallet/run-money-transaction.ts'
import { lockOpenShift } from './cashier-shifts.ts'

/**
 * A cashier ends the shift with the cash counted in the drawer: the report keeps the expected cash and the
 * difference (the overview's Latest Shift Stats). Under the shift's row lock, so no deposit lands after the count.
 * Audited with the report.
 */
export async function closeCashierShift(
  db: Db,
  closing: { cashier: SessionUser; countedCash: number; ipAddress: string | null },
): Promise<CashierShift> {
  return runMoneyTransaction(db, async (tx) => {
    const open = await lockOpenShift(tx, closing.cashier.id)
    const [row] = await tx
      .update(agentCashierShifts)
      .set({ status: 'closed', closingCash: closing.countedCash, closedAt: new Date() })
      .where(eq(agentCashierShifts.id, open.id))
      .returning()
    if (!row) throw new Error('shift vanished')
    const shift = toCashierShift(row)
    await recordAuditEntry(tx, {
      actorId: closing.cashier.id,
      action: 'agents.shift.close',
      recordType: 'agent_cashier_shift',
      recordId: row.id,
      before: toCashierShift(open),
      after: shift,
      ipAddress: closing.ipAddress,
    })
    return shift
  })
}
