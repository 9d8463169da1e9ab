import type { AdminWithdrawalRow } from '@khela/contracts/cashier'
import { useState } from 'react'
import { Link } from 'react-router'
import { TimeZoneLabel } from '../../../components/ui/time-zone-label.tsx'
import { formatDateTime } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { formatMoney } from '../../../lib/money.ts'
import { toneClasses } from './cashier-status.ts'
import { badgeClass } from './cashier-status-badge.tsx'
import { DecidedRequestDialog, DecidedStatusButton } from './decided-request-dialog.tsx'
import { cellClass, headClass, tableFrameClass } from './deposits-table.tsx'

interface WithdrawalsTableProps {
  withdrawals: AdminWithdrawalRow[]
  onDecide: (withdrawal: AdminWithdrawalRow) => void
}

/** Withdraw History's rows: a pending status opens the decision dialog, a decided one its details. */
export function WithdrawalsTable({ withdrawals, onDecide }: WithdrawalsTableProps) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  const columns = ['name', 'method', 'receiver', 'amount', 'time', 'status'] as const
  const [shown, setShown] = useState<AdminWithdrawalRow | null>(null)
  return (
    <div className={tableFrameClass}>
      <DecidedRequestDialog request={shown} onClose={() => setShown(null)} />
      <table className="w-full min-w-[52rem] text-left text-sm">
        <thead className={headClass}>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={cellClass}>
                {t(`cashier.withdrawals.columns.${column}`)}
                {column === 'time' && <TimeZoneLabel />}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-night-700 text-slate-200">
          {withdrawals.map((withdrawal) => (
            <tr key={withdrawal.id} className="bg-night-850 hover:bg-night-800">
              <td className={cellClass}>
                <Link
                  to={`/dashboard/userprofile/${encodeURIComponent(withdrawal.player.id)}`}
                  className="font-medium text-white hover:text-gold-300"
                >
                  {withdrawal.player.name}
                </Link>
                <p className="text-xs text-slate-500">{withdrawal.player.phone ?? withdrawal.player.email}</p>
              </td>
              <td className={cellClass}>
                {withdrawal.methodName}
                <p className="text-xs text-slate-500">{t(`cashier.userTypes.${withdrawal.userType}`)}</p>
              </td>
              <td className={`${cellClass} font-mono`}>{withdrawal.receiverAccount}</td>
              <td className={`${cellClass} font-semibold tabular-nums text-white`}>
                {formatMoney(withdrawal.amount, withdrawal.currency, language)}
              </td>
              <td className={`${cellClass} tabular-nums text-slate-400`}>
                <time dateTime={withdrawal.createdAt}>{formatDateTime(withdrawal.createdAt, language)}</time>
              </td>
              <td className={cellClass}>
                {withdrawal.status === 'pending' ? (
                  <button
                    type="button"
                    onClick={() => onDecide(withdrawal)}
                    aria-label={t('cashier.withdrawals.decideNamed', { name: withdrawal.player.name })}
                    className={`${badgeClass} ${toneClasses.pending} cursor-pointer hover:bg-gold-500/25`}
                  >
                    {t('cashier.status.pending')}
                  </button>
                ) : (
                  <DecidedStatusButton request={withdrawal} onOpen={() => setShown(withdrawal)} />
                )}
                {withdrawal.status === 'pending' && withdrawal.needsTwoApprovals && (
                  <p className="mt-1 text-xs text-slate-400">
                    {t(
                      withdrawal.firstApproval
                        ? 'cashier.withdrawals.oneOfTwo'
                        : 'cashier.withdrawals.noneOfTwo',
                    )}
                  </p>
                )}
                {withdrawal.status === 'approved' && withdrawal.payoutReference && (
                  <p className="mt-1 text-xs text-slate-500">{withdrawal.payoutReference}</p>
                )}
                {withdrawal.status === 'rejected' && withdrawal.reason && (
                  <p className="mt-1 max-w-48 truncate text-xs text-slate-500">{withdrawal.reason}</p>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
