import type { AdminOverview } from '@khela/contracts/overview'
import type { Db } from '../../db/client.ts'
import { findComplianceSettings } from '../compliance/find-compliance-settings.ts'
import { findLatestBets } from './find-latest-bets.ts'
import { findLatestPayments } from './find-latest-payments.ts'
import { findLatestShifts } from './find-latest-shifts.ts'
import { findLatestShops } from './find-latest-shops.ts'
import { findOverviewStats } from './find-overview-stats.ts'

/** Everything /dashboard shows above its charts, read live. */
export async function findOverview(db: Db, now: Date): Promise<AdminOverview> {
  const [stats, payments, bets, latestShops, latestShiftStats, compliance] = await Promise.all([
    findOverviewStats(db, now),
    findLatestPayments(db),
    findLatestBets(db),
    findLatestShops(db),
    findLatestShifts(db),
    findComplianceSettings(db),
  ])
  return {
    stats,
    payments,
    bets,
    latestShops,
    latestShiftStats,
    licenceMissing: compliance.licence === null,
  }
}
