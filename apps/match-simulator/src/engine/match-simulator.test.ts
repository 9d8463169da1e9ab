import {
  type CricketScore,
  type LiveFeedBody,
  type LiveFeedMessage,
  type LiveScore,
  liveFeedMessage,
} from '@khela/contracts/sportsbook-live-feed'
import { describe, expect, it } from 'vitest'
import { demoTeams } from './demo-squads.ts'
import { createMatch, matchWinnerMarketId } from './match-simulator.ts'

/** The simulator plays cricket: a score of any other sport is a failure. */
function cricketOf(score: LiveScore): CricketScore {
  if (score.sport !== 'cricket') throw new Error(`a ${score.sport} score from the cricket simulator`)
  return score
}

function playWhole(seed: number): LiveFeedBody[] {
  const match = createMatch({ seed, eventId: `sim-${seed}`, teams: demoTeams })
  const bodies: LiveFeedBody[] = []
  for (let step = match.step(); step.length > 0; step = match.step()) bodies.push(...step)
  return bodies
}

const ofType = <Type extends LiveFeedMessage['type']>(bodies: LiveFeedBody[], type: Type) =>
  bodies.filter((body): body is Extract<LiveFeedBody, { type: Type }> => body.type === type)

const nextBallWinnerOf = (code: string) =>
  code === 'W' ? 'wicket' : code === 'wd' || code.startsWith('nb') ? 'extra' : `runs_${code}`

describe('a simulated T20', () => {
  it('replays the same messages from the same seed, and another match from another seed', () => {
    expect(playWhole(11)).toEqual(playWhole(11))
    expect(playWhole(12)).not.toEqual(playWhole(11))
  })

  const seeds = Array.from({ length: 12 }, (_, index) => index + 1)

  it.each(seeds)(
    'seed %i: every message is valid, and bets open only between bet start and bet stop',
    (seed) => {
      const bodies = playWhole(seed)
      bodies.forEach((body, index) => {
        const message = {
          format: 'khela-live-feed/1',
          source: 'match-sim',
          event: `sim-${seed}`,
          seq: index + 1,
        }
        const parsed = liveFeedMessage.safeParse({ ...message, sentAt: '2026-12-01T14:00:00Z', ...body })
        expect(parsed.error?.issues ?? []).toEqual([])
      })
      const switches = bodies.filter((body) => body.type === 'betStop' || body.type === 'betStart')
      switches.forEach((body, index) => {
        expect(body.type).toBe(index % 2 === 0 ? 'betStart' : 'betStop')
      })
      expect(bodies.at(-1)?.type).toBe('matchEnd')
      expect(ofType(bodies, 'matchEnd')).toHaveLength(1)
    },
  )

  it.each(seeds)('seed %i: innings, overs, balls and bowlers are consistent with the laws', (seed) => {
    const scores = ofType(playWhole(seed), 'score').map((body) => cricketOf(body.score))
    for (const number of [1, 2] as const) {
      const innings = scores.filter((score) => score.innings === number)
      const last = innings.at(-1) as CricketScore
      expect(last.wickets).toBeLessThanOrEqual(10)
      expect(last.legalBalls).toBeLessThanOrEqual(120)
      if (number === 1) expect(last.wickets === 10 || last.legalBalls === 120).toBe(true)
      else
        expect(
          last.wickets === 10 ||
            last.legalBalls === 120 ||
            last.runs >= (last.target ?? Number.POSITIVE_INFINITY),
        ).toBe(true)
      for (let index = 1; index < innings.length; index += 1) {
        const before = innings[index - 1] as CricketScore
        const after = innings[index] as CricketScore
        expect(after.runs).toBeGreaterThanOrEqual(before.runs)
        expect(after.legalBalls - before.legalBalls).toBeLessThanOrEqual(1)
      }
      // One over is one spell: no bowler bowls two in a row, so each change of bowler starts an over.
      const spells = innings
        .filter((score) => score.legalBalls > 0 || score.lastBalls.length > 0)
        .map((score) => score.bowler?.key)
        .filter((key, index, keys) => key !== keys[index - 1])
      expect(spells.length).toBe(Math.ceil(last.legalBalls / 6))
      for (const score of innings) expect(Number(score.bowler?.overs)).toBeLessThanOrEqual(4)
    }
    const chase = scores.find((score) => score.innings === 2)
    const firstInnings = scores.filter((score) => score.innings === 1).at(-1)
    expect(chase?.target).toBe((firstInnings?.runs ?? 0) + 1)
    expect(chase?.batting).not.toBe(firstInnings?.batting)
  })

  it.each(seeds)('seed %i: every market opened is resulted exactly once, as the balls say', (seed) => {
    const bodies = playWhole(seed)
    const opened = ofType(bodies, 'market').map((body) => body.market)
    const results = ofType(bodies, 'result').flatMap((body) => body.results)
    const resultedIds = results.map((result) => result.market)
    expect(new Set(resultedIds).size).toBe(resultedIds.length)
    expect(resultedIds.sort()).toEqual(
      [...opened.map((market) => market.externalId), matchWinnerMarketId(`sim-${seed}`)].sort(),
    )

    // A next-ball market is settled by the ball that follows it, as the score's newest ball code shows.
    bodies.forEach((body, index) => {
      if (body.type !== 'result') return
      const score = bodies.slice(0, index).findLast((earlier) => earlier.type === 'score')
      const code = score?.type === 'score' ? cricketOf(score.score).lastBalls.at(-1) : undefined
      for (const result of body.results.filter((result) => result.market.endsWith('-next-ball')))
        expect(result).toEqual({
          market: result.market,
          outcome: 'settled',
          winners: [nextBallWinnerOf(code ?? '')],
        })
    })

    const finalScores = [1, 2].map((number) =>
      ofType(bodies, 'score')
        .map((body) => cricketOf(body.score))
        .filter((score) => score.innings === number)
        .at(-1),
    )
    for (const market of opened.filter((market) => market.template === 'innings_runs')) {
      const innings = market.externalId.includes('-i1-') ? finalScores[0] : finalScores[1]
      const result = results.find((result) => result.market === market.externalId)
      const winner = (innings?.runs ?? 0) * 1000 > (market.line ?? 0) ? 'over' : 'under'
      expect(result).toEqual({ market: market.externalId, outcome: 'settled', winners: [winner] })
    }
    const end = ofType(bodies, 'matchEnd')[0]
    const winnerResult = results.find((result) => result.market === matchWinnerMarketId(`sim-${seed}`))
    const [first, second] = finalScores
    const expected =
      (second?.runs ?? 0) > (first?.runs ?? 0)
        ? second?.batting
        : second?.runs === first?.runs
          ? 'tie'
          : first?.batting
    expect(end?.winner).toBe(expected)
    expect(winnerResult).toEqual({
      market: matchWinnerMarketId(`sim-${seed}`),
      outcome: 'settled',
      winners: expected === 'tie' ? ['home', 'away'] : [expected],
    })
  })

  it.each(seeds)('seed %i: prices stay in range and the match winner carries its 5 %% margin', (seed) => {
    const bodies = playWhole(seed)
    const prices = ofType(bodies, 'prices').flatMap((body) => body.markets)
    const offered = ofType(bodies, 'market').flatMap((body) =>
      body.market.selections.map((selection) => selection.price),
    )
    for (const price of [...prices.flatMap((market) => Object.values(market.prices)), ...offered]) {
      expect(price).toBeGreaterThanOrEqual(1010)
      expect(price).toBeLessThanOrEqual(100_000)
    }
    const winner = prices.filter((market) => market.market === matchWinnerMarketId(`sim-${seed}`))
    expect(winner.length).toBeGreaterThan(100)
    for (const { prices: sides } of winner)
      expect(1000 / (sides.home ?? 0) + 1000 / (sides.away ?? 0)).toBeCloseTo(1.05, 3)
  })
})
