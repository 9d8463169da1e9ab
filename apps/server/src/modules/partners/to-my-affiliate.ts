import type { MyAffiliate } from '@khela/contracts/partners'
import type { affiliates } from '../../db/schema/partners.ts'

type AffiliateRow = typeof affiliates.$inferSelect

/** An affiliate row as its owner reads it. */
export function toMyAffiliate(row: AffiliateRow): NonNullable<MyAffiliate['affiliate']> {
  return {
    id: row.id,
    status: row.status,
    application: {
      channel: row.channel,
      trafficSources: row.trafficSources,
      expectedMonthlyPlayers: row.expectedMonthlyPlayers,
      messenger: row.messenger,
      note: row.note,
    },
    decisionReason: row.decisionReason,
    appliedAt: row.appliedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  }
}
