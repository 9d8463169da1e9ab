import type { OverviewBet, OverviewPayment } from '@khela/contracts/overview'
import { Link } from 'react-router'
import { type Column, DataTable } from '../../../components/admin/data-table.tsx'
import { TimeZoneLabel } from '../../../components/ui/time-zone-label.tsx'
import { formatDateTime } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { formatMoney } from '../../../lib/money.ts'

const tones: Record<string, string> = {
  completed: 'text-jade-400',
  approved: 'text-jade-400',
  won: 'text-jade-400',
  rejected: 'text-ember-500',
  lost: 'text-slate-400',
  pending: 'text-gold-400',
  open: 'text-gold-400',
}

const toneOf = (status: string) => `font-semibold ${tones[status] ?? 'text-slate-400'}`

/** One of the overview's four tables: a heading, then rows or the empty text. */
function OverviewTable<Row>({
  title,
  columns,
  rows,
  rowKey,
  emptyText,
}: {
  title: string
  columns: Column<Row>[]
  rows: Row[]
  rowKey: (row: Row) => string
  emptyText: string
}) {
  return (
    <section aria-label={title} className="min-w-0">
      <h2 className="mb-2 text-sm font-semibold text-white">{title}</h2>
      <DataTable label={title} columns={columns} rows={rows} rowKey={rowKey} empty={emptyText} />
    </section>
  )
}

function PlayerCell({ player }: { player: OverviewPayment['player'] }) {
  return (
    <>
      <Link
        to={`/dashboard/userprofile/${encodeURIComponent(player.id)}`}
        className="font-medium text-white hover:text-gold-300"
      >
        {player.name}
      </Link>
      <p className="text-xs break-all text-slate-500">{player.email}</p>
    </>
  )
}

/** User Payments: deposits and withdrawals together, newest first. */
export function PaymentsTable({ payments }: { payments: OverviewPayment[] }) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  const header = (column: string) => t(`overview.columns.${column}`)
  return (
    <OverviewTable
      title={t('overview.tables.payments')}
      rows={payments}
      rowKey={(payment) => `${payment.kind}-${payment.id}`}
      emptyText={t('overview.tables.paymentsEmpty')}
      columns={[
        { id: 'type', header: header('type'), cell: (payment) => t(`overview.kinds.${payment.kind}`) },
        {
          id: 'player',
          header: header('player'),
          wraps: true,
          cell: (payment) => <PlayerCell player={payment.player} />,
        },
        { id: 'method', header: header('method'), wraps: true, cell: (payment) => payment.methodName },
        {
          id: 'amount',
          header: header('amount'),
          isNumeric: true,
          cell: (payment) => formatMoney(payment.amount, payment.currency, language),
        },
        {
          id: 'status',
          header: header('status'),
          cellClassName: (payment) => toneOf(payment.status),
          cell: (payment) => t(`overview.status.${payment.status}`),
        },
        {
          id: 'time',
          header: (
            <>
              {header('time')}
              <TimeZoneLabel />
            </>
          ),
          wraps: true,
          className: 'tabular-nums',
          cell: (payment) => formatDateTime(payment.createdAt, language),
        },
      ]}
    />
  )
}

/** User Games: the latest bets, newest first. */
export function BetsTable({ bets }: { bets: OverviewBet[] }) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  const header = (column: string) => t(`overview.columns.${column}`)
  return (
    <OverviewTable
      title={t('overview.tables.bets')}
      rows={bets}
      rowKey={(bet) => bet.id}
      emptyText={t('overview.tables.betsEmpty')}
      columns={[
        {
          id: 'player',
          header: header('player'),
          wraps: true,
          cell: (bet) => <PlayerCell player={bet.player} />,
        },
        { id: 'game', header: header('game'), cell: (bet) => t(`overview.games.${bet.game}`) },
        {
          id: 'stake',
          header: header('stake'),
          isNumeric: true,
          cell: (bet) => formatMoney(bet.stake, bet.currency, language),
        },
        {
          id: 'payout',
          header: header('payout'),
          isNumeric: true,
          cell: (bet) => formatMoney(bet.payout, bet.currency, language),
        },
        {
          id: 'status',
          header: header('status'),
          cellClassName: (bet) => toneOf(bet.status),
          cell: (bet) => t(`overview.status.${bet.status}`),
        },
        {
          id: 'time',
          header: (
            <>
              {header('time')}
              <TimeZoneLabel />
            </>
          ),
          wraps: true,
          className: 'tabular-nums',
          cell: (bet) => formatDateTime(bet.createdAt, language),
        },
      ]}
    />
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
        rows={[]}
        rowKey={() => ''}
        emptyText={t('overview.tables.shopsEmpty')}
      />
      <OverviewTable
        title={t('overview.tables.shifts')}
        columns={[]}
        rows={[]}
        rowKey={() => ''}
        emptyText={t('overview.tables.shiftsEmpty')}
      />
    </>
  )
}
