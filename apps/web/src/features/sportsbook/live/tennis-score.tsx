import type { LocalizedText } from '@khela/contracts/i18n'
import type { TennisScore } from '@khela/contracts/sportsbook-live-feed'
import { formatNumber } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { latinTextLanguage } from '../../../lib/text-language.ts'
import { tennisPointText } from './live-score-format.ts'

interface Sides {
  home: LocalizedText
  away: LocalizedText
}

const sides = ['home', 'away'] as const

/** The game in play for a side: its call ("30", "AD") or, in a tiebreak, its count. */
function pointOf(score: TennisScore, side: 'home' | 'away', t: (key: string) => string): string {
  const language = currentLanguage()
  if (score.tiebreakPoints) return formatNumber(score.tiebreakPoints[side], language)
  return score.points ? tennisPointText(score.points[side], t, language) : ''
}

/**
 * A tennis scoreboard's body: a table of the players (the server marked), the sets won, the games of each set and
 * the points of the game in play (the tiebreak's count in a tiebreak).
 */
export function TennisScoreDetails({ event, score }: { event: Sides; score: TennisScore }) {
  const { t } = useTranslation('sportsbook')
  const language = currentLanguage()
  const pointsHeading = score.tiebreakPoints ? t('liveScore.tennis.tiebreak') : t('liveScore.tennis.points')
  return (
    <table className="w-full text-sm tabular-nums">
      <thead>
        <tr className="text-xs text-slate-400">
          <th scope="col" className="text-start font-normal">
            {t('liveScore.tennis.player')}
          </th>
          <th scope="col" className="px-1 font-normal">
            {t('liveScore.tennis.sets')}
          </th>
          {score.games.map((_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a set's place is what it is
            <th key={index} scope="col" className="px-1 font-normal">
              {t('liveScore.tennis.set', { number: index + 1 })}
            </th>
          ))}
          <th scope="col" className="px-1 font-normal">
            {pointsHeading}
          </th>
        </tr>
      </thead>
      <tbody>
        {sides.map((side, sideIndex) => {
          const name = event[side][language]
          return (
            <tr key={side}>
              <th scope="row" className="text-start font-semibold text-slate-200">
                <span lang={latinTextLanguage(name)}>{name}</span>
                {score.server === side && (
                  <>
                    <span aria-hidden className="ms-1 text-jade-400">
                      ●
                    </span>
                    <span className="sr-only"> ({t('liveScore.tennis.serving')})</span>
                  </>
                )}
              </th>
              <td className="px-1 text-center font-bold text-white">
                {formatNumber(score.sets[side], language)}
              </td>
              {score.games.map((games, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a set's place is what it is
                <td key={index} className="px-1 text-center text-slate-200">
                  {formatNumber(games[sideIndex] ?? 0, language)}
                </td>
              ))}
              <td className="px-1 text-center font-bold text-gold-300">{pointOf(score, side, t)}</td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}

/** Tennis in a line for the live board: sets, the games of each set, the game in play and who serves. */
export function TennisScoreLine({ event, score }: { event: Sides; score: TennisScore }) {
  const { t } = useTranslation('sportsbook')
  const language = currentLanguage()
  const server = event[score.server][language]
  const points = { home: pointOf(score, 'home', t), away: pointOf(score, 'away', t) }
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5 text-sm">
      <span className="font-bold tabular-nums text-white">
        {t('liveScore.tennis.setsLine', { home: score.sets.home, away: score.sets.away })}
      </span>
      <span className="text-xs tabular-nums text-slate-300">
        {score.games.map(([home, away]) => t('liveScore.tennis.gamesLine', { home, away })).join(', ')}
      </span>
      <span className="text-xs tabular-nums text-gold-300">
        {score.tiebreakPoints && `${t('liveScore.tennis.tiebreak')} `}
        {t('liveScore.tennis.gamesLine', points)}
      </span>
      <span className="text-xs text-slate-400">
        <span lang={latinTextLanguage(server)}>{server}</span> ({t('liveScore.tennis.serving')})
      </span>
    </p>
  )
}
