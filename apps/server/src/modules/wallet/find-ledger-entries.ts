import type { Currency } from '@khela/contracts/accounts'
import { uuidSource } from '@khela/contracts/ids'
import type { LedgerEntry, LedgerEntryPage, PlayerAccountKind, TransferKind } from '@khela/contracts/wallet'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { findPlayerAccounts } from './find-player-accounts.ts'

type EntryRow = {
  transfer_id: string
  account: PlayerAccountKind
  direction: 'credit' | 'debit'
  kind: TransferKind
  amount: unknown
  currency: Currency
  balance_after: unknown
  ref_type: string | null
  ref_id: string | null
  note: string | null
  created_at: unknown
}

/**
 * A player's transaction history: every transfer that touched one of their accounts, seen from that account,
 * newest first. A move between two of their own accounts (a withdrawal hold or its release) shows once per
 * account. The note is the payment method for a deposit or withdrawal; for an adjustment the staff member's
 * reason when staff look, and empty for the player (the site shows the kind, 'Adjustment'). A user without a wallet has an empty history.
 */
export async function findLedgerEntries(
  db: Db,
  userId: string,
  paging: { page: number; pageSize: number },
  /** `player`: the player's own history, where an adjustment's note is empty (the reason is staff's, internal). */
  viewer: 'player' | 'staff',
): Promise<LedgerEntryPage> {
  const accounts = await findPlayerAccounts(db, userId)
  if (!accounts) return { items: [], total: 0, page: paging.page, pageSize: paging.pageSize }
  const { ids } = accounts
  // One row per (transfer, own account) pair; each side uses its own (account, created_at) index.
  const sides = sql`
    SELECT t.*, a.kind AS account, 'debit' AS direction, t.debit_balance_after AS balance_after
      FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.debit_account_id
      WHERE t.debit_account_id IN (${ids.player_cash}, ${ids.player_bonus}, ${ids.withdrawal_hold})
    UNION ALL
    SELECT t.*, a.kind AS account, 'credit' AS direction, t.credit_balance_after AS balance_after
      FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.credit_account_id
      WHERE t.credit_account_id IN (${ids.player_cash}, ${ids.player_bonus}, ${ids.withdrawal_hold})`
  const [page, counted] = await Promise.all([
    // The page is cut from the union first; only its rows are then joined to their requests, by uuid (the
    // requests' primary keys), the cast guarded by the ref type and the uuid shape.
    db.execute(sql`
      SELECT p.*,
        CASE WHEN p.kind = 'adjustment' THEN ${viewer === 'staff' ? sql`p.metadata->>'reason'` : sql`''`}
          ELSE COALESCE(d.method_name, w.method_name) END AS note
      FROM (
        SELECT e.id AS transfer_id, e.account, e.direction, e.kind, e.amount, e.currency, e.balance_after,
          e.ref_type, e.ref_id, e.created_at, e.metadata
        FROM (${sides}) e
        ORDER BY e.created_at DESC, e.id DESC, e.account
        LIMIT ${paging.pageSize} OFFSET ${(paging.page - 1) * paging.pageSize}
      ) p
      LEFT JOIN deposit_requests d ON d.id = (CASE WHEN p.ref_type = 'deposit_request' AND p.ref_id ~* ${uuidSource}
        THEN p.ref_id::uuid END)
      LEFT JOIN withdrawal_requests w ON w.id = (CASE WHEN p.ref_type = 'withdrawal_request'
        AND p.ref_id ~* ${uuidSource} THEN p.ref_id::uuid END)
      ORDER BY p.created_at DESC, p.transfer_id DESC, p.account`),
    db.execute(sql`SELECT count(*)::int AS total FROM (${sides}) e`),
  ])
  const rows = (page as unknown as { rows: EntryRow[] }).rows
  const [total] = (counted as unknown as { rows: { total: unknown }[] }).rows
  return {
    items: rows.map(toLedgerEntry),
    total: Number(total?.total ?? 0),
    page: paging.page,
    pageSize: paging.pageSize,
  }
}

function toLedgerEntry(row: EntryRow): LedgerEntry {
  return {
    transferId: row.transfer_id,
    account: row.account,
    direction: row.direction,
    kind: row.kind,
    amount: Number(row.amount),
    currency: row.currency,
    balanceAfter:
      row.balance_after === null || row.balance_after === undefined ? null : Number(row.balance_after),
    refType: row.ref_type,
    refId: row.ref_id,
    note: row.note ?? '',
    createdAt: (row.created_at instanceof Date
      ? row.created_at
      : new Date(String(row.created_at))
    ).toISOString(),
  }
}
