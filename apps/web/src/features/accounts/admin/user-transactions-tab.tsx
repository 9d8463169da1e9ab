import { useState } from 'react'
import { DataTable } from '../../../components/admin/data-table.tsx'
import { AdminPager } from '../../../components/admin/pager.tsx'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { errorMessage } from '../../../lib/error-message.ts'
import { formatDateTime } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { formatMoney } from '../../../lib/money.ts'
import { TRANSACTIONS_PAGE_SIZE, useUserTransactions } from './user-wallet-queries.ts'

/** The player's ledger lines, newest first: each transfer as seen from one of their accounts. */
export function UserTransactionsTab({ userId }: { userId: string }) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  const [page, setPage] = useState(1)
  const transactions = useUserTransactions(userId, page)

  if (transactions.isPending) {
    return (
      <p role="status" className="py-8 text-center text-sm text-slate-400">
        {t('loading')}
      </p>
    )
  }
  if (transactions.isError) {
    return (
      <div role="alert" className="rounded-xl border border-ember-500/40 bg-ember-500/10 p-4 text-sm">
        <p className="font-semibold text-white">{t('userWallet.transactionsFailed')}</p>
        <p className="mt-1 text-slate-300">{errorMessage(transactions.error)}</p>
        <button
          type="button"
          onClick={() => transactions.refetch()}
          className={`${buttonClass('outline', 'sm')} mt-3`}
        >
          {t('cashier.retry')}
        </button>
      </div>
    )
  }
  const { items, total } = transactions.data
  if (total === 0) {
    return <p className="py-8 text-center text-sm text-slate-400">{t('userProfile.noTransactions')}</p>
  }
  const header = (column: string) => t(`userWallet.columns.${column}`)
  const amountOf = (entry: (typeof items)[number]) => formatMoney(entry.amount, entry.currency, language)
  return (
    <DataTable
      label={t('userProfile.tabs.transactions')}
      caption="screen-reader"
      minWidthClass="min-w-[52rem]"
      rows={items}
      rowKey={(entry) => `${entry.transferId}-${entry.account}`}
      empty={t('userProfile.noTransactions')}
      columns={[
        {
          id: 'date',
          header: header('date'),
          cellClassName: () => 'tabular-nums text-slate-400',
          cell: (entry) => (
            <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, language)}</time>
          ),
        },
        { id: 'kind', header: header('kind'), cell: (entry) => t(`userWallet.kinds.${entry.kind}`) },
        {
          id: 'account',
          header: header('account'),
          cell: (entry) => t(`userWallet.accounts.${entry.account}`),
        },
        {
          id: 'credit',
          header: header('credit'),
          cellClassName: () => 'tabular-nums text-jade-400',
          cell: (entry) => (entry.direction === 'credit' ? `+${amountOf(entry)}` : ''),
        },
        {
          id: 'debit',
          header: header('debit'),
          cellClassName: () => 'tabular-nums text-ember-500',
          cell: (entry) => (entry.direction === 'debit' ? `−${amountOf(entry)}` : ''),
        },
        {
          id: 'balanceAfter',
          header: header('balanceAfter'),
          cellClassName: () => 'tabular-nums',
          cell: (entry) =>
            entry.balanceAfter === null ? '—' : formatMoney(entry.balanceAfter, entry.currency, language),
        },
        {
          id: 'note',
          header: header('note'),
          cellClassName: () => 'max-w-72 truncate text-slate-400',
          cellTitle: (entry) => entry.note,
          cell: (entry) => entry.note || '—',
        },
      ]}
      pagination={
        <AdminPager
          section="userWallet"
          page={transactions.data.page}
          total={total}
          pageSize={TRANSACTIONS_PAGE_SIZE}
          isFetching={transactions.isFetching}
          onPage={setPage}
        />
      }
    />
  )
}
