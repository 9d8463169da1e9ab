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
  cashback_cash_amount: unknown
}

/**
 * Each campaign's figures per currency: grants given, converted and ended without converting, with their amounts;
 * `outstandingAmount` is what the active grants were given; cashback paid as cash is counted apart. The cost so far
 * is what left the operator and did not come back: granted − forfeited + cashback paid as cash.
 */
export async function findCampaignReports(db: Db) {
  const rows = await runPrepared<ReportRow>(
    db,
    'bonuses_campaign_reports',
    `WITH granted AS (
       SELECT campaign_id, currency, count(*) AS grants,
         count(*) FILTER (WHERE status = 'active') AS active,
         count(*) FILTER (WHERE status = 'converted') AS converted,
         count(*) FILTER (WHERE status IN ('forfeited', 'expired')) AS forfeited,
         sum(amount) AS granted_amount,
         sum(converted_amount) AS converted_amount,
         sum(forfeited_amount) AS forfeited_amount,
         coalesce(sum(amount) FILTER (WHERE status = 'active'), 0) AS outstanding_amount
       FROM bonus_grants WHERE campaign_id IS NOT NULL GROUP BY campaign_id, currency
     ), cashback AS (
       SELECT campaign_id, currency, sum(amount) AS cashback_cash_amount
       FROM bonus_cashback_payouts WHERE paid_as = 'cash' GROUP BY campaign_id, currency
     )
     SELECT campaign_id, currency, coalesce(grants, 0) AS grants, coalesce(active, 0) AS active,
       coalesce(converted, 0) AS converted, coalesce(forfeited, 0) AS forfeited,
       coalesce(granted_amount, 0) AS granted_amount, coalesce(converted_amount, 0) AS converted_amount,
       coalesce(forfeited_amount, 0) AS forfeited_amount, coalesce(outstanding_amount, 0) AS outstanding_amount,
       coalesce(cashback_cash_amount, 0) AS cashback_cash_amount
     FROM granted FULL JOIN cashback USING (campaign_id, currency)
     ORDER BY campaign_id, currency`,
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
      cashbackCashAmount: Number(row.cashback_cash_amount),
      cost: Number(row.granted_amount) - Number(row.forfeited_amount) + Number(row.cashback_cash_amount),
    })),
  }
}
