import type { SportBetView } from '@khela/contracts/sportsbook-placement'
import { inLanguageDigits } from '../../lib/digits.ts'
import { currentLanguage, useTranslation } from '../../lib/i18n.ts'
import { useSecondsLeft } from './use-pending-bets.ts'

/** A pending bet's countdown to its decision, or why a refused one was refused. */
export function BetDecision({ bet }: { bet: SportBetView }) {
  const { t } = useTranslation('sportsbook')
  const language = currentLanguage()
  const secondsLeft = useSecondsLeft(bet)
  if (bet.status === 'pending')
    return (
      <p data-testid="bet-pending" className="text-sm text-gold-300">
        {secondsLeft > 0
          ? t('myBets.pendingFor', { seconds: inLanguageDigits(String(secondsLeft), language) })
          : t('myBets.deciding')}
      </p>
    )
  if (bet.status === 'refused' && bet.refusal)
    return (
      <p data-testid="bet-refusal" className="text-sm text-red-300">
        {t(`myBets.refusals.${bet.refusal}`)} {t('myBets.stakeReturned')}
      </p>
    )
  return null
}
