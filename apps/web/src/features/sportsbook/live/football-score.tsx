import type { LocalizedText } from '@khela/contracts/i18n'
import type { FootballScore } from '@khela/contracts/sportsbook-live-feed'
import { formatNumber } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { latinTextLanguage } from '../../../lib/text-language.ts'

interface Sides {
  home: LocalizedText
  away: LocalizedText
}

/** The match clock as shown ("67'", "45+2'") and as said ("Minute 45 plus 2"). */
function MatchClock({ score }: { score: FootballScore }) {
  const { t } = useTranslation('sportsbook')
  const values = { minute: score.minute, added: score.addedMinute ?? 0 }
  const hasAdded = score.addedMinute !== null
  return (
    <span className="font-bold tabular-nums text-jade-400">
      <span aria-hidden>
        {t(hasAdded ? 'liveScore.football.minuteAdded' : 'liveScore.football.minute', values)}
      </span>
      <span className="sr-only">
        {t(hasAdded ? 'liveScore.football.minuteAddedSpoken' : 'liveScore.football.minuteSpoken', values)}
      </span>
    </span>
  )
}

/** A side's cards: a yellow and a red swatch with their counts, said as "1 yellow, 0 red". */
function Cards({ yellow, red }: { yellow: number; red: number }) {
  const { t } = useTranslation('sportsbook')
  const language = currentLanguage()
  return (
    <span className="inline-flex items-center gap-2 text-xs tabular-nums text-slate-300">
      <span aria-hidden className="inline-flex items-center gap-1">
        <span className="inline-block h-3 w-2 rounded-sm bg-gold-400" />
        {formatNumber(yellow, language)}
      </span>
      <span aria-hidden className="inline-flex items-center gap-1">
        <span className="inline-block h-3 w-2 rounded-sm bg-ember-500" />
        {formatNumber(red, language)}
      </span>
      <span className="sr-only">{t('liveScore.football.cardsSpoken', { yellow, red })}</span>
    </span>
  )
}

/** A football scoreboard's body: the period and minute, then each side with its goals and cards. */
export function FootballScoreDetails({ event, score }: { event: Sides; score: FootballScore }) {
  const { t } = useTranslation('sportsbook')
  const language = currentLanguage()
  return (
    <>
      <p className="flex items-baseline gap-2 text-xs font-bold tracking-wide text-slate-400 uppercase">
        <span>{t(`liveScore.football.periods.${score.period}`)}</span>
        <MatchClock score={score} />
      </p>
      <ul className="space-y-1">
        {(['home', 'away'] as const).map((side) => {
          const name = event[side][language]
          return (
            <li key={side} className="flex flex-wrap items-center justify-between gap-x-3">
              <span className="min-w-0 text-sm font-semibold text-slate-200">
                <span lang={latinTextLanguage(name)}>{name}</span>
              </span>
              <span className="flex items-center gap-3">
                <Cards yellow={score.yellowCards[side]} red={score.redCards[side]} />
                <span className="text-lg font-bold tabular-nums text-white">
                  <span className="sr-only">{t('liveScore.football.goals')} </span>
                  {formatNumber(score.goals[side], language)}
                </span>
              </span>
            </li>
          )
        })}
      </ul>
    </>
  )
}

/** Football in a line for the live board: the score between the sides, the period and minute, and red cards. */
export function FootballScoreLine({ event, score }: { event: Sides; score: FootballScore }) {
  const { t } = useTranslation('sportsbook')
  const language = currentLanguage()
  const homeName = event.home[language]
  const awayName = event.away[language]
  const goals = { home: score.goals.home, away: score.goals.away }
  const hasRedCards = score.redCards.home + score.redCards.away > 0
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5 text-sm">
      <span className="font-bold tabular-nums text-white">
        <span aria-hidden>{t('liveScore.football.scoreLine', goals)}</span>
        <span className="sr-only">
          {t('liveScore.football.scoreSpoken', { ...goals, homeName, awayName })}
        </span>
      </span>
      <span className="text-xs text-slate-400">{t(`liveScore.football.periods.${score.period}`)}</span>
      <span className="text-xs">
        <MatchClock score={score} />
      </span>
      {hasRedCards && (
        <span className="text-xs text-slate-300">
          {t('liveScore.football.redCards')}{' '}
          {t('liveScore.football.scoreLine', { home: score.redCards.home, away: score.redCards.away })}
        </span>
      )}
    </p>
  )
}
