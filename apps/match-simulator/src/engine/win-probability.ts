/**
 * The simulator's win-probability model (docs/live-feed.md). A side with `balls` and `wickets` left can expect
 * `expectedRuns` more, a par rate of 8.6 an over cut by how thinly its wickets must stretch; the uncertainty is
 * 1.5 runs a ball. The chance of reaching a total is a logistic of the shortfall over that spread.
 */

const parRatePerOver = 8.6
const wicketStretch = 5
const spreadPerBall = 1.5
/** The logistic's slope that makes it close to the normal distribution's CDF. */
const logisticSlope = 1.7
export const inningsBalls = 120

const logistic = (x: number) => 1 / (1 + Math.exp(-x))

export function expectedRuns(balls: number, wickets: number): number {
  if (balls <= 0 || wickets <= 0) return 0
  const wicketFactor = 1 - Math.exp((-wicketStretch * wickets) / (balls / 6))
  return (parRatePerOver / 6) * balls * wicketFactor
}

const spreadOf = (balls: number) => spreadPerBall * Math.sqrt(balls)

/**
 * P(the batting side scores at least `runsNeeded` more). `extraSpread` widens the spread when the total to reach
 * is itself uncertain (a first-innings projection).
 */
export function reachProbability(
  runsNeeded: number,
  balls: number,
  wickets: number,
  extraSpread = 0,
): number {
  if (runsNeeded <= 0) return 1
  if ((balls <= 0 || wickets <= 0) && extraSpread === 0) return 0
  const spread = Math.sqrt(spreadOf(balls) ** 2 + extraSpread ** 2)
  return logistic((logisticSlope * (expectedRuns(balls, wickets) - runsNeeded + 0.5)) / spread)
}

export type InningsSituation = { runs: number; legalBalls: number; wickets: number; target: number | null }

/** P(the side batting second wins), from the innings in progress: a chase, or a first innings' projection. */
export function chaseWinProbability(innings: InningsSituation): number {
  const ballsLeft = inningsBalls - innings.legalBalls
  const wicketsLeft = 10 - innings.wickets
  if (innings.target !== null) return reachProbability(innings.target - innings.runs, ballsLeft, wicketsLeft)
  const projectedTotal = innings.runs + expectedRuns(ballsLeft, wicketsLeft)
  return reachProbability(projectedTotal + 1, inningsBalls, 10, spreadOf(ballsLeft))
}
