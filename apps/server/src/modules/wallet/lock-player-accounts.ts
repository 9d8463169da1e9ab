import type { Currency } from '@khela/contracts/accounts'
import type { Db } from '../../db/client.ts'
import { runPrepared } from '../../db/run-prepared.ts'
import { type PlayerAccounts, playerAccountsOf } from './find-player-accounts.ts'

/**
 * $1 the player. Their accounts, the cash row locked: a locking read returns the row's newest version once the
 * lock is granted, so the cash balance is current; the others are as of the statement's start. One statement, one
 * round trip.
 */
const lockStatement = `
  WITH cash AS (
    SELECT id, balance FROM ledger_accounts
    WHERE owner_kind = 'player' AND owner_id = $1 AND kind = 'player_cash'
    FOR UPDATE)
  SELECT a.id, a.kind, a.currency, coalesce(cash.balance, a.balance) AS balance
  FROM ledger_accounts a LEFT JOIN cash ON cash.id = a.id
  WHERE a.owner_kind = 'player' AND a.owner_id = $1`

/**
 * The same lock for several players, for a caller's own statement that locks more after it, over `userIds` (a
 * text[] placeholder): their cash rows are locked in their accounts' id order (as the wallet's payPlayers locks
 * several players'). `ctes` may name `cash` (a row per player once the locks are held; `EXISTS (SELECT 1 FROM
 * cash)` makes a CTE wait for them) and `columns` may read `a.currency`. Each row names its player (`owner_id`);
 * a player's rows go to `lockedPlayerAccountsOf`.
 */
export const lockPlayersAccountsSql = (userIds: string, more: { ctes: string; columns: string }) => `
  WITH cash AS MATERIALIZED (
    SELECT id, balance FROM ledger_accounts
    WHERE owner_kind = 'player' AND owner_id = ANY(${userIds}) AND kind = 'player_cash'
    ORDER BY id
    FOR UPDATE),
  ${more.ctes}
  SELECT a.owner_id, a.id, a.kind, a.currency, coalesce(cash.balance, a.balance) AS balance, ${more.columns}
  FROM ledger_accounts a LEFT JOIN cash ON cash.id = a.id
  WHERE a.owner_kind = 'player' AND a.owner_id = ANY(${userIds})`

type LockedRow = { id: string; kind: string; currency: Currency; balance: unknown }

/** The player's accounts from the rows of a statement made with lockPlayersAccountsSql (null without a wallet). */
export function lockedPlayerAccountsOf(rows: readonly LockedRow[], userId: string): PlayerAccounts | null {
  return playerAccountsOf(
    rows.map((row) => ({ ...row, balance: row.balance === null ? null : Number(row.balance) })),
    userId,
  )
}

/**
 * A player's accounts with the cash account's row locked until the transaction ends (null without a wallet), so
 * a domain's checks and the money it moves see one balance: another call for the same player waits its turn.
 * Only the cash row is locked, the one every debit updates first, so no lock order can cross another path's.
 */
export async function lockPlayerAccounts(tx: Db, userId: string): Promise<PlayerAccounts | null> {
  const rows = await runPrepared<LockedRow>(tx, 'wallet_lock_player_accounts', lockStatement, [userId])
  return lockedPlayerAccountsOf(rows, userId)
}
