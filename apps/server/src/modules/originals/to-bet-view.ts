import type { BetView } from '@khela/contracts/originals'
import type { gameBets } from '../../db/schema/originals.ts'

export type GameBetRow = typeof gameBets.$inferSelect

/** A stored bet as its player (and, extended, the back office) sees it. */
export function toBetView(row: GameBetRow): BetView {
  const view = {
    id: row.id,
    game: row.game,
    currency: row.currency,
    stake: row.stake,
    payout: row.payout,
    multiplier: row.multiplier,
    status: row.status,
    edgeBps: row.edgeBps,
    maxPayout: row.maxPayout,
    seedId: row.seedId,
    nonce: row.nonce,
    roundId: row.roundId === null ? null : String(row.roundId),
    details: row.details,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  }
  // The jsonb column is untyped, but only this module writes it: each bet with its own game's details.
  return view as BetView
}
