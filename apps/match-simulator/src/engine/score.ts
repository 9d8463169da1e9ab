import { type CricketScore, oversOf } from '@khela/contracts/sportsbook-live-feed'
import type { Teams } from './demo-squads.ts'
import { type Innings, otherSide, oversLimit } from './innings.ts'

/** Runs an over in hundredths, as the live feed sends rates. */
const ratePerOver = (runs: number, balls: number) => (balls === 0 ? 0 : Math.round((runs * 600) / balls))

/** The live feed's cricket score of an innings as it stands. */
export function scoreOf(innings: Innings, teams: Teams): CricketScore {
  const batting = teams[innings.batting].players
  const bowling = teams[otherSide(innings.batting)].players
  const batter = (index: number | null) => {
    const player = index === null ? undefined : batting[index]
    const figures = index === null ? undefined : innings.batters[index]
    return player && figures ? { key: player.key, runs: figures.runs, balls: figures.balls } : null
  }
  const bowlerFigures = innings.bowlers[innings.bowler]
  const bowler = bowling[innings.bowler]
  const ballsLeft = oversLimit * 6 - innings.legalBalls
  const isChasing = innings.target !== null && innings.runs < innings.target && ballsLeft > 0
  return {
    sport: 'cricket',
    innings: innings.number,
    batting: innings.batting,
    runs: innings.runs,
    wickets: innings.wickets,
    legalBalls: innings.legalBalls,
    overs: oversOf(innings.legalBalls),
    oversLimit,
    striker: batter(innings.striker),
    nonStriker: batter(innings.nonStriker),
    bowler:
      bowler && bowlerFigures
        ? {
            key: bowler.key,
            overs: oversOf(bowlerFigures.legalBalls),
            runs: bowlerFigures.runs,
            wickets: bowlerFigures.wickets,
          }
        : null,
    runRate: ratePerOver(innings.runs, innings.legalBalls),
    target: innings.target,
    requiredRate:
      isChasing && innings.target !== null ? ratePerOver(innings.target - innings.runs, ballsLeft) : null,
    lastBalls: innings.lastBalls,
  }
}
