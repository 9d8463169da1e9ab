import { STAKE_FACTOR_DEFAULT } from '@khela/contracts/admin-sportsbook-risk'
import type { Db } from '../../db/client.ts'
import { genericIndexPlans, runPreparedTogether } from '../../db/run-prepared.ts'
import { type BetGateFacts, betGateFactsSql } from '../../lib/player-gates.ts'
import { operatorAccountIdSql } from '../wallet/ensure-operator-account.ts'
import type { PlayerAccounts } from '../wallet/find-player-accounts.ts'
import { lockedPlayerAccountsOf, lockPlayersAccountsSql } from '../wallet/lock-player-accounts.ts'
import { type BetLegFacts, betLegFactsOf, betLegsSql, lockBetMarketsSql } from './lock-bet-legs.ts'

/**
 * $1 the players (text[]), $2 their bets' selections (uuid[]). The players' accounts with their cash rows locked
 * FOR UPDATE first, in their accounts' id order (as lockPlayerAccounts: the row every product's money path locks
 * first, its balance current once the lock is granted), then the legs' markets and events FOR SHARE in the markets' id
 * order (lock-bet-legs.ts, step 1), and the book's liability account in each player's currency (null until the
 * first bet opens it).
 */
const lockStatement = lockPlayersAccountsSql('$1::text[]', {
  ctes: lockBetMarketsSql('$2::uuid[]', 'cash'),
  // Read, so that the markets' CTE runs (a CTE no part of the statement reads is never run).
  columns: `(SELECT count(*) FROM markets) AS markets_locked,
    ${operatorAccountIdSql('sportsbook_liability', 'a.currency', "''")} AS liability_id`,
})

/**
 * $1 the players (text[]), $2 the selections (uuid[]). In a new statement once the locks are held: the legs as
 * they stand (lock-bet-legs.ts, step 2), each player's stake factor and what the player gates decide on (read as
 * they would read it, the responsible-gambling row locked, in the players' order) and the transaction's
 * timestamp, which the bets' rows take. Built when first run, once buildApp has installed the gates (the same ones
 * in every app of a process).
 */
let factsStatementText: string | undefined
const factsStatement = () =>
  (factsStatementText ??= `
  SELECT ${betLegsSql('$2::uuid[]')} AS legs,
    (SELECT json_agg(json_build_object(
        'userId', player.id,
        'stakeFactor', (SELECT f.factor_basis_points FROM sport_player_stake_factors f WHERE f.user_id = player.id),
        'gateFacts', ${betGateFactsSql('player.id')})
        ORDER BY player.id)
      FROM unnest($1::text[]) AS player (id)) AS players,
    to_json(now()) AS now`)

type LockRow = Parameters<typeof lockedPlayerAccountsOf>[0][number] & {
  owner_id: string
  liability_id: string | null
}
type FactsRow = {
  legs: Parameters<typeof betLegFactsOf>[0]
  players: { userId: string; stakeFactor: number | null; gateFacts: BetGateFacts }[]
  now: string
}

export type PlacementFacts = {
  accounts: PlayerAccounts
  /** The book's liability account in the player's currency, null until a first bet opens it. */
  liabilityAccountId: string | null
  /** The legs of every bet locked with this one (checkBetLegs takes its own by selection). */
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
 * lockPlacement for the bets of different players in one transaction (place-sport-bets.ts), in the same two
 * statements and one round trip: every player's cash row locked (in their accounts' id order) and every bet's
 * markets, then every bet's facts read once all the locks are held. Their facts in the order given.
 */
export async function lockPlacements(
  tx: Db,
  requests: readonly PlacementLocks[],
): Promise<(PlacementFacts | null)[]> {
  const userIds = [...new Set(requests.map((request) => request.userId))]
  const values = [userIds, [...new Set(requests.flatMap((request) => request.selectionIds))]]
  // One round trip: the facts' statement runs once the locks are granted, so its snapshot sees what they waited for.
  const [, rows, [facts]] = await runPreparedTogether<[unknown[], LockRow[], FactsRow[]]>(tx, [
    genericIndexPlans,
    { name: 'sportsbook_placement_lock', text: lockStatement, values },
    { name: 'sportsbook_placement_facts', text: factsStatement(), values },
  ])
  if (!facts) throw new Error('the placement facts statement returned no row')
  const legs = betLegFactsOf(facts.legs)
  const players = new Map(facts.players.map((player) => [player.userId, player]))
  return requests.map(({ userId }) => {
    const own = rows.filter((row) => row.owner_id === userId)
    const accounts = lockedPlayerAccountsOf(own, userId)
    const player = players.get(userId)
    if (!accounts || !player) return null
    return {
      accounts,
      liabilityAccountId: own[0]?.liability_id ?? null,
      legs,
      stakeFactor: player.stakeFactor ?? STAKE_FACTOR_DEFAULT,
      gateFacts: player.gateFacts,
      now: new Date(facts.now),
    }
  })
}
