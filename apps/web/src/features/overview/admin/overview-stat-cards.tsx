import type { OverviewStats } from '@khela/contracts/overview'
import { formatNumber } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { formatMoney } from '../../../lib/money.ts'

const countCards = [
  'totalUsers',
  'newUsersThisMonth',
  'bannedUsers',
  'games',
  'creditAgents',
  'creditOperators',
  'creditShops',
] as const
/** The agent network's cards: their figures need a word on what they count ("operators" are the cashiers). */
const partnerCards = new Set<string>(['creditAgents', 'creditOperators', 'creditShops'])

const cardClass = 'rounded-xl border border-night-700 bg-night-850 p-4'
const labelClass = 'text-xs font-semibold uppercase tracking-wide text-slate-400'

/** The eight stat cards: counts, then the players' cash per currency. */
export function OverviewStatCards({ stats }: { stats: OverviewStats }) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  const [main, ...others] = stats.totalMoney
  return (
    <ul aria-label={t('overview.statsLabel')} className="mb-6 grid grid-cols-2 gap-3 md:grid-cols-4">
      {countCards.map((card) => (
        <li key={card} className={cardClass} aria-labelledby={`overview-${card}`}>
          <p id={`overview-${card}`} className={labelClass}>
            {t(`stats.${card}`)}
          </p>
          <p className="mt-2 text-2xl font-black tabular-nums text-white">
            {formatNumber(stats[card], language)}
          </p>
          {partnerCards.has(card) ? (
            <p className="mt-1 text-xs text-slate-500">{t(`overview.partnerNotes.${card}`)}</p>
          ) : null}
        </li>
      ))}
      {/* A whole row on a phone: the players' cash runs to eleven digits and more, too wide for half of 360 px. */}
      <li className={`${cardClass} col-span-2 md:col-span-1`} aria-labelledby="overview-totalMoney">
        <p id="overview-totalMoney" className={labelClass}>
          {t('stats.totalMoney')}
        </p>
        {main ? (
          <p
            className="mt-2 text-xl font-black tabular-nums wrap-anywhere text-white"
            data-currency={main.currency}
          >
            {formatMoney(main.amount, main.currency, language)}
          </p>
        ) : null}
        {others.map((money) => (
          <p
            key={money.currency}
            className="mt-0.5 text-sm tabular-nums text-slate-300"
            data-currency={money.currency}
          >
            {formatMoney(money.amount, money.currency, language)}
          </p>
        ))}
        <p className="mt-1 text-xs text-slate-500">{t('overview.totalMoneyNote')}</p>
      </li>
    </ul>
  )
}
