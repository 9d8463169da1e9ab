import { formatOdds } from '@khela/contracts/sportsbook-odds'
import type { SportBetView } from '@khela/contracts/sportsbook-placement'
import { X } from 'lucide-react'
import { useEffect, useState } from 'react'
import { inLanguageDigits } from '../../../lib/digits.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { formatMoney } from '../../../lib/money.ts'
import { latinTextLanguage } from '../../../lib/text-language.ts'
import { BetDecision } from '../bet-decision.tsx'
import { useOddsFormat } from '../odds-format.ts'
import { useSportBetsPage } from '../use-pending-bets.ts'

/**
 * The slip's in-play bets waiting their delay, each with its countdown, and then what became of each one this page
 * saw waiting: accepted (at the odds taken) or refused with the reason, until the player dismisses it. The bets
 * come from the server, so a reload shows the same pending ones. Decisions are announced politely.
 */
export function SlipPendingBets() {
  const { t } = useTranslation('sportsbook')
  const query = useSportBetsPage()
  const bets = query.data?.items ?? []
  const [watched, setWatched] = useState<readonly string[]>([])
  const pendingIds = bets.filter((bet) => bet.status === 'pending').map((bet) => bet.id)
  const pendingKey = pendingIds.join(',')
  useEffect(() => {
    if (pendingKey === '') return
    setWatched((ids) => [...new Set([...ids, ...pendingKey.split(',')])])
  }, [pendingKey])
  const shown = bets.filter((bet) => bet.status === 'pending' || watched.includes(bet.id))
  const decided = shown.filter((bet) => bet.status !== 'pending')
  const latest = decided.at(0)
  return (
    <>
      {/* Mounted throughout, so a decision that arrives is read out; the countdowns are not. */}
      <p className="sr-only" aria-live="polite">
        {latest
          ? t(latest.status === 'refused' ? 'slip.pending.refusedNotice' : 'slip.pending.acceptedNotice')
          : ''}
      </p>
      {shown.length > 0 && (
        <section aria-label={t('slip.pending.title')} className="space-y-2">
          {shown.map((bet) => (
            <PendingBet
              key={bet.id}
              bet={bet}
              onDismiss={() => setWatched((ids) => ids.filter((id) => id !== bet.id))}
            />
          ))}
        </section>
      )}
    </>
  )
}

function PendingBet({ bet, onDismiss }: { bet: SportBetView; onDismiss: () => void }) {
  const { t } = useTranslation('sportsbook')
  const language = currentLanguage()
  const format = useOddsFormat()
  const names = bet.legs.map((leg) => leg.selectionName[language]).join(', ')
  const isDecided = bet.status !== 'pending'
  return (
    <article
      data-testid="slip-pending-bet"
      data-status={bet.status}
      className="space-y-1 rounded-lg border border-night-600 bg-night-800 p-3 text-sm"
    >
      <div className="flex items-start justify-between gap-2">
        <p className="min-w-0 font-semibold text-white">
          <span lang={latinTextLanguage(names)}>{names}</span>
        </p>
        {isDecided && (
          <button
            type="button"
            onClick={onDismiss}
            aria-label={t('slip.pending.dismiss', { name: names })}
            className="rounded p-1 text-slate-400 hover:text-white"
          >
            <X aria-hidden className="size-4" />
          </button>
        )}
      </div>
      <p className="text-xs text-slate-300">
        {t('slip.pending.stake', { stake: formatMoney(bet.stake, bet.currency, language) })}
      </p>
      {bet.status === 'pending' || bet.status === 'refused' ? (
        <BetDecision bet={bet} />
      ) : (
        <p data-testid="bet-accepted" className="text-sm text-emerald-300">
          {t('slip.pending.accepted', {
            odds: bet.legs
              .map((leg) => inLanguageDigits(formatOdds(leg.price, format), language))
              .join(' × '),
          })}
        </p>
      )}
    </article>
  )
}
