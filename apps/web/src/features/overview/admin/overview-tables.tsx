import type { OverviewBet, OverviewPayment, OverviewShift, OverviewShop } from '@khela/contracts/overview'
import { Link } from 'react-router'
import { type Column, DataTable } from '../../../components/admin/data-table.tsx'
import { TimeZoneLabel } from '../../../components/ui/time-zone-label.tsx'
import { formatDateTime, formatNumber } from '../../../lib/format.ts'
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
  active: 'text-jade-400',
  suspended: 'text-ember-500',
}

const toneOf = (status: string) => `font-semibold ${tones[status] ?? 'text-slate-400'}`

/** One of the overview's four tables: a heading, then rows or the empty text. */
function OverviewTable<Row>({
  title,
  columns,
  rows,
  rowKey,
  emptyText,
  isWide = false,
}: {
  title: string
  columns: Column<Row>[]
  rows: Row[]
  rowKey: (row: Row) => string
  emptyText: string
  /** Takes the whole row of the two-column layout: too many figures to fit half of it. */
  isWide?: boolean
}) {
  return (
    <section aria-label={title} className={isWide ? 'min-w-0 2xl:col-span-2' : 'min-w-0'}>
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

/** A header over times in the operator's zone, naming the zone as the other tables' time headers do. */
function TimeHeader({ label }: { label: string }) {
  return (
    <>
      {label}
      <TimeZoneLabel />
    </>
  )
}

/** Latest Shops: the newest shops of the agent network, with their float. */
export function ShopsTable({ shops }: { shops: OverviewShop[] }) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  const header = (column: string) => t(`overview.shopColumns.${column}`)
  return (
    <OverviewTable
      title={t('overview.tables.shops')}
      rows={shops}
      rowKey={(shop) => shop.id}
      emptyText={t('overview.tables.shopsEmpty')}
      columns={[
        {
          id: 'shop',
          header: header('shop'),
          wraps: true,
          isRowHeader: true,
          cell: (shop) => (
            <>
              <span className="font-medium text-white">{shop.name}</span>
              <p className="text-xs text-slate-500">
                {t('overview.shopColumns.agentOf', { name: shop.agentName })}
              </p>
            </>
          ),
        },
        {
          id: 'float',
          header: header('float'),
          isNumeric: true,
          cellClassName: (shop) => (shop.floatBalance < 0 ? 'text-ember-500' : ''),
          cell: (shop) => formatMoney(shop.floatBalance, shop.currency, language),
        },
        {
          id: 'creditLimit',
          header: header('creditLimit'),
          isNumeric: true,
          cell: (shop) => formatMoney(shop.creditLimit, shop.currency, language),
        },
        {
          id: 'cashiers',
          header: header('cashiers'),
          isNumeric: true,
          cell: (shop) => formatNumber(shop.cashiers, language),
        },
        {
          id: 'status',
          header: header('status'),
          cellClassName: (shop) => toneOf(shop.status),
          cell: (shop) => t(`agents.statuses.${shop.status}`),
        },
        {
          id: 'created',
          header: <TimeHeader label={header('created')} />,
          wraps: true,
          className: 'tabular-nums',
          cell: (shop) => formatDateTime(shop.createdAt, language),
        },
      ]}
    />
  )
}

/** Latest Shift Stats: the cashiers' latest shifts, what went through the drawer and what the count found. */
export function ShiftsTable({ shifts }: { shifts: OverviewShift[] }) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  const header = (column: string) => t(`overview.shiftColumns.${column}`)
  const money = (amount: number | null, shift: OverviewShift) =>
    amount === null ? '—' : formatMoney(amount, shift.currency, language)
  return (
    <OverviewTable
      title={t('overview.tables.shifts')}
      rows={shifts}
      rowKey={(shift) => shift.id}
      emptyText={t('overview.tables.shiftsEmpty')}
      isWide
      columns={[
        {
          id: 'shop',
          header: header('shop'),
          wraps: true,
          cell: (shift) => (
            <>
              <span className="font-medium text-white">{shift.shopName}</span>
              <p className="text-xs text-slate-500">
                {t('overview.shiftColumns.cashierOf', { name: shift.cashierName })}
              </p>
            </>
          ),
        },
        {
          id: 'opened',
          header: <TimeHeader label={header('opened')} />,
          wraps: true,
          className: 'tabular-nums',
          cell: (shift) => formatDateTime(shift.openedAt, language),
        },
        {
          id: 'closed',
          header: <TimeHeader label={header('closed')} />,
          wraps: true,
          className: 'tabular-nums',
          cellClassName: (shift) => (shift.closedAt === null ? toneOf(shift.status) : ''),
          cell: (shift) =>
            shift.closedAt === null ? t('overview.status.open') : formatDateTime(shift.closedAt, language),
        },
        {
          id: 'deposits',
          header: header('deposits'),
          isNumeric: true,
          cell: (shift) => money(shift.depositsTotal, shift),
        },
        {
          id: 'payouts',
          header: header('payouts'),
          isNumeric: true,
          cell: (shift) => money(shift.payoutsTotal, shift),
        },
        {
          id: 'expectedCash',
          header: header('expectedCash'),
          isNumeric: true,
          cell: (shift) => money(shift.expectedCash, shift),
        },
        {
          id: 'countedCash',
          header: header('countedCash'),
          isNumeric: true,
          cell: (shift) => money(shift.closingCash, shift),
        },
        {
          id: 'difference',
          header: header('difference'),
          isNumeric: true,
          cellClassName: (shift) =>
            shift.difference !== null && shift.difference < 0 ? 'text-ember-500' : '',
          cell: (shift) => money(shift.difference, shift),
        },
      ]}
    />
  )
}
