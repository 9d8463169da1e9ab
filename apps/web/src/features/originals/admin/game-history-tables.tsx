import type { AdminBetPage, AdminBetRow } from '@khela/contracts/originals'
import { Link } from 'react-router'
import { TimeZoneLabel } from '../../../components/ui/time-zone-label.tsx'
import { formatDate, formatDateTime, formatNumber } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { formatMoney } from '../../../lib/money.ts'
import { formatMultiplier } from '../shared/format-multiplier.ts'
import { cellClass, headClass, numberCellClass, tableFrameClass } from './admin-table-styles.ts'

const betColumns = ['player', 'game', 'stake', 'multiplier', 'payout', 'status', 'time'] as const
const numberColumns = new Set<string>(['stake', 'multiplier', 'payout', 'bets', 'stakes', 'payouts', 'ggr'])

/** One row per bet, newest first; the player's name opens their profile. */
export function GameBetsTable({ bets }: { bets: AdminBetRow[] }) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  return (
    <div className={tableFrameClass}>
      <table className="w-full min-w-[52rem] text-left text-sm">
        <thead className={headClass}>
          <tr>
            {betColumns.map((column) => (
              <th
                key={column}
                scope="col"
                className={numberColumns.has(column) ? numberCellClass : cellClass}
              >
                {t(`originals.history.columns.${column}`)}
                {column === 'time' && <TimeZoneLabel />}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-night-700 text-slate-200">
          {bets.map((bet) => (
            <tr key={bet.id} className="bg-night-850 hover:bg-night-800">
              <td className={cellClass}>
                <Link
                  to={`/dashboard/userprofile/${encodeURIComponent(bet.player.id)}`}
                  className="font-medium text-white hover:text-gold-300"
                >
                  {bet.player.name}
                </Link>
                <p className="text-xs text-slate-500">{bet.player.email}</p>
              </td>
              <td className={cellClass}>{t(`originals.games.${bet.game}`)}</td>
              <td className={numberCellClass}>{formatMoney(bet.stake, bet.currency, language)}</td>
              <td className={numberCellClass}>
                {bet.multiplier === null ? '—' : formatMultiplier(bet.multiplier)}
              </td>
              <td className={numberCellClass}>{formatMoney(bet.payout, bet.currency, language)}</td>
              <td className={cellClass}>{t(`originals.status.${bet.status}`)}</td>
              <td className={`${cellClass} tabular-nums`}>{formatDateTime(bet.createdAt, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

const dayColumns = ['day', 'game', 'bets', 'stakes', 'payouts', 'ggr'] as const

/** Stakes, payouts and GGR per game and Asia/Dhaka day, for the same filter. */
export function GameDaysTable({ days }: { days: AdminBetPage['byGameAndDay'] }) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  return (
    <div className={tableFrameClass}>
      <table className="w-full min-w-[40rem] text-left text-sm">
        <thead className={headClass}>
          <tr>
            {dayColumns.map((column) => (
              <th
                key={column}
                scope="col"
                className={numberColumns.has(column) ? numberCellClass : cellClass}
              >
                {t(`originals.history.dayColumns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-night-700 text-slate-200">
          {days.map((row) => (
            <tr key={`${row.day}-${row.game}`} className="bg-night-850">
              {/* The day is a Dhaka calendar date already; noon UTC keeps it that date in any zone. */}
              <td className={`${cellClass} tabular-nums`}>
                {formatDate(`${row.day}T12:00:00Z`, language, 'UTC')}
              </td>
              <td className={cellClass}>{t(`originals.games.${row.game}`)}</td>
              <td className={numberCellClass}>{formatNumber(row.bets, language)}</td>
              <td className={numberCellClass}>{formatMoney(row.stakes, 'BDT', language)}</td>
              <td className={numberCellClass}>{formatMoney(row.payouts, 'BDT', language)}</td>
              <td className={numberCellClass}>{formatMoney(row.ggr, 'BDT', language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
