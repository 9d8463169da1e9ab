import type { Currency } from '@khela/contracts/accounts'
import type { Db } from '../../db/client.ts'
import { runPrepared } from '../../db/run-prepared.ts'

type ReportRow = {
  campaign_id: string
  currency: string
  grants: unknown
  active: unknown
  converted: unknown
  forfeited: unknown
  granted_amount: unknown
  converted_amount: unknown
  forfeited_amount: unknown
  outstanding_amount: unknown
}

/**
 * Each campaign's figures per currency: grants given, converted and ended without converting, with their amounts;
 * `outstandingAmount` is what the active grants were given. The cost so far is what converted to cash.
 */
export async function findCampaignReports(db: Db) {
  const rows = await runPrepared<ReportRow>(
    db,
    'bonuses_campaign_reports',
    `SELECT campaign_id, currency, count(*) AS grants,
       count(*) FILTER (WHERE status = 'active') AS active,
       count(*) FILTER (WHERE status = 'converted') AS converted,
       count(*) FILTER (WHERE status IN ('forfeited', 'expired')) AS forfeited,
       coalesce(sum(amount), 0) AS granted_amount,
       coalesce(sum(converted_amount), 0) AS converted_amount,
       coalesce(sum(forfeited_amount), 0) AS forfeited_amount,
       coalesce(sum(amount) FILTER (WHERE status = 'active'), 0) AS outstanding_amount
     FROM bonus_grants WHERE campaign_id IS NOT NULL
     GROUP BY campaign_id, currency ORDER BY campaign_id, currency`,
    [],
  )
  return {
    reports: rows.map((row) => ({
      campaignId: row.campaign_id,
      currency: row.currency as Currency,
      grants: Number(row.grants),
      active: Number(row.active),
      converted: Number(row.converted),
      forfeited: Number(row.forfeited),
      grantedAmount: Number(row.granted_amount),
      convertedAmount: Number(row.converted_amount),
      forfeitedAmount: Number(row.forfeited_amount),
      outstandingAmount: Number(row.outstanding_amount),
    })),
  }
}
