import { hasPermission } from '@khela/contracts/permissions'
import type { SessionUser } from '@khela/contracts/session'
import type { ReconciliationReport } from '@khela/contracts/wallet'
import { useMutation } from '@tanstack/react-query'
import { BookCheck, CircleAlert, CircleCheck } from 'lucide-react'
import { DataTable } from '../../../components/admin/data-table.tsx'
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
  return (
    <section aria-label={t('cashier.ledger.report')} className="space-y-4">
      <p
        role="status"
        className={`flex items-center gap-2 rounded-xl border p-3 text-sm font-semibold ${
          report.isClean
            ? 'border-jade-500/40 bg-jade-500/10 text-jade-400'
            : 'border-ember-500/40 bg-ember-500/10 text-ember-400'
        }`}
      >
        {report.isClean ? <CircleCheck aria-hidden size={18} /> : <CircleAlert aria-hidden size={18} />}
        {t(report.isClean ? 'cashier.ledger.clean' : 'cashier.ledger.notClean')}
      </p>
      <dl className="grid gap-3 sm:grid-cols-4">
        {(
          [
            ['checkedAt', formatDateTime(report.checkedAt, language)],
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
      <DataTable
        label={t('cashier.ledger.currencies')}
        caption="screen-reader"
        rows={report.currencies}
        rowKey={(total) => total.currency}
        empty={t('cashier.ledger.currencies')}
        columns={[
          { id: 'currency', header: t('cashier.ledger.currency'), cell: (total) => total.currency },
          {
            id: 'sum',
            header: t('cashier.ledger.sum'),
            className: 'tabular-nums',
            cell: (total) => formatMoney(total.sum, total.currency, language),
          },
          {
            id: 'balanced',
            header: t('cashier.ledger.balanced'),
            cell: (total) => t(total.isBalanced ? 'cashier.ledger.yes' : 'cashier.ledger.no'),
          },
        ]}
      />
      <h3 className="text-sm font-bold text-white">
        {t('cashier.ledger.mismatches', { count: report.mismatches.length })}
      </h3>
      {report.mismatches.length > 0 && (
        <DataTable
          label={t('cashier.ledger.mismatches', { count: report.mismatches.length })}
          minWidthClass="min-w-[40rem]"
          rows={report.mismatches}
          rowKey={(mismatch) => mismatch.accountId}
          empty={t('cashier.ledger.mismatches', { count: 0 })}
          columns={[
            {
              id: 'account',
              header: t('cashier.ledger.columns.account'),
              cellClassName: () => 'font-mono text-xs',
              cell: (mismatch) => `${mismatch.kind}${mismatch.code ? `:${mismatch.code}` : ''}`,
            },
            {
              id: 'owner',
              header: t('cashier.ledger.columns.owner'),
              cellClassName: () => 'font-mono text-xs',
              cell: (mismatch) => `${mismatch.ownerKind} ${mismatch.ownerId}`,
            },
            {
              id: 'stored',
              header: t('cashier.ledger.columns.stored'),
              className: 'tabular-nums',
              cell: (mismatch) => formatMoney(mismatch.stored, mismatch.currency, language),
            },
            {
              id: 'expected',
              header: t('cashier.ledger.columns.expected'),
              className: 'tabular-nums',
              cell: (mismatch) => formatMoney(mismatch.expected, mismatch.currency, language),
            },
          ]}
        />
      )}
    </section>
  )
}
