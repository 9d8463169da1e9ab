import type { LocalizedText } from '@khela/contracts/i18n'
import type { LiveScoreboard } from '@khela/contracts/sportsbook-live'
import { Lock, WifiOff } from 'lucide-react'
import { formatNumber } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { latinTextLanguage } from '../../../lib/text-language.ts'
import { BallChips } from './ball-chips.tsx'
import { FootballScoreLine } from './football-score.tsx'
import { oversText, rateText } from './live-score-format.ts'
import { TennisScoreLine } from './tennis-score.tsx'

/**
 * An event's score in a line, for the live board: in cricket the batting side's runs and wickets and overs, the
 * target and required rate in a chase, the last balls; in football the goals, period, minute and red cards; in
 * tennis the sets, games per set, points and server; and why betting is paused if it is (shown, not announced: on a board
 * of many events that would be noise).
 */
export function LiveScoreSummary({
  event,
  live,
  sport = 'cricket',
}: {
  event: { home: LocalizedText; away: LocalizedText }
  live: LiveScoreboard
  /** The event's sport slug: what it waits for before the first score ("the first ball" is cricket's). */
  sport?: string
}) {
  const { t } = useTranslation('sportsbook')
  const language = currentLanguage()
  const score = live.score?.sport === 'cricket' ? live.score : null
  const batting = score && event[score.batting][language]
  return (
    <div className="space-y-1.5">
      {live.score?.sport === 'soccer' && <FootballScoreLine event={event} score={live.score} />}
      {live.score?.sport === 'tennis' && <TennisScoreLine event={event} score={live.score} />}
      {!live.score && (
        <p className="text-xs text-slate-400">
          {t(sport === 'cricket' ? 'liveScore.awaitingScore' : 'liveScore.awaitingPlay')}
        </p>
      )}
      {score && batting && (
        <p className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5 text-sm">
          <span lang={latinTextLanguage(batting)} className="text-slate-300">
            {batting}
          </span>
          <span className="font-bold tabular-nums text-white">
            <span aria-hidden>{t('liveScore.score', { runs: score.runs, wickets: score.wickets })}</span>
            <span className="sr-only">
              {t('liveScore.scoreSpoken', { runs: score.runs, wickets: score.wickets })}
            </span>
          </span>
          <span className="text-xs text-slate-400">
            {t('liveScore.oversShort', { overs: oversText(score.overs, language) })}
          </span>
          {score.target !== null && (
            <span className="text-xs text-slate-300">
              {t('liveScore.target')} {formatNumber(score.target, language)}
            </span>
          )}
          {score.requiredRate !== null && (
            <span className="text-xs text-slate-300">
              {t('liveScore.requiredRate')} {rateText(score.requiredRate, language)}
            </span>
          )}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        {score && <BallChips balls={score.lastBalls} />}
        <PausedMark live={live} />
      </div>
    </div>
  )
}

function PausedMark({ live }: { live: LiveScoreboard }) {
  const { t } = useTranslation('sportsbook')
  if (live.silentSince !== null)
    return (
      <span className="inline-flex items-center gap-1 rounded bg-ember-500/15 px-1.5 py-0.5 text-xs font-semibold text-ember-400">
        <WifiOff aria-hidden size={12} />
        {t('liveScore.interrupted')}
      </span>
    )
  if (!live.bettingStopped) return null
  const isCricket = !live.score || live.score.sport === 'cricket'
  return (
    <span className="inline-flex items-center gap-1 rounded bg-night-600 px-1.5 py-0.5 text-xs font-semibold text-slate-200">
      <Lock aria-hidden size={12} />
      {t(isCricket ? 'liveScore.ballInProgressShort' : 'liveScore.bettingPausedShort')}
    </span>
  )
}
