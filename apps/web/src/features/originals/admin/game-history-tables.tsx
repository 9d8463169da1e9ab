import type { GameHistoryDay, GameHistoryPage, GameHistoryRow } from '@khela/contracts/game-history'
import { Link } from 'react-router'
import { DataTable } from '../../../components/admin/data-table.tsx'
import { TimeZoneLabel } from '../../../components/ui/time-zone-label.tsx'
import { formatDate, formatDateTime, formatNumber } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { formatMoney } from '../../../lib/money.ts'
import { formatMultiplier } from '../shared/format-multiplier.ts'
import { providerRoundPath } from './provider-round-path.ts'

/**
 * One row per bet or provider round, newest first; the player's name opens their profile, a round's link its
 * transactions on the Provider rounds page.
 */
export function GameHistoryTable({ rows }: { rows: GameHistoryRow[] }) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  const header = (column: string) => t(`originals.history.columns.${column}`)
  const money = (row: GameHistoryRow, amount: number) => formatMoney(amount, row.currency, language)
  return (
    <DataTable
      label={t('originals.history.bets')}
      minWidthClass="min-w-[64rem]"
      rows={rows}
      rowKey={(row) => `${row.source}:${row.id}`}
      empty={t('originals.history.empty')}
      columns={[
        {
          id: 'player',
          header: header('player'),
          cell: (row) => (
            <>
              <Link
                to={`/dashboard/userprofile/${encodeURIComponent(row.player.id)}`}
                className="font-medium text-white hover:text-gold-300"
              >
                {row.player.name}
              </Link>
              <p className="text-xs text-slate-400">{row.player.email}</p>
            </>
          ),
        },
        { id: 'game', header: header('game'), cell: (row) => <GameName row={row} /> },
        { id: 'stake', header: header('stake'), isNumeric: true, cell: (row) => money(row, row.stake) },
        {
          id: 'multiplier',
          header: header('multiplier'),
          isNumeric: true,
          cell: (row) =>
            row.source === 'originals' && row.multiplier !== null ? formatMultiplier(row.multiplier) : '—',
        },
        { id: 'payout', header: header('payout'), isNumeric: true, cell: (row) => money(row, row.payout) },
        { id: 'ggr', header: header('ggr'), isNumeric: true, cell: (row) => money(row, row.ggr) },
        { id: 'status', header: header('status'), cell: (row) => <RowStatus row={row} /> },
        {
          id: 'time',
          header: (
            <>
              {header('time')}
              <TimeZoneLabel />
            </>
          ),
          className: 'tabular-nums',
          cell: (row) => formatDateTime(row.createdAt, language),
        },
        {
          id: 'round',
          header: header('round'),
          cell: (row) =>
            row.source === 'provider' ? (
              <Link
                to={providerRoundPath(row)}
                className="font-medium text-gold-300 underline-offset-2 hover:underline"
              >
                {t('originals.history.openRound')}
                <span className="sr-only"> {row.roundRef}</span>
              </Link>
            ) : (
              '—'
            ),
        },
      ]}
    />
  )
}

/** The game's name, and under it where it comes from: Khela Originals or the provider. */
function GameName({ row }: { row: GameHistoryRow | GameHistoryDay }) {
  const { t } = useTranslation('admin')
  return row.source === 'originals' ? (
    <>
      {t(`originals.games.${row.game}`)}
      <p className="text-xs text-slate-400">{t('originals.filters.originals')}</p>
    </>
  ) : (
    <>
      {row.game.title}
      <p className="text-xs text-slate-400">{row.provider.name}</p>
    </>
  )
}

/** A bet's status; a round's open or closed, and marked when open too long (stuck). */
function RowStatus({ row }: { row: GameHistoryRow }) {
  const { t } = useTranslation('admin')
  if (row.source === 'originals') return <>{t(`originals.status.${row.status}`)}</>
  if (row.isStuck)
    return (
      <span className="rounded-full bg-ember-500/15 px-2 py-0.5 text-xs font-bold text-ember-400">
        {t('originals.history.roundStatus.stuck')}
      </span>
    )
  return <>{t(`originals.history.roundStatus.${row.status}`)}</>
}

/** Stakes, payouts and GGR per game and day (in the operator's time zone), for the same filter. */
export function GameDaysTable({ days }: { days: GameHistoryPage['byGameAndDay'] }) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  const header = (column: string) => t(`originals.history.dayColumns.${column}`)
  return (
    <DataTable
      label={t('originals.history.byGameAndDay')}
      minWidthClass="min-w-[40rem]"
      rows={days}
      rowKey={(row) =>
        row.source === 'originals'
          ? `${row.day}:originals:${row.game}`
          : `${row.day}:provider:${row.provider.code}:${row.game.code}`
      }
      empty={t('originals.history.empty')}
      columns={[
        {
          id: 'day',
          header: header('day'),
          className: 'tabular-nums',
          // The day is the operator's calendar date already; noon UTC keeps it that date in any zone.
          cell: (row) => formatDate(`${row.day}T12:00:00Z`, language, 'UTC'),
        },
        { id: 'game', header: header('game'), cell: (row) => <GameName row={row} /> },
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
