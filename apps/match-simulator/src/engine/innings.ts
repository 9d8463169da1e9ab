import { type Delivery, runsOf } from './ball-model.ts'
import type { Rng } from './seeded-rng.ts'

export type Side = 'home' | 'away'
export const otherSide = (side: Side): Side => (side === 'home' ? 'away' : 'home')

export const oversLimit = 20
const ballsLimit = oversLimit * 6
const maxBallsPerBowler = 4 * 6
/** The last six of the eleven bowl: 24 overs' worth for 20, so the rotation never runs out. */
const firstBowler = 5

export type BatterFigures = { runs: number; balls: number }
export type BowlerFigures = { legalBalls: number; runs: number; wickets: number }

/** One innings as it stands; players are indices into their side's batting order. */
export type Innings = {
  number: 1 | 2
  batting: Side
  runs: number
  wickets: number
  legalBalls: number
  /** Every delivery, extras included: a next-ball market's number. */
  deliveries: number
  target: number | null
  batters: BatterFigures[]
  bowlers: BowlerFigures[]
  striker: number | null
  nonStriker: number | null
  nextBatter: number
  bowler: number
  previousBowler: number | null
  overRuns: number
  lastBalls: string[]
}

const figures = <T>(make: () => T) => Array.from({ length: 11 }, make)

export function startInnings(number: 1 | 2, batting: Side, target: number | null, rng: Rng): Innings {
  const innings: Innings = {
    number,
    batting,
    runs: 0,
    wickets: 0,
    legalBalls: 0,
    deliveries: 0,
    target,
    batters: figures(() => ({ runs: 0, balls: 0 })),
    bowlers: figures(() => ({ legalBalls: 0, runs: 0, wickets: 0 })),
    striker: 0,
    nonStriker: 1,
    nextBatter: 2,
    bowler: firstBowler,
    previousBowler: null,
    overRuns: 0,
    lastBalls: [],
  }
  return { ...innings, bowler: chooseBowler(innings, rng) }
}

/**
 * The next over's bowler: never the last over's, never past four overs, and among those left one with the most
 * overs still to bowl (ties drawn), which keeps enough bowlers fresh for the overs that remain.
 */
export function chooseBowler(innings: Innings, rng: Rng): number {
  const eligible = innings.bowlers
    .map((bowler, index) => ({ index, left: maxBallsPerBowler - bowler.legalBalls }))
    .filter(({ index, left }) => index >= firstBowler && index !== innings.previousBowler && left > 0)
  const most = Math.max(...eligible.map(({ left }) => left))
  const freshest = eligible.filter(({ left }) => left === most)
  const chosen = freshest[rng(freshest.length)]
  if (!chosen) throw new Error('no bowler can bowl the next over')
  return chosen.index
}

export const isOverComplete = (innings: Innings) => innings.legalBalls > 0 && innings.legalBalls % 6 === 0

export function isInningsOver(innings: Innings): boolean {
  if (innings.target !== null && innings.runs >= innings.target) return true
  return innings.wickets === 10 || innings.legalBalls === ballsLimit
}

function swapStrike(innings: Innings) {
  ;[innings.striker, innings.nonStriker] = [innings.nonStriker, innings.striker]
}

/** Plays one delivery into the innings (in place); a wicket brings the next batter in on strike. */
export function applyDelivery(innings: Innings, delivery: Delivery, ballCode: string): void {
  const runs = runsOf(delivery)
  const striker = innings.striker === null ? undefined : innings.batters[innings.striker]
  const bowler = innings.bowlers[innings.bowler]
  if (!striker || !bowler) throw new Error('a delivery needs a striker and a bowler')
  innings.runs += runs
  innings.overRuns += runs
  innings.deliveries += 1
  bowler.runs += runs
  innings.lastBalls = [...innings.lastBalls, ballCode].slice(-6)
  if (delivery.kind !== 'wide') striker.balls += 1
  if (delivery.kind === 'runs' || delivery.kind === 'wicket') bowler.legalBalls += 1
  if (delivery.kind === 'runs' || delivery.kind === 'wicket') innings.legalBalls += 1

  if (delivery.kind === 'wicket') {
    innings.wickets += 1
    if (delivery.method !== 'run_out') bowler.wickets += 1
    innings.striker = innings.wickets < 10 ? innings.nextBatter : null
    if (innings.wickets < 10) innings.nextBatter += 1
  } else {
    const batRuns =
      delivery.kind === 'runs' ? delivery.runs : delivery.kind === 'noBall' ? delivery.batRuns : 0
    striker.runs += batRuns
    if (batRuns % 2 === 1) swapStrike(innings)
  }
  if (isOverComplete(innings) && delivery.kind !== 'wide' && delivery.kind !== 'noBall') swapStrike(innings)
}

/** Starts the next over after the last one's final ball: a new bowler, its runs from zero. */
export function startOver(innings: Innings, rng: Rng): void {
  innings.previousBowler = innings.bowler
  innings.overRuns = 0
  innings.bowler = chooseBowler(innings, rng)
}
