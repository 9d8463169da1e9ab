import { z } from 'zod'
import { parseCsv } from './provider-setup.ts'
import { minorUnitsAtLeastZero } from './wallet.ts'

/**
 * Reconciling a provider's round report (CSV, as the provider exports it) against Khela's provider rounds. The
 * report needs a header with `round` (or `id`), `stake` and `win` in minor units; `status`, `player` and
 * `createdAt` are read when present. A round the report calls `cancelled` or `refused` is expected to have moved
 * nothing in Khela (a rolled-back or refused stake).
 */
export const roundReportMaxChars = 5_000_000

export const roundReportUpload = z.object({
  fileName: z.string('REQUIRED').trim().min(1, 'REQUIRED').max(200, 'TEXT_TOO_LONG'),
  content: z.string('REQUIRED').max(roundReportMaxChars, 'FILE_TOO_BIG'),
})
export type RoundReportUpload = z.infer<typeof roundReportUpload>

export type ReportRound = {
  round: string
  player: string | null
  /** What the round should have moved in Khela: its stake less any returned, and its win. */
  stake: number
  win: number
  createdAt: Date | null
}

const voidStatuses = new Set(['cancelled', 'canceled', 'refused', 'rolled_back', 'void'])

export type ParsedRoundReport =
  | { ok: true; rounds: ReportRound[] }
  | { ok: false; problem: 'FILE_UNREADABLE' | 'FILE_EMPTY' | 'MISSING_COLUMNS' | 'BAD_ROW'; detail: string }

export function parseRoundReport(content: string): ParsedRoundReport {
  const records = parseCsv(content.replace(/^\uFEFF/, ''))
  if (!records) return { ok: false, problem: 'FILE_UNREADABLE', detail: 'unclosed quote' }
  const [header, ...body] = records
  if (!header) return { ok: false, problem: 'FILE_EMPTY', detail: 'no header' }
  const columns = header.map((name) => name.trim())
  const at = (name: string) => columns.indexOf(name)
  const roundAt = at('round') >= 0 ? at('round') : at('id')
  const missing = [
    roundAt < 0 ? 'round' : null,
    at('stake') < 0 ? 'stake' : null,
    at('win') < 0 ? 'win' : null,
  ]
  if (missing.some(Boolean))
    return { ok: false, problem: 'MISSING_COLUMNS', detail: missing.filter(Boolean).join(', ') }
  const rounds: ReportRound[] = []
  for (const [index, cells] of body.entries()) {
    const cell = (column: number) => (column >= 0 ? (cells[column] ?? '').trim() : '')
    const amount = (name: string) => (/^\d{1,15}$/.test(cell(at(name))) ? Number(cell(at(name))) : null)
    const round = cell(roundAt)
    const stake = amount('stake')
    const win = amount('win')
    if (!round || stake === null || win === null)
      return { ok: false, problem: 'BAD_ROW', detail: `line ${index + 2}` }
    const isVoid = voidStatuses.has(cell(at('status')).toLowerCase())
    const created = cell(at('createdAt'))
    const createdAt = created && !Number.isNaN(Date.parse(created)) ? new Date(created) : null
    rounds.push({
      round,
      player: cell(at('player')) || null,
      stake: isVoid ? 0 : stake,
      win: isVoid ? 0 : win,
      createdAt,
    })
  }
  return { ok: true, rounds }
}

const amounts = z.object({ stake: minorUnitsAtLeastZero, win: minorUnitsAtLeastZero })

/** One round that did not reconcile: what the report says and what Khela holds (null: absent there). */
export const reconciliationLine = z.object({
  round: z.string(),
  player: z.string().nullable(),
  report: amounts.nullable(),
  khela: amounts.nullable(),
})
export type ReconciliationLine = z.infer<typeof reconciliationLine>

/** At most this many lines per list are answered; the counts are always whole. */
export const reconciliationListMax = 500

export const roundReconciliation = z.object({
  provider: z.string(),
  reportRounds: z.number().int().min(0),
  matched: z.number().int().min(0),
  missingInKhelaCount: z.number().int().min(0),
  missingInReportCount: z.number().int().min(0),
  mismatchCount: z.number().int().min(0),
  /** In the report, money expected, no such round in Khela. */
  missingInKhela: z.array(reconciliationLine),
  /** In Khela, opened within the report's span, not in the report. */
  missingInReport: z.array(reconciliationLine),
  /** In both, with another stake or win. */
  mismatches: z.array(reconciliationLine),
})
export type RoundReconciliation = z.infer<typeof roundReconciliation>
