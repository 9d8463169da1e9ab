import type { LiveFeedBody, LiveMarket, LiveResult } from '@khela/contracts/sportsbook-live-feed'
import { ballCodeOf, drawDelivery } from './ball-model.ts'
import { describeDelivery, describeInningsStart, describeMatchEnd } from './commentary.ts'
import type { Team, Teams } from './demo-squads.ts'
import {
  applyDelivery,
  type Innings,
  isInningsOver,
  isOverComplete,
  otherSide,
  type Side,
  startInnings,
  startOver,
} from './innings.ts'
import {
  type OpenMarket,
  openInningsRuns,
  openNextBall,
  openNextDismissal,
  openOverRuns,
  pricesOf,
  settleAtInningsEnd,
  settleOnDelivery,
} from './live-markets.ts'
import { matchWinnerPrices } from './prices.ts'
import { scoreOf } from './score.ts'
import { seededRng } from './seeded-rng.ts'
import { chaseWinProbability } from './win-probability.ts'

export type MatchOptions = { seed: number; eventId: string; teams: Teams }
export type MatchStatus = 'not_started' | 'in_play' | 'innings_break' | 'ended'
export type MatchWinner = Side | 'tie'

function nameAt(players: Team['players'], index: number) {
  const player = players[index]
  if (!player) throw new Error(`a side has no player ${index + 1}`)
  return player.name
}

/** The fixture feed's match winner market of the event, which the live feed prices and settles too. */
export const matchWinnerMarketId = (eventId: string) => `${eventId}-winner`

/**
 * A T20 played one step at a time: a step is an innings' start or one delivery, and answers the live feed
 * messages it causes, in order, without their envelope. Pure: the seed alone decides the match.
 */
export function createMatch({ seed, eventId, teams }: MatchOptions) {
  const rng = seededRng(seed)
  const battingFirst: Side = rng(2) === 0 ? 'home' : 'away'
  let innings: Innings = startInnings(1, battingFirst, null, rng)
  let status: MatchStatus = 'not_started'
  let winner: MatchWinner | null = null
  let openMarkets: OpenMarket[] = []
  let lastCommentary = describeInningsStart(teams[battingFirst].name, null)

  const chasing = otherSide(battingFirst)
  const currentWinnerPrices = () => matchWinnerPrices(chaseWinProbability(innings), chasing)
  const winnerPrices = (): LiveFeedBody => ({
    type: 'prices',
    markets: [
      {
        market: matchWinnerMarketId(eventId),
        status: 'open',
        prices: currentWinnerPrices(),
      },
      ...openMarkets.flatMap((market) => {
        const prices = pricesOf(market, innings)
        return prices ? [{ market: market.externalId, status: 'open' as const, prices }] : []
      }),
    ],
  })
  const open = (opened: { open: OpenMarket; market: LiveMarket }[]): LiveFeedBody[] =>
    opened.map(({ open, market }) => {
      openMarkets.push(open)
      return { type: 'market', market }
    })

  function startInningsStep(): LiveFeedBody[] {
    status = 'in_play'
    lastCommentary = describeInningsStart(teams[innings.batting].name, innings.target)
    const score: LiveFeedBody = { type: 'score', score: scoreOf(innings, teams), commentary: lastCommentary }
    const prices = winnerPrices()
    const markets = open([
      openInningsRuns(eventId, innings, teams[innings.batting].name),
      openNextDismissal(eventId, innings),
      openOverRuns(eventId, innings),
      openNextBall(eventId, innings),
    ])
    return [score, ...markets, prices, { type: 'betStart' }]
  }

  function deliveryStep(): LiveFeedBody[] {
    const label = `${Math.floor(innings.legalBalls / 6)}.${(innings.legalBalls % 6) + 1}`
    const strikerIndex = innings.striker
    if (strikerIndex === null) throw new Error('no batter is in to face the ball')
    const delivery = drawDelivery(rng, innings.legalBalls, 10 - innings.wickets)
    applyDelivery(innings, delivery, ballCodeOf(delivery))
    const batting = teams[innings.batting].players
    const bowling = teams[otherSide(innings.batting)].players
    lastCommentary = describeDelivery({
      label,
      bowler: nameAt(bowling, innings.bowler),
      batter: nameAt(batting, strikerIndex),
      delivery,
      batterFigures: innings.batters[strikerIndex] ?? { runs: 0, balls: 0 },
    })
    const bodies: LiveFeedBody[] = [
      { type: 'betStop', reason: 'delivery' },
      { type: 'score', score: scoreOf(innings, teams), commentary: lastCommentary },
    ]
    const results: LiveResult[] = []
    openMarkets = openMarkets.filter((market) => {
      const result = settleOnDelivery(market, delivery, innings)
      if (result) results.push(result)
      return !result
    })

    if (isInningsOver(innings)) {
      results.push(...openMarkets.map((market) => settleAtInningsEnd(market, innings)))
      openMarkets = []
      if (innings.number === 2) return [...bodies, ...endMatch(results)]
      status = 'innings_break'
      innings = startInnings(2, chasing, innings.runs + 1, rng)
      return [...bodies, { type: 'result', results }]
    }

    const hasOverEnded = isOverComplete(innings) && (delivery.kind === 'runs' || delivery.kind === 'wicket')
    if (hasOverEnded) startOver(innings, rng)
    const prices = winnerPrices()
    const markets = open([
      ...(hasOverEnded ? [openOverRuns(eventId, innings)] : []),
      ...(delivery.kind === 'wicket' ? [openNextDismissal(eventId, innings)] : []),
      openNextBall(eventId, innings),
    ])
    return [...bodies, { type: 'result', results }, ...markets, prices, { type: 'betStart' }]
  }

  function endMatch(results: LiveResult[]): LiveFeedBody[] {
    status = 'ended'
    const target = innings.target ?? 0
    winner = innings.runs >= target ? chasing : innings.runs === target - 1 ? 'tie' : battingFirst
    const summary = describeMatchEnd(
      winner === 'tie'
        ? null
        : winner === chasing
          ? { team: teams[chasing].name, by: 'wickets', margin: 10 - innings.wickets }
          : { team: teams[battingFirst].name, by: 'runs', margin: target - 1 - innings.runs },
    )
    const winners = winner === 'tie' ? ['home', 'away'] : [winner]
    return [
      {
        type: 'result',
        results: [...results, { market: matchWinnerMarketId(eventId), outcome: 'settled', winners }],
      },
      { type: 'matchEnd', winner, summary },
    ]
  }

  return {
    eventId,
    teams,
    /** The messages of the next step; none once the match has ended. */
    step(): LiveFeedBody[] {
      if (status === 'ended') return []
      return status === 'in_play' ? deliveryStep() : startInningsStep()
    },
    state() {
      return {
        eventId,
        status,
        winner,
        battingFirst,
        score: scoreOf(innings, teams),
        commentary: lastCommentary,
        matchWinnerPrices: currentWinnerPrices(),
        openMarkets: openMarkets.map((market) => market.externalId),
      }
    },
  }
}
export type Match = ReturnType<typeof createMatch>
