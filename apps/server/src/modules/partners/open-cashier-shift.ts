import type { CashierShift } from '@khela/contracts/agents'
import { toCashierShift } from '@khela/contracts/agents'
import type { SessionUser } from '@khela/contracts/session'
import type { Db } from '../../db/client.ts'
import { agentCashierShifts } from '../../db/schema/agents.ts'
import { AppError } from '../../lib/app-error.ts'
import { isUniqueViolation } from '../../lib/database-errors.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { isKycApproved } from '../kyc/find-player-kyc.ts'
import { runMoneyTransaction } from '../wallet/run-money-transaction.ts'
import { requireAgentNode } from './agent-nodes.ts'
import { requireCashierShop } from './cashier-shifts.ts'

/**
 * A cashier starts a shift with the cash counted in the drawer. One open shift per cashier (SHIFT_ALREADY_OPEN,
 * also when two opens race: the partial unique index decides). Audited.
 */
export async function openCashierShift(
  db: Db,
  opening: { cashier: SessionUser; countedCash: number; ipAddress: string | null },
): Promise<CashierShift> {
  const { cashier } = opening
  try {
    return await runMoneyTransaction(db, async (tx) => {
      const shopId = await requireCashierShop(tx, cashier.id)
      const shop = await requireAgentNode(tx, shopId)
      if (shop.status !== 'active') throw new AppError('AGENT_SUSPENDED')
      if (!(await isKycApproved(tx, cashier.id))) throw new AppError('PARTNER_KYC_REQUIRED')
      const [row] = await tx
        .insert(agentCashierShifts)
        .values({ cashierId: cashier.id, shopId, currency: shop.currency, openingCash: opening.countedCash })
        .returning()
      if (!row) throw new Error('shift not inserted')
      const shift = toCashierShift(row)
      await recordAuditEntry(tx, {
        actorId: cashier.id,
        action: 'agents.shift.open',
        recordType: 'agent_cashier_shift',
        recordId: row.id,
        after: shift,
        ipAddress: opening.ipAddress,
      })
      return shift
    })
  } catch (error) {
    if (isUniqueViolation(error, 'agent_cashier_shifts_one_open')) throw new AppError('SHIFT_ALREADY_OPEN')
    throw error
  }
}
