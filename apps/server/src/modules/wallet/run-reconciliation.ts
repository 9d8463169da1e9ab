import type { SessionUser } from '@khela/contracts/session'
import type { ReconciliationReport } from '@khela/contracts/wallet'
import type { Db } from '../../db/client.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { reconcileLedger } from './reconcile-ledger.ts'

/** A staff member's run of the reconciliation: the report, and an audit entry of who ran it and its outcome. */
export async function runReconciliation(
  db: Db,
  run: { staff: SessionUser; ipAddress: string | null },
): Promise<ReconciliationReport> {
  const report = await reconcileLedger(db)
  await recordAuditEntry(db, {
    actorId: run.staff.id,
    action: 'wallet.reconcile',
    recordType: 'ledger',
    recordId: 'reconciliation',
    after: {
      isClean: report.isClean,
      accountsChecked: report.accountsChecked,
      transfersChecked: report.transfersChecked,
      mismatches: report.mismatches.length,
      strayTransfers: report.strayTransfers,
      currencies: report.currencies,
    },
    ipAddress: run.ipAddress,
  })
  return report
}
