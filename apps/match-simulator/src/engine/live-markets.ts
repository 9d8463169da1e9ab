import type { LocalizedText } from '@khela/contracts/i18n'
import type { LiveMarket, LiveResult } from '@khela/contracts/sportsbook-live-feed'
import {
  type Delivery,
  dismissalMethods,
  dismissalProbabilities,
  extraProbability,
  legalOutcomes,
  legalProbabilities,
  phaseOf,
} from './ball-model.ts'
import { inBengaliDigits as bn } from './bengali-digits.ts'
import { dismissalNames } from './commentary.ts'
import type { Innings } from './innings.ts'
import { ballMarketPrice } from './prices.ts'
import { expectedRuns, inningsBalls, reachProbability } from './win-probability.ts'

/**
 * The ball-by-ball markets the simulator opens, prices and settles itself (the table in docs/live-feed.md). Each
 * is opened from the innings as it stands and settled by a delivery or at the innings' end.
 */

export type LiveTemplate = 'next_ball_runs' | 'over_runs' | 'next_dismissal' | 'innings_runs'
export type OpenMarket = { externalId: string; template: LiveTemplate; line: number | null }

const nextBallCodes = ['runs_0', 'runs_1', 'runs_2', 'runs_3', 'runs_4', 'runs_6', 'wicket', 'extra'] as const

function nextBallProbabilities(innings: Innings): Record<(typeof nextBallCodes)[number], number> {
  const legal = legalProbabilities(phaseOf(innings.legalBalls), 10 - innings.wickets)
  const scale = 1 - extraProbability
  const entries = legalOutcomes.map((outcome) => [
    outcome === 'W' ? 'wicket' : `runs_${outcome}`,
    legal[outcome] * scale,
  ])
  return { ...Object.fromEntries(entries), extra: extraProbability }
}

/** The distribution of runs from `balls` legal balls, each preceded by an extra (one run) at the extras' rate. */
function runsDistribution(innings: Innings, balls: number): number[] {
  const legal = legalProbabilities(phaseOf(innings.legalBalls), 10 - innings.wickets)
  const perBall: number[] = Array(8).fill(0)
  for (const outcome of legalOutcomes) {
    const runs = outcome === 'W' ? 0 : Number(outcome)
    perBall[runs] = (perBall[runs] ?? 0) + legal[outcome] * (1 - extraProbability)
    perBall[runs + 1] = (perBall[runs + 1] ?? 0) + legal[outcome] * extraProbability
  }
  let total = [1]
  for (let ball = 0; ball < balls; ball += 1) {
    const next: number[] = Array(total.length + perBall.length - 1).fill(0)
    total.forEach((p, runs) => {
      perBall.forEach((q, more) => {
        next[runs + more] = (next[runs + more] ?? 0) + p * q
      })
    })
    total = next
  }
  return total
}

const overUnderLine = (threshold: number) => threshold * 1000 + 500
const lineText = (line: number) => `${Math.floor(line / 1000)}.5`

function overUnderSelections(line: number, overProbability: number) {
  const text = lineText(line)
  return [
    {
      code: 'over',
      name: { en: `Over ${text}`, bn: `ওভার ${bn(text)}` },
      price: ballMarketPrice(overProbability),
    },
    {
      code: 'under',
      name: { en: `Under ${text}`, bn: `আন্ডার ${bn(text)}` },
      price: ballMarketPrice(1 - overProbability),
    },
  ]
}

const inningsPrefix = (eventId: string, innings: Innings) => `${eventId}-i${innings.number}`
const currentOver = (innings: Innings) => Math.floor(innings.legalBalls / 6) + 1
const ballLabel = (innings: Innings) =>
  `${Math.floor(innings.legalBalls / 6)}.${(innings.legalBalls % 6) + 1}`

export function openNextBall(eventId: string, innings: Innings): { open: OpenMarket; market: LiveMarket } {
  const externalId = `${inningsPrefix(eventId, innings)}-d${innings.deliveries + 1}-next-ball`
  const probabilities = nextBallProbabilities(innings)
  const label = ballLabel(innings)
  const names: Record<(typeof nextBallCodes)[number], LocalizedText> = {
    runs_0: { en: '0 runs', bn: '০ রান' },
    runs_1: { en: '1 run', bn: '১ রান' },
    runs_2: { en: '2 runs', bn: '২ রান' },
    runs_3: { en: '3 runs', bn: '৩ রান' },
    runs_4: { en: 'Four', bn: 'চার' },
    runs_6: { en: 'Six', bn: 'ছক্কা' },
    wicket: { en: 'Wicket', bn: 'উইকেট' },
    extra: { en: 'Wide or no-ball', bn: 'ওয়াইড বা নো বল' },
  }
  return {
    open: { externalId, template: 'next_ball_runs', line: null },
    market: {
      externalId,
      template: 'next_ball_runs',
      line: null,
      name: { en: `Ball ${label}: runs`, bn: `${bn(label)} বলে রান` },
      selections: nextBallCodes.map((code) => ({
        code,
        name: names[code],
        price: ballMarketPrice(probabilities[code]),
      })),
    },
  }
}

function overProbability(innings: Innings, line: number): number {
  const ballsLeft = 6 - (innings.legalBalls % 6)
  const needed = Math.ceil(line / 1000) - innings.overRuns
  if (needed <= 0) return 1
  return runsDistribution(innings, ballsLeft)
    .slice(needed)
    .reduce((sum, p) => sum + p, 0)
}

export function openOverRuns(eventId: string, innings: Innings): { open: OpenMarket; market: LiveMarket } {
  const over = currentOver(innings)
  const externalId = `${inningsPrefix(eventId, innings)}-over-${over}-runs`
  const distribution = runsDistribution(innings, 6)
  let cumulative = 0
  const median = distribution.findIndex((p) => {
    cumulative += p
    return cumulative >= 0.5
  })
  const line = overUnderLine(median)
  return {
    open: { externalId, template: 'over_runs', line },
    market: {
      externalId,
      template: 'over_runs',
      line,
      name: { en: `Runs in over ${over}`, bn: `${bn(over)} নম্বর ওভারে রান` },
      selections: overUnderSelections(line, overProbability(innings, line)),
    },
  }
}

export function openNextDismissal(
  eventId: string,
  innings: Innings,
): { open: OpenMarket; market: LiveMarket } {
  const wicket = innings.wickets + 1
  const externalId = `${inningsPrefix(eventId, innings)}-wicket-${wicket}-method`
  return {
    open: { externalId, template: 'next_dismissal', line: null },
    market: {
      externalId,
      template: 'next_dismissal',
      line: null,
      name: { en: `Wicket ${wicket}: how out`, bn: `${bn(wicket)} নম্বর উইকেট: কীভাবে আউট` },
      selections: dismissalMethods.map((method) => ({
        code: method,
        name: dismissalNames[method],
        price: ballMarketPrice(dismissalProbabilities[method]),
      })),
    },
  }
}

function inningsOverProbability(innings: Innings, line: number): number {
  return reachProbability(
    Math.ceil(line / 1000) - innings.runs,
    inningsBalls - innings.legalBalls,
    10 - innings.wickets,
  )
}

/** One line for the whole innings, set at its start: the model's par, or one under the target in a chase. */
export function openInningsRuns(
  eventId: string,
  innings: Innings,
  team: LocalizedText,
): { open: OpenMarket; market: LiveMarket } {
  const externalId = `${inningsPrefix(eventId, innings)}-runs`
  const par = Math.floor(expectedRuns(inningsBalls, 10))
  const line = overUnderLine(innings.target === null ? par : Math.min(par, innings.target - 1))
  return {
    open: { externalId, template: 'innings_runs', line },
    market: {
      externalId,
      template: 'innings_runs',
      line,
      name: { en: `${team.en}: innings runs`, bn: `${team.bn}: ইনিংসের রান` },
      selections: overUnderSelections(line, inningsOverProbability(innings, line)),
    },
  }
}

/** The current prices of a market still open; next-ball and dismissal prices do not move within their life. */
export function pricesOf(market: OpenMarket, innings: Innings): Record<string, number> | null {
  if (market.line === null) return null
  const probability =
    market.template === 'over_runs'
      ? overProbability(innings, market.line)
      : inningsOverProbability(innings, market.line)
  return { over: ballMarketPrice(probability), under: ballMarketPrice(1 - probability) }
}

const settled = (market: OpenMarket, winner: string): LiveResult => ({
  market: market.externalId,
  outcome: 'settled',
  winners: [winner],
})
const overOrUnder = (market: OpenMarket, runs: number) =>
  settled(market, runs * 1000 > (market.line ?? 0) ? 'over' : 'under')

/** The result a delivery gives a market, or null while it stays open. `innings` is as the delivery left it. */
export function settleOnDelivery(
  market: OpenMarket,
  delivery: Delivery,
  innings: Innings,
): LiveResult | null {
  if (market.template === 'next_ball_runs') {
    if (delivery.kind === 'wide' || delivery.kind === 'noBall') return settled(market, 'extra')
    if (delivery.kind === 'wicket') return settled(market, 'wicket')
    return settled(market, `runs_${delivery.runs}`)
  }
  if (market.template === 'next_dismissal')
    return delivery.kind === 'wicket' ? settled(market, delivery.method) : null
  if (market.template === 'over_runs')
    return innings.legalBalls % 6 === 0 && (delivery.kind === 'runs' || delivery.kind === 'wicket')
      ? overOrUnder(market, innings.overRuns)
      : null
  return null
}

/** What is still open when the innings ends: its runs settle, an unfinished over or an unfallen wicket is void. */
export function settleAtInningsEnd(market: OpenMarket, innings: Innings): LiveResult {
  if (market.template === 'innings_runs') return overOrUnder(market, innings.runs)
  return { market: market.externalId, outcome: 'void' }
}
