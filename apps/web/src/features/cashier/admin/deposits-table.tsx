import type { AdminDepositRow } from '@khela/contracts/cashier'
import { useState } from 'react'
import { Link } from 'react-router'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { TimeZoneLabel } from '../../../components/ui/time-zone-label.tsx'
import { formatDateTime } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { formatMoney } from '../../../lib/money.ts'
import { DecidedRequestDialog, DecidedStatusButton } from './decided-request-dialog.tsx'
import type { DepositDecision } from './deposit-decision-dialog.tsx'

export const cellClass = 'px-3 py-2.5 align-top whitespace-nowrap'
export const tableFrameClass = 'relative overflow-x-auto rounded-xl border border-night-700 scrollbar-thin'
export const headClass = 'bg-night-800 text-xs uppercase tracking-wide text-slate-400'

interface DepositsTableProps {
  deposits: AdminDepositRow[]
  onDecide: (deposit: AdminDepositRow, decision: DepositDecision) => void
  onOpenSlip: (deposit: AdminDepositRow, url: string) => void
}

/** Deposit History's rows (a decided status opens its details); wider than a phone, it scrolls sideways inside its frame. */
export function DepositsTable({ deposits, onDecide, onOpenSlip }: DepositsTableProps) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  const columns = ['name', 'method', 'inputs', 'amount', 'slip', 'time', 'status'] as const
  const [shown, setShown] = useState<AdminDepositRow | null>(null)
  return (
    <div className={tableFrameClass}>
      <DecidedRequestDialog request={shown} onClose={() => setShown(null)} />
      <table className="w-full min-w-[60rem] text-left text-sm">
        <thead className={headClass}>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={cellClass}>
                {t(`cashier.deposits.columns.${column}`)}
                {column === 'time' && <TimeZoneLabel />}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-night-700 text-slate-200">
          {deposits.map((deposit) => {
            const texts = deposit.inputs.filter((input) => input.type === 'text')
            const slip = deposit.inputs.find((input) => input.type === 'image' && input.value)
            const label = (input: (typeof texts)[number]) => input.label[language] || input.label.en
            return (
              <tr key={deposit.id} className="bg-night-850 hover:bg-night-800">
                <td className={cellClass}>
                  <Link
                    to={`/dashboard/userprofile/${encodeURIComponent(deposit.player.id)}`}
                    className="font-medium text-white hover:text-gold-300"
                  >
                    {deposit.player.name}
                  </Link>
                  <p className="text-xs text-slate-500">{deposit.player.phone ?? deposit.player.email}</p>
                </td>
                <td className={cellClass}>{deposit.methodName}</td>
                <td className={cellClass}>
                  <dl className="space-y-0.5 text-xs">
                    {texts.map((input) => (
                      <div key={input.key} className="flex gap-1.5">
                        <dt className="text-slate-500">{label(input)}:</dt>
                        <dd className="font-mono text-slate-200">{input.value || '—'}</dd>
                      </div>
                    ))}
                  </dl>
                </td>
                <td className={`${cellClass} font-semibold tabular-nums text-white`}>
                  {formatMoney(deposit.amount, deposit.currency, language)}
                </td>
                <td className={cellClass}>
                  {slip ? (
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
                  )}
                </td>
                <td className={`${cellClass} tabular-nums text-slate-400`}>
                  <time dateTime={deposit.createdAt}>{formatDateTime(deposit.createdAt, language)}</time>
                </td>
                <td className={cellClass}>
                  {deposit.status === 'pending' ? (
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
                      {deposit.reason && (
                        <p className="mt-1 max-w-48 truncate text-xs text-slate-500">{deposit.reason}</p>
                      )}
                    </div>
                  )}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
