import { correctScores, type MarketContext, type Player } from '../modules/sportsbook/market-templates.ts'
import type { DemoCompetition } from './demo-sportsbook.ts'

/** One market the demo offers: its template, what the template names it from, and each selection's chance. */
export type DemoMarket = {
  template: string
  /** Tells apart two markets of one template in a match (`home`, a player's key); empty when there is one. */
  key: string
  context: MarketContext
  probabilities: number[]
  /**
   * The selections overlap (double chance: each result is in two of them), so each is priced against its own
   * complement instead of as one book.
   */
  isOverlapping?: boolean
}

export type DemoMatch = {
  competition: DemoCompetition
  context: Pick<MarketContext, 'home' | 'away'>
  /** The home side's chance of winning a two-way match. */
  homeChance: number
  homePlayers: readonly Player[]
  awayPlayers: readonly Player[]
  random: () => number
}

// A toy model, enough for prices that hang together: one strength figure per match drives every market.

/** The standard normal distribution function (Abramowitz and Stegun 26.2.17, error below 1e-7). */
function normalCdf(x: number): number {
  const t = 1 / (1 + 0.2316419 * Math.abs(x))
  const density = Math.exp((-x * x) / 2) / Math.sqrt(2 * Math.PI)
  const tail =
    density * t * (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))))
  return x >= 0 ? 1 - tail : tail
}

/** The chance of winning one set (or map) that makes a best-of-three match's chance `match`. */
function bestOfThreeUnit(match: number): number {
  let low = 0
  let high = 1
  for (let step = 0; step < 50; step += 1) {
    const middle = (low + high) / 2
    if (middle * middle * (3 - 2 * middle) < match) low = middle
    else high = middle
  }
  return (low + high) / 2
}

/** Half-point lines only, so no bet is ever a push: 165.2 → 165.5. */
const halfLine = (value: number) => Math.floor(value) * 1000 + 500

const overUnder = (overChance: number) => [overChance, 1 - overChance]

function poisson(mean: number, goals: number): number {
  let probability = Math.exp(-mean)
  for (let k = 1; k <= goals; k += 1) probability *= mean / k
  return probability
}

function cricketMarkets({ competition, context, homeChance, homePlayers, awayPlayers, random }: DemoMatch) {
  const isOdi = competition.format === 'odi'
  // Each place in the batting order's chance of top-scoring: openers most, the tail hardly ever (sums to 1).
  const battingWeights = [0.2, 0.18, 0.15, 0.13, 0.11, 0.08, 0.06, 0.04, 0.025, 0.015, 0.01]
  const teamTotal = (side: 'home' | 'away'): DemoMarket => {
    const edge = (side === 'home' ? homeChance : 1 - homeChance) - 0.5
    const expected = (isOdi ? 272 : 163) + edge * (isOdi ? 60 : 30) + random() * 6
    return {
      template: 'team_total_runs',
      key: side,
      context: { ...context, side, line: halfLine(expected) },
      probabilities: overUnder(0.46 + random() * 0.08),
    }
  }
  const topBatter = (side: 'home' | 'away', players: readonly Player[]): DemoMarket => ({
    template: 'top_batter',
    key: side,
    context: { ...context, side, players },
    probabilities: battingWeights.slice(0, players.length),
  })
  // The opener and the number three of each side: the batters a player runs market is most asked for.
  const playerRuns = (side: 'home' | 'away', player: Player | undefined, key: string): DemoMarket[] =>
    player
      ? [
          {
            template: 'player_runs',
            // By side and place: both teams may field a batter of the same name.
            key,
            context: { ...context, side, players: [player], line: isOdi ? 34_500 : 24_500 },
            probabilities: overUnder(0.45 + random() * 0.08),
          },
        ]
      : []
  const sixesTie = 0.07
  const markets: DemoMarket[] = [
    { template: 'match_winner', key: '', context, probabilities: [homeChance, 1 - homeChance] },
    { template: 'toss', key: '', context, probabilities: [0.5, 0.5] },
    topBatter('home', homePlayers),
    topBatter('away', awayPlayers),
    teamTotal('home'),
    teamTotal('away'),
    {
      template: 'most_sixes',
      key: '',
      context,
      probabilities: [homeChance * (1 - sixesTie), sixesTie, (1 - homeChance) * (1 - sixesTie)],
    },
    ...playerRuns('home', homePlayers[0], 'home'),
    ...playerRuns('home', homePlayers[2], 'home:3'),
    ...playerRuns('away', awayPlayers[0], 'away'),
    ...playerRuns('away', awayPlayers[2], 'away:3'),
    {
      template: 'first_dismissal_method',
      key: '',
      context,
      probabilities: [0.58, 0.17, 0.13, 0.06, 0.03, 0.03],
    },
  ]
  if (isOdi) {
    // A three-match series: two wins take it; one washed-out match in twenty leaves it drawn.
    const drawn = 0.05
    const seriesWin = homeChance * homeChance * (3 - 2 * homeChance)
    markets.push({
      template: 'series_winner',
      key: '',
      context,
      probabilities: [seriesWin * (1 - drawn), drawn, (1 - seriesWin) * (1 - drawn)],
    })
  }
  return markets
}

function soccerMarkets({ context, homeChance, random }: DemoMatch): DemoMarket[] {
  const strength = Math.log(homeChance / (1 - homeChance))
  const homeGoals = 1.35 * Math.exp(strength / 2) + random() * 0.2
  const awayGoals = 1.1 * Math.exp(-strength / 2) + random() * 0.2
  const maxGoals = 10
  const score = (home: number, away: number) => poisson(homeGoals, home) * poisson(awayGoals, away)
  let homeWin = 0
  let draw = 0
  let under = 0
  let bothScore = 0
  for (let home = 0; home <= maxGoals; home += 1)
    for (let away = 0; away <= maxGoals; away += 1) {
      const chance = score(home, away)
      if (home > away) homeWin += chance
      if (home === away) draw += chance
      if (home + away < 3) under += chance
      if (home > 0 && away > 0) bothScore += chance
    }
  const awayWin = 1 - homeWin - draw
  const difference = homeGoals - awayGoals
  const handicap = difference > 1 ? -1500 : difference > 0.15 ? -500 : difference > -0.6 ? 500 : 1500
  let homeCovers = 0
  for (let home = 0; home <= maxGoals; home += 1)
    for (let away = 0; away <= maxGoals; away += 1)
      if ((home - away) * 1000 + handicap > 0) homeCovers += score(home, away)
  const scores = correctScores.map((shown) => {
    const [home, away] = shown.split('-').map(Number)
    return score(home ?? 0, away ?? 0)
  })
  const scoresTotal = scores.reduce((sum, chance) => sum + chance, 0)
  return [
    { template: 'match_result', key: '', context, probabilities: [homeWin, draw, awayWin] },
    {
      template: 'double_chance',
      key: '',
      context,
      probabilities: [homeWin + draw, homeWin + awayWin, draw + awayWin],
      isOverlapping: true,
    },
    {
      template: 'total_goals',
      key: '',
      context: { ...context, line: 2500 },
      probabilities: [1 - under, under],
    },
    {
      template: 'handicap',
      key: '',
      context: { ...context, line: handicap },
      probabilities: [homeCovers, 1 - homeCovers],
    },
    { template: 'both_teams_to_score', key: '', context, probabilities: [bothScore, 1 - bothScore] },
    { template: 'correct_score', key: '', context, probabilities: [...scores, 1 - scoresTotal] },
  ]
}

function tennisMarkets({ context, homeChance, random }: DemoMatch): DemoMarket[] {
  const set = bestOfThreeUnit(homeChance)
  const closeness = 1 - Math.abs(2 * homeChance - 1)
  return [
    { template: 'match_winner', key: '', context, probabilities: [homeChance, 1 - homeChance] },
    {
      template: 'set_betting',
      key: '',
      context,
      probabilities: [set * set, 2 * set * set * (1 - set), 2 * set * (1 - set) ** 2, (1 - set) ** 2],
    },
    {
      template: 'total_games',
      key: '',
      context: { ...context, line: 22_500 },
      probabilities: overUnder(0.3 + 0.35 * closeness + random() * 0.05),
    },
  ]
}

function kabaddiMarkets({ context, homeChance, random }: DemoMatch): DemoMarket[] {
  const tie = 0.05
  const margin = (homeChance - 0.5) * 24
  const spread = 9
  const handicap = margin >= 0 ? -halfLine(Math.abs(margin)) : halfLine(Math.abs(margin))
  const homeCovers = 1 - normalCdf(-(margin + handicap / 1000) / spread)
  const expectedTotal = 66 + random() * 8
  const totalLine = halfLine(expectedTotal)
  return [
    {
      template: 'match_result',
      key: '',
      context,
      probabilities: [homeChance * (1 - tie), tie, (1 - homeChance) * (1 - tie)],
    },
    {
      template: 'handicap',
      key: '',
      context: { ...context, line: handicap },
      probabilities: [homeCovers, 1 - homeCovers],
    },
    {
      template: 'total_points',
      key: '',
      context: { ...context, line: totalLine },
      probabilities: overUnder(1 - normalCdf((totalLine / 1000 - expectedTotal) / 10)),
    },
  ]
}

function esportsMarkets({ context, homeChance }: DemoMatch): DemoMarket[] {
  const map = bestOfThreeUnit(homeChance)
  const handicap = homeChance >= 0.5 ? -1500 : 1500
  const homeCovers = handicap < 0 ? map * map : 1 - (1 - map) ** 2
  return [
    { template: 'match_winner', key: '', context, probabilities: [homeChance, 1 - homeChance] },
    {
      template: 'map_handicap',
      key: '',
      context: { ...context, line: handicap },
      probabilities: [homeCovers, 1 - homeCovers],
    },
    {
      template: 'total_maps',
      key: '',
      context: { ...context, line: 2500 },
      probabilities: overUnder(2 * map * (1 - map)),
    },
  ]
}

const marketsBySport = {
  cricket: cricketMarkets,
  soccer: soccerMarkets,
  tennis: tennisMarkets,
  kabaddi: kabaddiMarkets,
  esports: esportsMarkets,
}

/** The demo's markets for one match, in the sport's template order, with each selection's true chance. */
export function demoMarketsFor(match: DemoMatch): DemoMarket[] {
  return marketsBySport[match.competition.sport](match)
}
