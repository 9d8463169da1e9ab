import type { LiveScoreboard } from '@khela/contracts/sportsbook-live'
import { Lock, WifiOff } from 'lucide-react'
import { useTranslation } from '../../../lib/i18n.ts'

/**
 * Why betting is paused, if it is: a ball in progress (in another sport, the feed holding it), or the live data
 * gone quiet. A polite status, the only thing on the page said aloud as it changes (the balls themselves are not);
 * empty while betting is open.
 */
export function LiveStatusBanner({ live }: { live: LiveScoreboard }) {
  const { t } = useTranslation('sportsbook')
  const isSilent = live.silentSince !== null
  const isStopped = !isSilent && live.bettingStopped
  // "A ball in progress" is cricket's reason; other sports' feeds stop betting around a goal or a point.
  const isCricket = !live.score || live.score.sport === 'cricket'
  return (
    <div role="status">
      {isSilent && (
        <p className="flex items-center gap-2 rounded-xl border border-ember-500/50 bg-ember-500/10 px-3 py-2 text-sm font-semibold text-ember-400">
          <WifiOff aria-hidden size={16} className="shrink-0" />
          {t('liveScore.interrupted')}
        </p>
      )}
      {isStopped && (
        <p className="flex items-center gap-2 rounded-xl border border-gold-500/40 bg-gold-500/10 px-3 py-2 text-sm font-semibold text-gold-300">
          <Lock aria-hidden size={16} className="shrink-0" />
          {t(isCricket ? 'liveScore.ballInProgress' : 'liveScore.bettingPaused')}
        </p>
      )}
    </div>
  )
}
