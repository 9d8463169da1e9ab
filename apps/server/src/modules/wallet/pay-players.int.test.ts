import { eq, inArray } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { expectCleanLedger, newKey } from '../../../test/ledger.ts'
import { signUpPlayer } from '../../../test/sign-up.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { ledgerAccounts, ledgerTransfers } from '../../db/schema/ledger.ts'
import { ensureOperatorAccount } from './ensure-operator-account.ts'
import { findPlayerAccounts } from './find-player-accounts.ts'
import { type PlayerPayment, payPlayers } from './pay-players.ts'
import { runMoneyTransaction } from './run-money-transaction.ts'

const testApp = useTestApp()
const db = () => testApp().services.database.db

afterEach(async () => {
  await expectCleanLedger(testApp())
})

async function cashOfNewPlayer() {
  const { userId } = await signUpPlayer(testApp(), { currency: 'BDT' })
  const accounts = await findPlayerAccounts(db(), userId)
  if (!accounts) throw new Error('no wallet')
  return accounts.ids.player_cash
}

function payment(credit: string, amount: number): PlayerPayment {
  const key = newKey('pay')
  return { idempotencyKey: key, credit, amount, refId: key }
}

async function pay(payments: PlayerPayment[], debit?: string) {
  return runMoneyTransaction(db(), async (tx) =>
    payPlayers(tx, {
      debit: debit ?? (await ensureOperatorAccount(tx, { kind: 'sportsbook_liability', currency: 'BDT' })),
      currency: 'BDT',
      kind: 'sport_bet_win',
      refType: 'sport_bet',
      payments,
    }),
  )
}

async function balanceOf(id: string) {
  const [row] = await db().select().from(ledgerAccounts).where(eq(ledgerAccounts.id, id))
  return row?.balance
}

describe('payPlayers', () => {
  it('pays a batch in one go, each transfer with the balance right after it, in the batch order', async () => {
    const [first, second] = [await cashOfNewPlayer(), await cashOfNewPlayer()]
    const payments = [payment(first, 300), payment(second, 1_000), payment(first, 50), payment(first, 7)]
    await pay(payments)

    expect(await balanceOf(first)).toBe(357)
    expect(await balanceOf(second)).toBe(1_000)
    const rows = await db()
      .select()
      .from(ledgerTransfers)
      .where(
        inArray(
          ledgerTransfers.idempotencyKey,
          payments.map((made) => made.idempotencyKey),
        ),
      )
    const byKey = new Map(rows.map((row) => [row.idempotencyKey, row]))
    expect(payments.map((made) => byKey.get(made.idempotencyKey)?.creditBalanceAfter)).toEqual([
      300, 1_000, 350, 357,
    ])
    expect(rows.every((row) => row.kind === 'sport_bet_win' && row.refType === 'sport_bet')).toBe(true)
    expect(payments.map((made) => byKey.get(made.idempotencyKey)?.refId)).toEqual(
      payments.map((made) => made.refId),
    )
  })

  it('pays nothing of the batch when a key is taken, an account is not a player’s, or an amount is not positive', async () => {
    const cash = await cashOfNewPlayer()
    const paid = payment(cash, 100)
    await pay([paid])

    await expect(pay([payment(cash, 40), paid])).rejects.toThrow()
    const house = await runMoneyTransaction(db(), (tx) =>
      ensureOperatorAccount(tx, { kind: 'house', currency: 'BDT' }),
    )
    await expect(pay([payment(cash, 40), payment(house, 40)])).rejects.toThrow(/not a player/)
    await expect(pay([payment(cash, 40), payment(cash, 0)])).rejects.toThrow(/not a positive amount/)
    await expect(pay([payment(cash, 40)], cash)).rejects.toThrow(/not an operator account/)
    expect(await balanceOf(cash)).toBe(100)
  })
})
