import type { BetView, OriginalGame } from '@khela/contracts/originals'
import { TimeZoneLabel } from '../../../components/ui/time-zone-label.tsx'
import { errorMessage } from '../../../lib/error-message.ts'
import { formatDateTime } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { formatMoney } from '../../../lib/money.ts'
import { useDemoWallet } from './demo-wallet.ts'
import { formatMultiplier } from './format-multiplier.ts'
import { useRecentBets } from './originals-api.ts'
import type { GameMode } from './use-game-mode.ts'

const shownBets = 10

/** The player's latest bets of this game: from the server, or in demo the browser's play-money bets. */
export function RecentBets({ game, mode }: { game: OriginalGame; mode: GameMode }) {
  const { t } = useTranslation()
  const demo = useDemoWallet()
  const real = useRecentBets(game, mode === 'real')
  const bets =
    mode === 'demo' ? demo.bets.filter((bet) => bet.game === game && bet.status !== 'open') : real.data
  return (
    <section
      aria-labelledby="recent-bets-heading"
      className="rounded-2xl border border-night-700 bg-night-850 p-4"
    >
      <h2 id="recent-bets-heading" className="mb-3 text-sm font-bold uppercase tracking-wide text-slate-300">
        {t('originals.recent.title')}
      </h2>
      {mode === 'real' && real.isError && <p role="alert">{errorMessage(real.error)}</p>}
      {bets && bets.length === 0 && <p className="text-sm text-slate-400">{t('originals.recent.empty')}</p>}
      {bets && bets.length > 0 && (
        <ul aria-label={t('originals.recent.title')} className="divide-y divide-night-700">
          {bets.slice(0, shownBets).map((bet) => (
            <RecentBet key={bet.id} bet={bet} />
          ))}
        </ul>
      )}
    </section>
  )
}

function RecentBet({ bet }: { bet: BetView }) {
  const { t } = useTranslation()
  const language = currentLanguage()
  const money = (amount: number) => formatMoney(amount, bet.currency, language)
  const isWon = bet.status === 'won'
  return (
    <li className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 py-2 text-sm">
      <span className="tabular-nums text-slate-200">
        {t('originals.recent.stake', { stake: money(bet.stake) })}
      </span>
      <span className={`text-right font-bold tabular-nums ${isWon ? 'text-jade-400' : 'text-slate-400'}`}>
        {bet.status === 'open'
          ? t('originals.recent.open')
          : bet.status === 'refunded'
            ? t('originals.recent.refunded')
            : isWon
              ? `+${money(bet.payout)}`
              : t('originals.recent.lost')}
      </span>
      <span className="text-xs text-slate-500">
        <time dateTime={bet.createdAt}>{formatDateTime(bet.createdAt, language)}</time>
        <TimeZoneLabel />
      </span>
      <span className="text-right text-xs tabular-nums text-slate-400">
        {bet.multiplier !== null && bet.multiplier > 0 ? formatMultiplier(bet.multiplier) : ''}
      </span>
    </li>
  )
}
