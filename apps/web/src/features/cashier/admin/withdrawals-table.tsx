import type { AdminWithdrawalRow } from '@khela/contracts/cashier'
import { useState } from 'react'
import { Link } from 'react-router'
import { DataTable } from '../../../components/admin/data-table.tsx'
import { TimeZoneLabel } from '../../../components/ui/time-zone-label.tsx'
import { formatDateTime } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { formatMoney } from '../../../lib/money.ts'
import { toneClasses } from './cashier-status.ts'
import { badgeClass } from './cashier-status-badge.tsx'
import { DecidedRequestDialog, DecidedStatusButton } from './decided-request-dialog.tsx'
import { RequestNote } from './request-note.tsx'

interface WithdrawalsTableProps {
  withdrawals: AdminWithdrawalRow[]
  onDecide: (withdrawal: AdminWithdrawalRow) => void
}

/** Withdraw History's rows: a pending status opens the decision dialog, a decided one its details. */
export function WithdrawalsTable({ withdrawals, onDecide }: WithdrawalsTableProps) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  const [shown, setShown] = useState<AdminWithdrawalRow | null>(null)
  const header = (column: string) => t(`cashier.withdrawals.columns.${column}`)
  return (
    <>
      <DecidedRequestDialog request={shown} onClose={() => setShown(null)} />
      <DataTable
        label={t('sections.withdraws.title')}
        minWidthClass="min-w-[52rem]"
        rows={withdrawals}
        rowKey={(withdrawal) => withdrawal.id}
        empty={t('cashier.withdrawals.empty')}
        columns={[
          {
            id: 'name',
            header: header('name'),
            cell: (withdrawal) => (
              <>
                <Link
                  to={`/dashboard/userprofile/${encodeURIComponent(withdrawal.player.id)}`}
                  className="font-medium text-white hover:text-gold-300"
                >
                  {withdrawal.player.name}
                </Link>
                <p className="text-xs text-slate-500">{withdrawal.player.phone ?? withdrawal.player.email}</p>
              </>
            ),
          },
          {
            id: 'method',
            header: header('method'),
            cell: (withdrawal) => (
              <>
                {withdrawal.methodName}
                <p className="text-xs text-slate-500">{t(`cashier.userTypes.${withdrawal.userType}`)}</p>
              </>
            ),
          },
          {
            id: 'receiver',
            header: header('receiver'),
            cellClassName: () => 'font-mono',
            cell: (withdrawal) => withdrawal.receiverAccount,
          },
          {
            id: 'amount',
            header: header('amount'),
            className: 'tabular-nums',
            cellClassName: () => 'font-semibold text-white',
            cell: (withdrawal) => formatMoney(withdrawal.amount, withdrawal.currency, language),
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
            cell: (withdrawal) => (
              <time dateTime={withdrawal.createdAt}>{formatDateTime(withdrawal.createdAt, language)}</time>
            ),
          },
          {
            id: 'status',
            header: header('status'),
            cell: (withdrawal) => (
              <>
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
                  <RequestNote text={withdrawal.reason} />
                )}
              </>
            ),
          },
        ]}
      />
    </>
  )
}
