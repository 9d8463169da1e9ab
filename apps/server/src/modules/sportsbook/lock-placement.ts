import { STAKE_FACTOR_DEFAULT } from '@khela/contracts/admin-sportsbook-risk'
import type { Db } from '../../db/client.ts'
import { genericIndexPlans, runPreparedTogether } from '../../db/run-prepared.ts'
import { type BetGateFacts, betGateFactsSql } from '../../lib/player-gates.ts'
import { operatorAccountIdSql } from '../wallet/ensure-operator-account.ts'
import type { PlayerAccounts } from '../wallet/find-player-accounts.ts'
import { lockedPlayerAccountsOf, lockPlayerAccountsSql } from '../wallet/lock-player-accounts.ts'
import { type BetLegFacts, betLegFactsOf, betLegsSql, lockBetMarketsSql } from './lock-bet-legs.ts'

/**
 * $1 the player, $2 the selections (uuid[]). The player's accounts with the cash row locked FOR UPDATE first (as
 * lockPlayerAccounts: the row every product's money path locks first, its balance current once the lock is
 * granted), then the legs' markets and events FOR SHARE (lock-bet-legs.ts, step 1), and the book's liability
 * account in the player's currency (null until the first bet opens it).
 */
const lockStatement = lockPlayerAccountsSql('$1', {
  ctes: lockBetMarketsSql('$2::uuid[]', 'cash'),
  // Read, so that the markets' CTE runs (a CTE no part of the statement reads is never run).
  columns: `(SELECT count(*) FROM markets) AS markets_locked,
    ${operatorAccountIdSql('sportsbook_liability', 'a.currency', "''")} AS liability_id`,
})

/**
 * $1 the player, $2 the selections (uuid[]). In a new statement once the locks are held: the legs as they stand
 * (lock-bet-legs.ts, step 2), the player's stake factor, what the player gates decide on (read as they would read
 * it, the responsible-gambling row locked) and the transaction's timestamp, which the bet's row takes. Built
 * when first run, once buildApp has installed the gates (the same ones in every app of a process).
 */
let factsStatementText: string | undefined
const factsStatement = () =>
  (factsStatementText ??= `
  SELECT ${betLegsSql('$2::uuid[]')} AS legs,
    (SELECT f.factor_basis_points FROM sport_player_stake_factors f WHERE f.user_id = $1) AS stake_factor,
    ${betGateFactsSql('$1')} AS gate_facts,
    to_json(now()) AS now`)

type LockRow = Parameters<typeof lockedPlayerAccountsOf>[0][number] & { liability_id: string | null }
type FactsRow = {
  legs: Parameters<typeof betLegFactsOf>[0]
  stake_factor: number | null
  gate_facts: BetGateFacts
  now: string
}

export type PlacementFacts = {
  accounts: PlayerAccounts
  /** The book's liability account in the player's currency, null until a first bet opens it. */
  liabilityAccountId: string | null
  legs: BetLegFacts[]
  /** Basis points (10 000 = 1.00, the default for a player no trader has set). */
  stakeFactor: number
  /** For assertMayBet: the gates then read nothing more for most players. */
  gateFacts: BetGateFacts
  /** The transaction's timestamp (`now()`), as a bet's `created_at` takes it. */
  now: Date
}

/**
 * What a bet decides on, in two statements inside its transaction, sent together with the plans' settings
 * (genericIndexPlans: the statements' plans were checked to be index plans): the player's cash row, then the legs'
 * markets and events locked, then the legs, stake factor and gates' facts read (null for a user without a wallet).
 */
export async function lockPlacement(tx: Db, request: PlacementLocks): Promise<PlacementFacts | null> {
  const [facts] = await lockPlacements(tx, [request])
  return facts ?? null
}

export type PlacementLocks = { userId: string; selectionIds: readonly string[] }

/**
 * lockPlacement for several bets of different players in one transaction (place-sport-bets.ts), in one round trip:
 * every bet's locks in the order given (the caller's: the players' ids, the order every path that locks several
 * players' cash rows takes), then every bet's facts, each read once all the locks are held. Their facts in the
 * same order.
 */
export async function lockPlacements(
  tx: Db,
  requests: readonly PlacementLocks[],
): Promise<(PlacementFacts | null)[]> {
  const values = requests.map((request) => [request.userId, request.selectionIds])
  // One round trip: the facts' statements run once the locks are granted, so their snapshots see what they waited for.
  const [, ...results] = await runPreparedTogether<unknown[][]>(tx, [
    genericIndexPlans,
    ...values.map((v) => ({ name: 'sportsbook_placement_lock', text: lockStatement, values: v })),
    ...values.map((v) => ({ name: 'sportsbook_placement_facts', text: factsStatement(), values: v })),
  ])
  return requests.map((request, index) => {
    const rows = results[index] as LockRow[]
    const [facts] = results[requests.length + index] as FactsRow[]
    const accounts = lockedPlayerAccountsOf(rows, request.userId)
    if (!accounts) return null
    if (!facts) throw new Error('the placement facts statement returned no row')
    return {
      accounts,
      liabilityAccountId: rows[0]?.liability_id ?? null,
      legs: betLegFactsOf(facts.legs),
      stakeFactor: facts.stake_factor ?? STAKE_FACTOR_DEFAULT,
      gateFacts: facts.gate_facts,
      now: new Date(facts.now),
    }
  })
}
