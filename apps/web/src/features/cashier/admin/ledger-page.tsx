import { operatorTimeZone } from '@khela/contracts/languages'
import { hasPermission } from '@khela/contracts/permissions'
import type { SessionUser } from '@khela/contracts/session'
import type { ReconciliationReport } from '@khela/contracts/wallet'
import { useMutation } from '@tanstack/react-query'
import { BookCheck, CircleAlert, CircleCheck } from 'lucide-react'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { api } from '../../../lib/endpoint.ts'
import * as adminWalletApi from '../../../lib/endpoints/admin/wallet.ts'
import { formatDateTime, formatNumber } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { formatMoney } from '../../../lib/money.ts'
import { cashierErrorMessage } from './decision-error-message.ts'

export function runReconciliation(): Promise<ReconciliationReport> {
  return api(adminWalletApi.reconcile, {
    // Every balance is recomputed from every transfer: give a large ledger time.
    timeoutMs: 120_000,
  })
}

/** /dashboard/settings/ledger: recompute every balance from the transfers and show whether the books agree. */
export function LedgerPage({ viewer }: { viewer: SessionUser }) {
  const { t } = useTranslation('admin')
  const reconcile = useMutation({ mutationFn: runReconciliation, meta: { showsOwnError: true } })
  const title = t('cashier.ledger.title')
  if (!hasPermission(viewer.role, 'wallet.reconcile')) {
    return (
      <>
        <PageHeader title={title} icon={BookCheck} />
        <EmptyState
          icon={BookCheck}
          title={t('cashier.notAllowed.title')}
          body={t('cashier.notAllowed.body')}
        />
      </>
    )
  }
  return (
    <>
      <PageHeader title={title} icon={BookCheck} />
      <div className="space-y-4">
        <p className="max-w-2xl text-sm text-slate-400">{t('cashier.ledger.intro')}</p>
        <button
          type="button"
          disabled={reconcile.isPending}
          onClick={() => reconcile.mutate()}
          className={buttonClass('gold')}
        >
          {reconcile.isPending ? t('cashier.ledger.running') : t('cashier.ledger.run')}
        </button>
        {reconcile.isError && (
          <p role="alert" className="text-sm font-medium text-ember-500">
            {cashierErrorMessage(reconcile.error)}
          </p>
        )}
        {reconcile.data && <Report report={reconcile.data} />}
      </div>
    </>
  )
}

function Report({ report }: { report: ReconciliationReport }) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  const number = (value: number) => formatNumber(value, language)
  const cellClass = 'px-3 py-2 whitespace-nowrap'
  return (
    <section aria-label={t('cashier.ledger.report')} className="space-y-4">
      <p
        role="status"
        className={`flex items-center gap-2 rounded-xl border p-3 text-sm font-semibold ${
          report.isClean
            ? 'border-jade-500/40 bg-jade-500/10 text-jade-400'
            : 'border-ember-500/40 bg-ember-500/10 text-ember-500'
        }`}
      >
        {report.isClean ? <CircleCheck aria-hidden size={18} /> : <CircleAlert aria-hidden size={18} />}
        {t(report.isClean ? 'cashier.ledger.clean' : 'cashier.ledger.notClean')}
      </p>
      <dl className="grid gap-3 sm:grid-cols-4">
        {(
          [
            ['checkedAt', formatDateTime(report.checkedAt, language, operatorTimeZone)],
            ['accountsChecked', number(report.accountsChecked)],
            ['transfersChecked', number(report.transfersChecked)],
            ['strayTransfers', number(report.strayTransfers)],
          ] as const
        ).map(([name, value]) => (
          <div key={name} className="rounded-lg border border-night-700 bg-night-850 p-3">
            <dt className="text-xs text-slate-500">{t(`cashier.ledger.${name}`)}</dt>
            <dd className="text-base font-bold tabular-nums text-white">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="relative overflow-x-auto rounded-xl border border-night-700 scrollbar-thin">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('cashier.ledger.currencies')}</caption>
          <thead className="bg-night-800 text-xs uppercase tracking-wide text-slate-400">
            <tr>
              <th scope="col" className={cellClass}>
                {t('cashier.ledger.currency')}
              </th>
              <th scope="col" className={cellClass}>
                {t('cashier.ledger.sum')}
              </th>
              <th scope="col" className={cellClass}>
                {t('cashier.ledger.balanced')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-night-700 text-slate-200">
            {report.currencies.map((total) => (
              <tr key={total.currency} className="bg-night-850">
                <td className={cellClass}>{total.currency}</td>
                <td className={`${cellClass} tabular-nums`}>
                  {formatMoney(total.sum, total.currency, language)}
                </td>
                <td className={cellClass}>
                  {t(total.isBalanced ? 'cashier.ledger.yes' : 'cashier.ledger.no')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3 className="text-sm font-bold text-white">
        {t('cashier.ledger.mismatches', { count: report.mismatches.length })}
      </h3>
      {report.mismatches.length > 0 && (
        <div className="relative overflow-x-auto rounded-xl border border-night-700 scrollbar-thin">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead className="bg-night-800 text-xs uppercase tracking-wide text-slate-400">
              <tr>
                {(['account', 'owner', 'stored', 'expected'] as const).map((column) => (
                  <th key={column} scope="col" className={cellClass}>
                    {t(`cashier.ledger.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-night-700 text-slate-200">
              {report.mismatches.map((mismatch) => (
                <tr key={mismatch.accountId} className="bg-night-850">
                  <td className={`${cellClass} font-mono text-xs`}>
                    {mismatch.kind}
                    {mismatch.code ? `:${mismatch.code}` : ''}
                  </td>
                  <td className={`${cellClass} font-mono text-xs`}>
                    {mismatch.ownerKind} {mismatch.ownerId}
                  </td>
                  <td className={`${cellClass} tabular-nums`}>
                    {formatMoney(mismatch.stored, mismatch.currency, language)}
                  </td>
                  <td className={`${cellClass} tabular-nums`}>
                    {formatMoney(mismatch.expected, mismatch.currency, language)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
