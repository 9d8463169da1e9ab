import type { Db } from '../../db/client.ts'
import { runPrepared } from '../../db/run-prepared.ts'

/**
 * Over `userId` (a placeholder), one SQL expression of JSON, never null: `{ maxBet }`, the smallest maximum bet
 * in the terms of the player's grants in play (active, not yet expired, their account holding money; a free bet
 * is never in play), null when none has one or none is in play. For a hot path's statement (PlayerGates.betFactsSql).
 */
export const bonusMaxBetSql = (userId: string) => `json_build_object('maxBet', (
    SELECT min((g.terms #>> '{wagering,maxBet}')::bigint)
    FROM bonus_grants g JOIN ledger_accounts a ON a.id = g.ledger_account_id
    WHERE g.user_id = ${userId} AND g.status = 'active' AND g.expires_at > now() AND a.balance > 0
      AND g.terms #>> '{reward,kind}' <> 'free_bet'))`

export type BonusMaxBetFacts = { maxBet: number | string | null }

/** bonusMaxBetSql as a read of its own. */
export async function findBonusMaxBet(db: Db, userId: string): Promise<BonusMaxBetFacts> {
  const [row] = await runPrepared<{ facts: BonusMaxBetFacts }>(
    db,
    'bonuses_max_bet',
    `SELECT ${bonusMaxBetSql('$1')} AS facts`,
    [userId],
  )
  return row?.facts ?? { maxBet: null }
}
