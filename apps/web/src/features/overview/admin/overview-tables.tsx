import type { OverviewBet, OverviewPayment } from '@khela/contracts/overview'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { TimeZoneLabel } from '../../../components/ui/time-zone-label.tsx'
import { formatDateTime } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { formatMoney } from '../../../lib/money.ts'

const cellClass = 'px-3 py-2.5 align-top whitespace-nowrap'
const numberCellClass = `${cellClass} text-right tabular-nums`
const headClass = 'bg-night-800 text-xs uppercase tracking-wide text-slate-400'

const tones: Record<string, string> = {
  completed: 'text-jade-400',
  approved: 'text-jade-400',
  won: 'text-jade-400',
  rejected: 'text-ember-500',
  lost: 'text-slate-400',
  pending: 'text-gold-400',
  open: 'text-gold-400',
}

/** One of the overview's four tables: a heading, then rows or the empty text. */
function OverviewTable({
  title,
  columns,
  numberColumns = [],
  isEmpty,
  emptyText,
  children,
}: {
  title: string
  columns: string[]
  numberColumns?: string[]
  isEmpty: boolean
  emptyText: string
  children?: ReactNode
}) {
  const { t } = useTranslation('admin')
  return (
    <section aria-label={title} className="min-w-0">
      <h2 className="mb-2 text-sm font-semibold text-white">{title}</h2>
      {isEmpty ? (
        <p className="rounded-xl border border-dashed border-night-600 py-8 text-center text-sm text-slate-400">
          {emptyText}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-night-700 scrollbar-thin">
          <table className="w-full text-left text-sm">
            <thead className={headClass}>
              <tr>
                {columns.map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className={numberColumns.includes(column) ? numberCellClass : cellClass}
                  >
                    {t(`overview.columns.${column}`)}
                    {column === 'time' && <TimeZoneLabel />}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-night-700 text-slate-200">{children}</tbody>
          </table>
        </div>
      )}
    </section>
  )
}

function PlayerCell({ player }: { player: OverviewPayment['player'] }) {
  return (
    <td className={cellClass}>
      <Link
        to={`/dashboard/userprofile/${encodeURIComponent(player.id)}`}
        className="font-medium text-white hover:text-gold-300"
      >
        {player.name}
      </Link>
      <p className="text-xs text-slate-500">{player.email}</p>
    </td>
  )
}

/** User Payments: deposits and withdrawals together, newest first. */
export function PaymentsTable({ payments }: { payments: OverviewPayment[] }) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  return (
    <OverviewTable
      title={t('overview.tables.payments')}
      columns={['type', 'player', 'method', 'amount', 'status', 'time']}
      numberColumns={['amount']}
      isEmpty={payments.length === 0}
      emptyText={t('overview.tables.paymentsEmpty')}
    >
      {payments.map((payment) => (
        <tr key={`${payment.kind}-${payment.id}`} className="bg-night-850">
          <td className={cellClass}>{t(`overview.kinds.${payment.kind}`)}</td>
          <PlayerCell player={payment.player} />
          <td className={cellClass}>{payment.methodName}</td>
          <td className={numberCellClass}>{formatMoney(payment.amount, payment.currency, language)}</td>
          <td className={`${cellClass} font-semibold ${tones[payment.status] ?? 'text-slate-400'}`}>
            {t(`overview.status.${payment.status}`)}
          </td>
          <td className={`${cellClass} tabular-nums`}>{formatDateTime(payment.createdAt, language)}</td>
        </tr>
      ))}
    </OverviewTable>
  )
}

/** User Games: the latest bets, newest first. */
export function BetsTable({ bets }: { bets: OverviewBet[] }) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  return (
    <OverviewTable
      title={t('overview.tables.bets')}
      columns={['player', 'game', 'stake', 'payout', 'status', 'time']}
      numberColumns={['stake', 'payout']}
      isEmpty={bets.length === 0}
      emptyText={t('overview.tables.betsEmpty')}
    >
      {bets.map((bet) => (
        <tr key={bet.id} className="bg-night-850">
          <PlayerCell player={bet.player} />
          <td className={cellClass}>{t(`overview.games.${bet.game}`)}</td>
          <td className={numberCellClass}>{formatMoney(bet.stake, bet.currency, language)}</td>
          <td className={numberCellClass}>{formatMoney(bet.payout, bet.currency, language)}</td>
          <td className={`${cellClass} font-semibold ${tones[bet.status] ?? 'text-slate-400'}`}>
            {t(`overview.status.${bet.status}`)}
          </td>
          <td className={`${cellClass} tabular-nums`}>{formatDateTime(bet.createdAt, language)}</td>
        </tr>
      ))}
    </OverviewTable>
  )
}

/** Latest Shops and Latest Shift Stats: shops belong to partners Khela does not have yet. */
export function PartnerTables() {
  const { t } = useTranslation('admin')
  return (
    <>
      <OverviewTable
        title={t('overview.tables.shops')}
        columns={[]}
        isEmpty
        emptyText={t('overview.tables.shopsEmpty')}
      />
      <OverviewTable
        title={t('overview.tables.shifts')}
        columns={[]}
        isEmpty
        emptyText={t('overview.tables.shiftsEmpty')}
      />
    </>
  )
}
