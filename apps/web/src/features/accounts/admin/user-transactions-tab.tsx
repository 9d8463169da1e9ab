import { useState } from 'react'
import { AdminPager } from '../../../components/admin/pager.tsx'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { errorMessage } from '../../../lib/error-message.ts'
import { formatDateTime } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { formatMoney } from '../../../lib/money.ts'
import { TRANSACTIONS_PAGE_SIZE, useUserTransactions } from './user-wallet-queries.ts'

const cellClass = 'px-3 py-2.5 whitespace-nowrap'

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
  const columns = ['date', 'kind', 'account', 'credit', 'debit', 'balanceAfter', 'note'] as const
  return (
    <>
      <div className="relative overflow-x-auto rounded-xl border border-night-700 scrollbar-thin">
        <table className="w-full min-w-[52rem] text-left text-sm">
          <caption className="sr-only">{t('userProfile.tabs.transactions')}</caption>
          <thead className="bg-night-800 text-xs uppercase tracking-wide text-slate-400">
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className={cellClass}>
                  {t(`userWallet.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-night-700 text-slate-200">
            {items.map((entry) => {
              const amount = formatMoney(entry.amount, entry.currency, language)
              return (
                <tr key={`${entry.transferId}-${entry.account}`} className="bg-night-850 hover:bg-night-800">
                  <td className={`${cellClass} tabular-nums text-slate-400`}>
                    <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, language)}</time>
                  </td>
                  <td className={cellClass}>{t(`userWallet.kinds.${entry.kind}`)}</td>
                  <td className={cellClass}>{t(`userWallet.accounts.${entry.account}`)}</td>
                  <td className={`${cellClass} tabular-nums text-jade-400`}>
                    {entry.direction === 'credit' ? `+${amount}` : ''}
                  </td>
                  <td className={`${cellClass} tabular-nums text-ember-500`}>
                    {entry.direction === 'debit' ? `−${amount}` : ''}
                  </td>
                  <td className={`${cellClass} tabular-nums`}>
                    {entry.balanceAfter === null
                      ? '—'
                      : formatMoney(entry.balanceAfter, entry.currency, language)}
                  </td>
                  <td className={`${cellClass} max-w-72 truncate text-slate-400`} title={entry.note}>
                    {entry.note || '—'}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      <AdminPager
        section="userWallet"
        page={transactions.data.page}
        total={total}
        pageSize={TRANSACTIONS_PAGE_SIZE}
        isFetching={transactions.isFetching}
        onPage={setPage}
      />
    </>
  )
}
