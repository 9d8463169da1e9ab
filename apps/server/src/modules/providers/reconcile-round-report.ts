import {
  parseRoundReport,
  type ReconciliationLine,
  type RoundReconciliation,
  reconciliationListMax,
} from '@khela/contracts/provider-reconciliation'
import { and, between, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { providerRounds } from '../../db/schema/providers.ts'
import { AppError } from '../../lib/app-error.ts'

/** Rounds opened this long before the report's first or after its last are left out of "missing in report". */
const spanMarginMs = 60_000
const refsPerQuery = 1_000

/**
 * Compares a provider's round report with Khela's rounds of that provider: a round matches when Khela moved what
 * the report says (the stake less any returned, and the win); one only in the report that moved money is missing
 * in Khela; one only in Khela, opened within the report's time span, is missing in the report. Reads only.
 */
export async function reconcileRoundReport(
  db: Db,
  providerCode: string,
  content: string,
): Promise<RoundReconciliation> {
  const parsed = parseRoundReport(content)
  if (!parsed.ok)
    throw new AppError('VALIDATION_FAILED', {
      fields: { content: parsed.problem },
      message: `The round report cannot be read (${parsed.problem}: ${parsed.detail}).`,
    })
  const report = parsed.rounds
  const refs = [...new Set(report.map((round) => round.round))]
  const khela = new Map<string, { player: string; stake: number; win: number; openedAt: Date }>()
  const remember = (rows: (typeof providerRounds.$inferSelect)[]) => {
    for (const row of rows)
      khela.set(row.roundRef, {
        player: row.userId,
        stake: row.staked - row.refunded,
        win: row.won,
        openedAt: row.openedAt,
      })
  }
  for (let start = 0; start < refs.length; start += refsPerQuery)
    remember(
      await db
        .select()
        .from(providerRounds)
        .where(
          and(
            eq(providerRounds.providerCode, providerCode),
            inArray(providerRounds.roundRef, refs.slice(start, start + refsPerQuery)),
          ),
        ),
    )
  const times = report.flatMap((round) => (round.createdAt ? [round.createdAt.getTime()] : []))
  const inSpan =
    times.length > 0
      ? await db
          .select()
          .from(providerRounds)
          .where(
            and(
              eq(providerRounds.providerCode, providerCode),
              between(
                providerRounds.openedAt,
                new Date(Math.min(...times) - spanMarginMs),
                new Date(Math.max(...times) + spanMarginMs),
              ),
            ),
          )
      : []

  const reported = new Set(refs)
  let matched = 0
  const missingInKhela: ReconciliationLine[] = []
  const mismatches: ReconciliationLine[] = []
  for (const round of report) {
    const held = khela.get(round.round)
    const expected = { stake: round.stake, win: round.win }
    if (!held) {
      if (round.stake === 0 && round.win === 0) matched++
      else missingInKhela.push({ round: round.round, player: round.player, report: expected, khela: null })
    } else if (held.stake === round.stake && held.win === round.win) matched++
    else
      mismatches.push({
        round: round.round,
        player: round.player ?? held.player,
        report: expected,
        khela: { stake: held.stake, win: held.win },
      })
  }
  const missingInReport: ReconciliationLine[] = inSpan
    .filter((row) => !reported.has(row.roundRef))
    .map((row) => ({
      round: row.roundRef,
      player: row.userId,
      report: null,
      khela: { stake: row.staked - row.refunded, win: row.won },
    }))
  return {
    provider: providerCode,
    reportRounds: report.length,
    matched,
    missingInKhelaCount: missingInKhela.length,
    missingInReportCount: missingInReport.length,
    mismatchCount: mismatches.length,
    missingInKhela: missingInKhela.slice(0, reconciliationListMax),
    missingInReport: missingInReport.slice(0, reconciliationListMax),
    mismatches: mismatches.slice(0, reconciliationListMax),
  }
}
