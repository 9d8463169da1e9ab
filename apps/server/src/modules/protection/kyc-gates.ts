import { sql } from 'drizzle-orm'
import { AppError } from '../../lib/app-error.ts'
import type { PlayerGates } from '../../lib/player-gates.ts'
import { findOpenDepositTotal } from '../cashier/find-open-deposit-total.ts'
import { findComplianceSettings } from '../compliance/find-compliance-settings.ts'
import { isKycApproved } from '../kyc/find-player-kyc.ts'
import { sumShopDeposits } from '../partners/sum-shop-deposits.ts'

/**
 * Identity checks the compliance settings require: a withdrawal needs approved KYC while
 * `kyc.isRequiredForWithdrawals` (KYC_REQUIRED); a deposit request is refused once the player's completed and
 * pending deposits (agents' shops' included) plus this one would pass `kyc.depositTotalRequiringKyc` without it (KYC_REQUIRED_FOR_DEPOSIT).
 * Pending ones count too, so requests sent faster than staff decide cannot slip past the total; a lock per player
 * makes two requests at once count each other.
 */
export const kycGates: PlayerGates = {
  async withdrawal(tx, withdrawal) {
    const { kyc } = await findComplianceSettings(tx)
    if (!kyc.isRequiredForWithdrawals) return
    if (!(await isKycApproved(tx, withdrawal.userId))) throw new AppError('KYC_REQUIRED')
  },
  async deposit(tx, deposit) {
    const { kyc } = await findComplianceSettings(tx)
    // One player's deposit requests take turns here, so two sent at once cannot both count without the other.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`kyc-deposit-total:${deposit.userId}`}))`)
    const total = (await findOpenDepositTotal(tx, deposit)) + (await sumShopDeposits(tx, deposit))
    if (total + deposit.amount <= kyc.depositTotalRequiringKyc) return
    if (!(await isKycApproved(tx, deposit.userId))) throw new AppError('KYC_REQUIRED_FOR_DEPOSIT')
  },
}
