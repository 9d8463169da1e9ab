import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { formatMoney } from '../../../lib/money.ts'
import { formatMultiplier } from '../shared/format-multiplier.ts'
import type { CrashRound } from './crash-round.ts'

/** The round's bets as they come in and cash out (other players by a masked name), won ones highlighted. */
export function CrashLiveBets({ bets }: { bets: CrashRound['bets'] }) {
  const { t } = useTranslation()
  const language = currentLanguage()
  const stakes = bets.reduce((total, bet) => total + bet.stake, 0)
  const currency = bets[0]?.currency
  return (
    <section
      aria-labelledby="crash-live-bets"
      className="rounded-2xl border border-night-700 bg-night-850 p-4"
    >
      <header className="mb-2 flex items-baseline justify-between gap-3">
        <h2 id="crash-live-bets" className="text-sm font-bold text-white">
          {t('crash.liveBets.title')}
        </h2>
        <p className="text-xs text-slate-400">
          {t('crash.liveBets.summary', {
            count: bets.length,
            total: currency ? formatMoney(stakes, currency, language) : '—',
          })}
        </p>
      </header>
      {bets.length === 0 ? (
        <p className="py-3 text-center text-sm text-slate-400">{t('crash.liveBets.empty')}</p>
      ) : (
        <table className="w-full text-left text-xs sm:text-sm">
          <thead className="text-slate-400">
            <tr>
              <th scope="col" className="py-1 font-semibold">
                {t('crash.liveBets.player')}
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                {t('crash.liveBets.stake')}
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                {t('crash.liveBets.cashedOut')}
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                {t('crash.liveBets.payout')}
              </th>
            </tr>
          </thead>
          <tbody>
            {bets.map((bet) => (
              <tr
                key={bet.betId}
                className={`border-t border-night-700 tabular-nums ${bet.status === 'won' ? 'text-emerald-300' : bet.status === 'lost' ? 'text-slate-500' : 'text-slate-200'}`}
              >
                <td className="py-1.5">{bet.player}</td>
                <td className="py-1.5 text-right">{formatMoney(bet.stake, bet.currency, language)}</td>
                <td className="py-1.5 text-right">
                  {bet.cashedOutAt !== null ? formatMultiplier(bet.cashedOutAt) : '—'}
                </td>
                <td className="py-1.5 text-right">
                  {bet.status === 'won' ? formatMoney(bet.payout, bet.currency, language) : '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
