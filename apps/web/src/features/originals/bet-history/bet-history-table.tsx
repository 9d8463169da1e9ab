import type { BetView } from '@khela/contracts/originals'
import { Link } from 'react-router'
import { TimeZoneLabel } from '../../../components/ui/time-zone-label.tsx'
import { formatDateTime } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { formatMoney } from '../../../lib/money.ts'
import { formatMultiplier } from '../shared/format-multiplier.ts'

const statusTones: Record<BetView['status'], string> = {
  open: 'text-gold-400',
  won: 'text-jade-400',
  lost: 'text-slate-400',
  refunded: 'text-slate-300',
}

/** One row per bet; the time is the operator's zone's, as everywhere on the site. */
export function BetHistoryTable({ bets }: { bets: BetView[] }) {
  const { t } = useTranslation()
  const language = currentLanguage()
  const cell = 'px-3 py-2.5 whitespace-nowrap'
  return (
    <div className="overflow-x-auto rounded-xl border border-night-700">
      <table className="w-full text-left text-sm">
        <thead className="bg-night-800 text-xs uppercase tracking-wide text-slate-400">
          <tr>
            <th className={cell}>{t('betHistory.columns.game')}</th>
            <th className={`${cell} text-right`}>{t('betHistory.columns.stake')}</th>
            <th className={`${cell} text-right`}>{t('betHistory.columns.multiplier')}</th>
            <th className={`${cell} text-right`}>{t('betHistory.columns.payout')}</th>
            <th className={cell}>{t('betHistory.columns.status')}</th>
            <th className={cell}>
              {t('betHistory.columns.time')}
              <TimeZoneLabel />
            </th>
            <th className={cell}>{t('betHistory.columns.check')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-night-700">
          {bets.map((bet) => {
            const game = t(`fairness.games.${bet.game}`)
            const time = formatDateTime(bet.createdAt, language)
            return (
              <tr key={bet.id} className="bg-night-850/60">
                <td className={`${cell} font-semibold text-white`}>{game}</td>
                <td className={`${cell} text-right tabular-nums`}>
                  {formatMoney(bet.stake, bet.currency, language)}
                </td>
                <td className={`${cell} text-right tabular-nums`}>
                  {bet.multiplier === null ? '—' : formatMultiplier(bet.multiplier)}
                </td>
                <td className={`${cell} text-right tabular-nums`}>
                  {formatMoney(bet.payout, bet.currency, language)}
                </td>
                <td className={`${cell} font-semibold ${statusTones[bet.status]}`}>
                  {t(`betHistory.status.${bet.status}`)}
                </td>
                <td className={`${cell} tabular-nums text-slate-300`}>
                  <time dateTime={bet.createdAt}>{time}</time>
                </td>
                <td className={cell}>
                  <Link
                    to={`/fairness?bet=${encodeURIComponent(bet.id)}`}
                    aria-label={t('betHistory.checkNamed', { game, time })}
                    className="font-semibold text-gold-400 underline-offset-2 hover:underline"
                  >
                    {t('betHistory.check')}
                  </Link>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
