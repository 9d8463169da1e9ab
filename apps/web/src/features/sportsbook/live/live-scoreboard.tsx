import type { LocalizedText } from '@khela/contracts/i18n'
import type { LiveEventDetail, LiveScoreboard as LiveScoreboardState } from '@khela/contracts/sportsbook-live'
import type { CricketScore } from '@khela/contracts/sportsbook-live-feed'
import type { ReactNode } from 'react'
import { formatNumber } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { latinTextLanguage } from '../../../lib/text-language.ts'
import { BallChips } from './ball-chips.tsx'
import { FootballScoreDetails } from './football-score.tsx'
import { chaseNeed, oversText, playerNameFromKey, rateText } from './live-score-format.ts'
import { TennisScoreDetails } from './tennis-score.tsx'

interface Sides {
  home: LocalizedText
  away: LocalizedText
}

type Squads = LiveEventDetail['squads']

/**
 * An event's scoreboard, a region named by its teams, by sport. Cricket: each side's innings as far as known, the
 * chase, the rates, the batters (the striker starred) and the bowler, and the last balls. Football: the period and
 * minute, goals and cards per side. Tennis: sets, games per set, points and the server. Nothing in it is announced
 * as it changes.
 */
export function LiveScoreboard({
  event,
  live,
  squads,
  sport = 'cricket',
}: {
  event: Sides
  live: LiveScoreboardState
  squads: Squads
  /** The event's sport slug: what it waits for before the first score ("the first ball" is cricket's). */
  sport?: string
}) {
  const { t } = useTranslation('sportsbook')
  const language = currentLanguage()
  const home = event.home[language]
  const away = event.away[language]
  return (
    <section
      aria-label={t('liveScore.region', { home, away })}
      className="space-y-3 rounded-xl border border-night-700 bg-night-850 p-3"
    >
      {live.score?.sport === 'cricket' && <ScoreDetails event={event} score={live.score} squads={squads} />}
      {live.score?.sport === 'soccer' && <FootballScoreDetails event={event} score={live.score} />}
      {live.score?.sport === 'tennis' && <TennisScoreDetails event={event} score={live.score} />}
      {!live.score && (
        <p className="text-sm text-slate-400">
          {t(sport === 'cricket' ? 'liveScore.awaitingScore' : 'liveScore.awaitingPlay')}
        </p>
      )}
    </section>
  )
}

function ScoreDetails({ event, score, squads }: { event: Sides; score: CricketScore; squads: Squads }) {
  const { t } = useTranslation('sportsbook')
  const language = currentLanguage()
  const fielding = score.batting === 'home' ? 'away' : 'home'
  const overs = oversText(score.overs, language)
  const need = chaseNeed(score)
  return (
    <>
      <p className="text-xs font-bold tracking-wide text-slate-400 uppercase">
        {t('liveScore.innings', { number: score.innings })}
      </p>
      <ul className="space-y-1">
        <TeamLine name={event[score.batting][language]} note={t('liveScore.batting')}>
          <span className="text-lg font-bold text-white">
            <span aria-hidden>{t('liveScore.score', { runs: score.runs, wickets: score.wickets })}</span>
            <span className="sr-only">
              {t('liveScore.scoreSpoken', { runs: score.runs, wickets: score.wickets })}
            </span>
          </span>{' '}
          <span className="text-xs text-slate-400">
            {t('liveScore.overs', { overs, limit: score.oversLimit })}
          </span>
        </TeamLine>
        <TeamLine name={event[fielding][language]}>
          <span className="text-sm text-slate-300">
            {score.target === null
              ? t('liveScore.yetToBat')
              : t('liveScore.firstInnings', { runs: score.target - 1 })}
          </span>
        </TeamLine>
      </ul>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        <Figure term={t('liveScore.runRate')} value={rateText(score.runRate, language)} />
        {score.target !== null && (
          <Figure term={t('liveScore.target')} value={formatNumber(score.target, language)} />
        )}
        {score.requiredRate !== null && (
          <Figure term={t('liveScore.requiredRate')} value={rateText(score.requiredRate, language)} />
        )}
      </dl>
      {need && (
        <p className="text-sm font-semibold text-gold-300">
          {t('liveScore.need', { runs: need.runs, balls: need.balls })}
        </p>
      )}
      <Players score={score} squads={squads} />
      <BallChips balls={score.lastBalls} />
    </>
  )
}

function TeamLine({ name, note, children }: { name: string; note?: string; children: ReactNode }) {
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-3">
      <span className="min-w-0 text-sm font-semibold text-slate-200">
        <span lang={latinTextLanguage(name)}>{name}</span>
        {note && <span className="ms-2 text-xs font-normal text-jade-400">{note}</span>}
      </span>
      <span>{children}</span>
    </li>
  )
}

function Figure({ term, value }: { term: string; value: string }) {
  return (
    <div className="rounded-lg bg-night-800 px-2 py-1.5">
      <dt className="text-xs text-slate-400">{term}</dt>
      <dd className="font-bold tabular-nums text-white">{value}</dd>
    </div>
  )
}

/** A player's name in the reader's language from the side's squad; the key written as a name if it is not there. */
function PlayerName({ squad, playerKey }: { squad: Squads['home']; playerKey: string }) {
  const player = squad.find((found) => found.key === playerKey)
  const name = player ? player.name[currentLanguage()] : playerNameFromKey(playerKey)
  return <span lang={latinTextLanguage(name)}>{name}</span>
}

function Players({ score, squads }: { score: CricketScore; squads: Squads }) {
  const { t } = useTranslation('sportsbook')
  const battingSquad = squads[score.batting]
  const fieldingSquad = squads[score.batting === 'home' ? 'away' : 'home']
  const batters = [
    { batter: score.striker, isOnStrike: true },
    { batter: score.nonStriker, isOnStrike: false },
  ]
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
      <div className="space-y-1">
        <dt className="text-xs text-slate-400">{t('liveScore.batter')}</dt>
        {batters.map(
          ({ batter, isOnStrike }) =>
            batter && (
              <dd key={batter.key} className="flex justify-between gap-2">
                <span className="min-w-0 truncate text-slate-200">
                  <PlayerName squad={battingSquad} playerKey={batter.key} />
                  {isOnStrike && (
                    <>
                      <span aria-hidden className="text-gold-300">
                        *
                      </span>
                      <span className="sr-only"> ({t('liveScore.onStrike')})</span>
                    </>
                  )}
                </span>
                <span className="shrink-0 tabular-nums">
                  <span aria-hidden>
                    {t('liveScore.batterFigures', { runs: batter.runs, balls: batter.balls })}
                  </span>
                  <span className="sr-only">
                    {t('liveScore.batterSpoken', { runs: batter.runs, balls: batter.balls })}
                  </span>
                </span>
              </dd>
            ),
        )}
      </div>
      {score.bowler && (
        <div className="space-y-1">
          <dt className="text-xs text-slate-400">{t('liveScore.bowler')}</dt>
          <dd className="flex justify-between gap-2">
            <span className="min-w-0 truncate text-slate-200">
              <PlayerName squad={fieldingSquad} playerKey={score.bowler.key} />
            </span>
            <BowlerFigures bowler={score.bowler} />
          </dd>
        </div>
      )}
    </dl>
  )
}

function BowlerFigures({ bowler }: { bowler: NonNullable<CricketScore['bowler']> }) {
  const { t } = useTranslation('sportsbook')
  const figures = {
    wickets: bowler.wickets,
    runs: bowler.runs,
    overs: oversText(bowler.overs, currentLanguage()),
  }
  return (
    <span className="shrink-0 tabular-nums">
      <span aria-hidden>{t('liveScore.bowlerFigures', figures)}</span>
      <span className="sr-only">{t('liveScore.bowlerSpoken', figures)}</span>
    </span>
  )
}
