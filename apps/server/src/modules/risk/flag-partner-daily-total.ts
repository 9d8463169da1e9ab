import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { riskFlags } from '../../db/schema/risk.ts'
import { findRiskSettings } from './find-risk-settings.ts'
import { raiseRiskFlag } from './raise-risk-flag.ts'

/**
 * The risk check of a partner's own day, after an operation committed: a cashier's deposits and payouts, or an
 * agent's float moves, totalling more than `partnerDailyAbove` in one of the operator's days raise
 * `partner_daily_total` naming the partner (BDT only: the threshold is taka). Once a day per partner: a flag staff
 * closed that day is not raised again by the day's later operations.
 */
export async function flagPartnerDailyTotal(
  db: Db,
  day: {
    userId: string
    partner: 'cashier' | 'agent'
    nodeName: string
    /** The operator's calendar day, `YYYY-MM-DD`. */
    day: string
    total: number
    currency: string
  },
) {
  const { partnerDailyAbove } = await findRiskSettings(db)
  if (day.currency !== 'BDT' || day.total <= partnerDailyAbove) return
  const subject = `partner-day:${day.userId}:${day.day}`
  const [raised] = await db
    .select({ id: riskFlags.id })
    .from(riskFlags)
    .where(and(eq(riskFlags.kind, 'partner_daily_total'), eq(riskFlags.subject, subject)))
    .limit(1)
  if (raised) return
  await raiseRiskFlag(db, {
    kind: 'partner_daily_total',
    subject,
    userId: day.userId,
    details: {
      amount: day.total,
      currency: day.currency,
      threshold: partnerDailyAbove,
      partner: day.partner,
      nodeName: day.nodeName,
      day: day.day,
    },
  })
}
