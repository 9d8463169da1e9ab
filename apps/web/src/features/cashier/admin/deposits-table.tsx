import type { AdminDepositRow } from '@khela/contracts/cashier'
import { useState } from 'react'
import { Link } from 'react-router'
import { DataTable } from '../../../components/admin/data-table.tsx'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { TimeZoneLabel } from '../../../components/ui/time-zone-label.tsx'
import { formatDateTime } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { formatMoney } from '../../../lib/money.ts'
import { DecidedRequestDialog, DecidedStatusButton } from './decided-request-dialog.tsx'
import type { DepositDecision } from './deposit-decision-dialog.tsx'
import { RequestNote } from './request-note.tsx'

interface DepositsTableProps {
  deposits: AdminDepositRow[]
  onDecide: (deposit: AdminDepositRow, decision: DepositDecision) => void
  onOpenSlip: (deposit: AdminDepositRow, url: string) => void
}

/** Deposit History's rows (a decided status opens its details); wider than a phone, it scrolls sideways inside its frame. */
export function DepositsTable({ deposits, onDecide, onOpenSlip }: DepositsTableProps) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  const [shown, setShown] = useState<AdminDepositRow | null>(null)
  const header = (column: string) => t(`cashier.deposits.columns.${column}`)
  const label = (input: AdminDepositRow['inputs'][number]) => input.label[language] || input.label.en
  return (
    <>
      <DecidedRequestDialog request={shown} onClose={() => setShown(null)} />
      <DataTable
        label={t('sections.deposits.title')}
        minWidthClass="min-w-[60rem]"
        rows={deposits}
        rowKey={(deposit) => deposit.id}
        empty={t('cashier.deposits.empty')}
        columns={[
          {
            id: 'name',
            header: header('name'),
            cell: (deposit) => (
              <>
                <Link
                  to={`/dashboard/userprofile/${encodeURIComponent(deposit.player.id)}`}
                  className="font-medium text-white hover:text-gold-300"
                >
                  {deposit.player.name}
                </Link>
                <p className="text-xs text-slate-500">{deposit.player.phone ?? deposit.player.email}</p>
              </>
            ),
          },
          { id: 'method', header: header('method'), cell: (deposit) => deposit.methodName },
          {
            id: 'inputs',
            header: header('inputs'),
            cell: (deposit) => (
              <dl className="space-y-0.5 text-xs">
                {deposit.inputs
                  .filter((input) => input.type === 'text')
                  .map((input) => (
                    <div key={input.key} className="flex gap-1.5">
                      <dt className="text-slate-500">{label(input)}:</dt>
                      <dd className="font-mono text-slate-200">{input.value || '—'}</dd>
                    </div>
                  ))}
              </dl>
            ),
          },
          {
            id: 'amount',
            header: header('amount'),
            className: 'tabular-nums',
            cellClassName: () => 'font-semibold text-white',
            cell: (deposit) => formatMoney(deposit.amount, deposit.currency, language),
          },
          {
            id: 'slip',
            header: header('slip'),
            cell: (deposit) => {
              const slip = deposit.inputs.find((input) => input.type === 'image' && input.value)
              return slip ? (
                <button
                  type="button"
                  onClick={() => onOpenSlip(deposit, slip.value)}
                  aria-label={t('cashier.deposits.openSlip', { name: deposit.player.name })}
                  className="block rounded-md ring-gold-500 hover:ring-2"
                >
                  <img
                    src={slip.value}
                    alt=""
                    loading="lazy"
                    className="h-12 w-12 rounded-md border border-night-600 object-cover"
                  />
                </button>
              ) : (
                <span className="text-slate-500">—</span>
              )
            },
          },
          {
            id: 'time',
            header: (
              <>
                {header('time')}
                <TimeZoneLabel />
              </>
            ),
            className: 'tabular-nums',
            cellClassName: () => 'text-slate-400',
            cell: (deposit) => (
              <time dateTime={deposit.createdAt}>{formatDateTime(deposit.createdAt, language)}</time>
            ),
          },
          {
            id: 'status',
            header: header('status'),
            cell: (deposit) =>
              deposit.status === 'pending' ? (
                <div className="flex gap-2">
                  <button
                    type="button"
                    onClick={() => onDecide(deposit, 'complete')}
                    aria-label={t('cashier.deposits.completeNamed', { name: deposit.player.name })}
                    className={buttonClass('jade', 'sm')}
                  >
                    {t('cashier.deposits.complete')}
                  </button>
                  <button
                    type="button"
                    onClick={() => onDecide(deposit, 'reject')}
                    aria-label={t('cashier.deposits.rejectNamed', { name: deposit.player.name })}
                    className={buttonClass('danger', 'sm')}
                  >
                    {t('cashier.deposits.reject')}
                  </button>
                </div>
              ) : (
                <div>
                  <DecidedStatusButton request={deposit} onOpen={() => setShown(deposit)} />
                  {deposit.reason && <RequestNote text={deposit.reason} />}
                </div>
              ),
          },
        ]}
      />
    </>
  )
}
