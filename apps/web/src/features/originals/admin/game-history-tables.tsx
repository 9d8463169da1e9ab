import type { AdminBetPage, AdminBetRow } from '@khela/contracts/originals'
import { Link } from 'react-router'
import { DataTable } from '../../../components/admin/data-table.tsx'
import { TimeZoneLabel } from '../../../components/ui/time-zone-label.tsx'
import { formatDate, formatDateTime, formatNumber } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { formatMoney } from '../../../lib/money.ts'
import { formatMultiplier } from '../shared/format-multiplier.ts'

/** One row per bet, newest first; the player's name opens their profile. */
export function GameBetsTable({ bets }: { bets: AdminBetRow[] }) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  const header = (column: string) => t(`originals.history.columns.${column}`)
  return (
    <DataTable
      label={t('originals.history.bets')}
      minWidthClass="min-w-[52rem]"
      rows={bets}
      rowKey={(bet) => bet.id}
      empty={t('originals.history.empty')}
      columns={[
        {
          id: 'player',
          header: header('player'),
          cell: (bet) => (
            <>
              <Link
                to={`/dashboard/userprofile/${encodeURIComponent(bet.player.id)}`}
                className="font-medium text-white hover:text-gold-300"
              >
                {bet.player.name}
              </Link>
              <p className="text-xs text-slate-500">{bet.player.email}</p>
            </>
          ),
        },
        { id: 'game', header: header('game'), cell: (bet) => t(`originals.games.${bet.game}`) },
        {
          id: 'stake',
          header: header('stake'),
          isNumeric: true,
          cell: (bet) => formatMoney(bet.stake, bet.currency, language),
        },
        {
          id: 'multiplier',
          header: header('multiplier'),
          isNumeric: true,
          cell: (bet) => (bet.multiplier === null ? '—' : formatMultiplier(bet.multiplier)),
        },
        {
          id: 'payout',
          header: header('payout'),
          isNumeric: true,
          cell: (bet) => formatMoney(bet.payout, bet.currency, language),
        },
        { id: 'status', header: header('status'), cell: (bet) => t(`originals.status.${bet.status}`) },
        {
          id: 'time',
          header: (
            <>
              {header('time')}
              <TimeZoneLabel />
            </>
          ),
          className: 'tabular-nums',
          cell: (bet) => formatDateTime(bet.createdAt, language),
        },
      ]}
    />
  )
}

/** Stakes, payouts and GGR per game and day (in the operator's time zone), for the same filter. */
export function GameDaysTable({ days }: { days: AdminBetPage['byGameAndDay'] }) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  const header = (column: string) => t(`originals.history.dayColumns.${column}`)
  return (
    <DataTable
      label={t('originals.history.byGameAndDay')}
      minWidthClass="min-w-[40rem]"
      rows={days}
      rowKey={(row) => `${row.day}-${row.game}`}
      empty={t('originals.history.empty')}
      columns={[
        {
          id: 'day',
          header: header('day'),
          className: 'tabular-nums',
          // The day is the operator's calendar date already; noon UTC keeps it that date in any zone.
          cell: (row) => formatDate(`${row.day}T12:00:00Z`, language, 'UTC'),
        },
        { id: 'game', header: header('game'), cell: (row) => t(`originals.games.${row.game}`) },
        {
          id: 'bets',
          header: header('bets'),
          isNumeric: true,
          cell: (row) => formatNumber(row.bets, language),
        },
        {
          id: 'stakes',
          header: header('stakes'),
          isNumeric: true,
          cell: (row) => formatMoney(row.stakes, 'BDT', language),
        },
        {
          id: 'payouts',
          header: header('payouts'),
          isNumeric: true,
          cell: (row) => formatMoney(row.payouts, 'BDT', language),
        },
        {
          id: 'ggr',
          header: header('ggr'),
          isNumeric: true,
          cell: (row) => formatMoney(row.ggr, 'BDT', language),
        },
      ]}
    />
  )
}
