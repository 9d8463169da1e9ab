import type { Currency } from '@khela/contracts/accounts'
import type { LedgerAccountKind, LedgerOwnerKind, ReconciliationReport } from '@khela/contracts/wallet'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'

/** At most this many mismatches are listed; `isClean` and the sums still cover every account. */
const maxListedMismatches = 1000

type Rows<Row> = { rows: Row[] }

/** Each account's movement according to the transfers: what it received minus what it gave. */
const movement = sql`
  movement AS (
    SELECT account_id, sum(delta) AS net FROM (
      SELECT credit_account_id AS account_id, amount AS delta FROM ledger_transfers
      UNION ALL
      SELECT debit_account_id, -amount FROM ledger_transfers
    ) AS moves
    GROUP BY account_id
  )`

/**
 * Recomputes every player account's balance from the transfers and compares it with the stored one, checks
 * that each currency's accounts (stored balances for players, derived ones for the operator's) sum to zero, and
 * that every transfer names existing accounts of its own currency.
 * Reads one snapshot, so transfers committing meanwhile cannot show up as mismatches.
 */
export async function reconcileLedger(db: Db): Promise<ReconciliationReport> {
  return db.transaction(
    async (tx) => {
      const mismatches = (await tx.execute(sql`
        WITH ${movement}
        SELECT a.id, a.owner_kind, a.owner_id, a.kind, a.code, a.currency,
               a.balance::text AS stored, coalesce(m.net, 0)::text AS expected
        FROM ledger_accounts AS a LEFT JOIN movement AS m ON m.account_id = a.id
        WHERE a.balance IS NOT NULL AND a.balance <> coalesce(m.net, 0)
        ORDER BY a.currency, a.owner_id, a.kind
        LIMIT ${maxListedMismatches}`)) as unknown as Rows<{
        id: string
        owner_kind: LedgerOwnerKind
        owner_id: string
        kind: LedgerAccountKind
        code: string
        currency: Currency
        stored: string
        expected: string
      }>
      const totals = (await tx.execute(sql`
        WITH ${movement}
        SELECT a.currency, count(*)::int AS accounts, coalesce(sum(coalesce(a.balance, m.net, 0)), 0)::text AS sum
        FROM ledger_accounts AS a LEFT JOIN movement AS m ON m.account_id = a.id
        GROUP BY a.currency ORDER BY a.currency`)) as unknown as Rows<{
        currency: Currency
        accounts: number
        sum: string
      }>
      const [transfers] = (
        (await tx.execute(sql`
          SELECT count(*)::int AS count,
                 count(*) FILTER (WHERE debit.id IS NULL OR credit.id IS NULL
                   OR debit.currency <> t.currency OR credit.currency <> t.currency)::int AS stray
          FROM ledger_transfers AS t
          LEFT JOIN ledger_accounts AS debit ON debit.id = t.debit_account_id
          LEFT JOIN ledger_accounts AS credit ON credit.id = t.credit_account_id`)) as unknown as Rows<{
          count: number
          stray: number
        }>
      ).rows
      const strayTransfers = transfers?.stray ?? 0
      const currencies = totals.rows.map((row) => {
        const sum = safeInteger(row.sum)
        return { currency: row.currency, sum, isBalanced: sum === 0 }
      })
      return {
        checkedAt: new Date().toISOString(),
        accountsChecked: totals.rows.reduce((count, row) => count + row.accounts, 0),
        transfersChecked: transfers?.count ?? 0,
        mismatches: mismatches.rows.map((row) => ({
          accountId: row.id,
          ownerKind: row.owner_kind,
          ownerId: row.owner_id,
          kind: row.kind,
          code: row.code,
          currency: row.currency,
          stored: safeInteger(row.stored),
          expected: safeInteger(row.expected),
        })),
        strayTransfers,
        currencies,
        isClean:
          mismatches.rows.length === 0 &&
          strayTransfers === 0 &&
          currencies.every((total) => total.isBalanced),
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  )
}

/** Sums arrive as text (bigint and numeric exceed JavaScript's numbers in general); ours stay safe integers. */
function safeInteger(text: string): number {
  const value = Number(text)
  if (!Number.isSafeInteger(value)) throw new Error(`ledger sum ${text} is beyond a safe integer`)
  return value
}
