import { describe, expect, it } from 'vitest'
import { commentaryLabel, liveFeedMessage, oversOf } from './sportsbook-live-feed.ts'
import { exampleChase, exampleFootball, exampleTennis } from './sportsbook-live-feed-example.ts'

const envelope = {
  format: 'khela-live-feed/1',
  source: 'match-sim',
  event: 'sim-42',
  seq: 7,
  sentAt: '2026-12-01T14:03:10.250Z',
}
const score = exampleChase()
const commentary = { en: 'Taskin to Litton, four through cover.', bn: 'তাসকিনের বলে লিটনের কভার দিয়ে চার।' }

const issuesOf = (value: unknown) =>
  liveFeedMessage.safeParse(value).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? []

describe('live feed messages', () => {
  it('takes each type of message with its envelope', () => {
    const messages = [
      { type: 'score', score, commentary },
      { type: 'betStop', reason: 'delivery' },
      { type: 'betStart' },
      {
        type: 'market',
        market: {
          externalId: 'sim-42-i2-o13-b4-next-ball',
          template: 'next_ball_runs',
          line: null,
          name: { en: 'Next ball runs', bn: 'পরের বলে রান' },
          selections: [
            { code: 'dot', name: { en: '0', bn: '০' }, price: 2600 },
            { code: 'one', name: { en: '1', bn: '১' }, price: 2400 },
          ],
        },
      },
      {
        type: 'prices',
        markets: [{ market: 'sim-42-winner', status: 'open', prices: { home: 1650, away: 2150 } }],
      },
      {
        type: 'result',
        results: [
          { market: 'sim-42-i2-o13-b4-next-ball', outcome: 'settled', winners: ['four'] },
          { market: 'sim-42-i2-dismissal-3', outcome: 'void' },
        ],
      },
      { type: 'matchEnd', winner: 'tie', summary: { en: 'Match tied', bn: 'ম্যাচ টাই' } },
    ]
    for (const message of messages) expect(issuesOf({ ...envelope, ...message })).toEqual([])
  })

  it('refuses an unknown type, an unknown key and a wrong format, naming each', () => {
    expect(issuesOf({ ...envelope, type: 'goal' })).toEqual([['type', 'INVALID_CHOICE']])
    // Zod names the unknown keys; the receiver reports each as UNKNOWN_KEY, as the fixture feed's import does.
    const unknown = liveFeedMessage.safeParse({ ...envelope, type: 'betStart', extra: 1 }).error?.issues[0]
    expect(unknown).toMatchObject({ code: 'unrecognized_keys', keys: ['extra'] })
    expect(issuesOf({ ...envelope, format: 'khela-live-feed/2', type: 'betStart' })).toEqual([
      ['format', 'INVALID_CHOICE'],
    ])
  })

  it('refuses a seq that is not a positive integer, a bad instant and a reserved source', () => {
    expect(issuesOf({ ...envelope, seq: 0, type: 'betStart' })).toEqual([['seq', 'NUMBER_OUT_OF_RANGE']])
    expect(issuesOf({ ...envelope, seq: 1.5, type: 'betStart' })).toEqual([['seq', 'NUMBER_OUT_OF_RANGE']])
    expect(issuesOf({ ...envelope, sentAt: '2026-12-01 14:03', type: 'betStart' })).toEqual([
      ['sentAt', 'INVALID_DATE'],
    ])
    expect(issuesOf({ ...envelope, source: 'khela-sim', type: 'betStart' })).toEqual([
      ['source', 'RESERVED_SOURCE'],
    ])
    expect(issuesOf({ ...envelope, event: 'a b', type: 'betStart' })).toEqual([['event', 'INVALID_FORMAT']])
  })

  it('refuses overs that disagree with the balls, bad ball codes and more than six of them', () => {
    const withScore = (changes: object) => ({
      ...envelope,
      type: 'score',
      commentary,
      score: { ...score, ...changes },
    })
    expect(issuesOf(withScore({ overs: '12.4' }))).toEqual([['score.overs', 'INCONSISTENT']])
    expect(issuesOf(withScore({ overs: '12.6', legalBalls: 78 }))).toContainEqual([
      'score.overs',
      'INVALID_FORMAT',
    ])
    expect(issuesOf(withScore({ lastBalls: ['5wd'] }))).toEqual([['score.lastBalls.0', 'INVALID_FORMAT']])
    expect(issuesOf(withScore({ lastBalls: ['1', '1', '1', '1', '1', '1', '1'] }))).toEqual([
      ['score.lastBalls', 'TOO_MANY'],
    ])
    expect(issuesOf(withScore({ wickets: 11 }))).toEqual([['score.wickets', 'NUMBER_OUT_OF_RANGE']])
    expect(issuesOf(withScore({ target: null }))).toEqual([['score.requiredRate', 'INCONSISTENT']])
    expect(issuesOf(withScore({ striker: { key: 'Litton Das', runs: 1, balls: 1 } }))).toEqual([
      ['score.striker.key', 'INVALID_FORMAT'],
    ])
  })

  it('refuses prices outside the odds range, a market with one selection and an empty result', () => {
    expect(
      issuesOf({
        ...envelope,
        type: 'prices',
        markets: [{ market: 'm', status: 'open', prices: { home: 1000 } }],
      }),
    ).toEqual([['markets.0.prices.home', 'NUMBER_OUT_OF_RANGE']])
    expect(
      issuesOf({ ...envelope, type: 'prices', markets: [{ market: 'm', status: 'closed', prices: {} }] }),
    ).toEqual([['markets.0.status', 'INVALID_CHOICE']])
    expect(
      issuesOf({
        ...envelope,
        type: 'market',
        market: {
          externalId: 'm',
          template: 'over_runs',
          line: 7500,
          name: { en: 'Runs in over 3', bn: 'ওভার ৩-এ রান' },
          selections: [{ code: 'over', name: { en: 'Over', bn: 'ওভার' }, price: 1900 }],
        },
      }),
    ).toEqual([['market.selections', 'TOO_FEW']])
    const negativeLine = {
      externalId: 'm',
      template: 'innings_runs',
      line: -500,
      name: { en: 'Innings runs', bn: 'ইনিংসের রান' },
      selections: [
        { code: 'over', name: { en: 'Over', bn: 'ওভার' }, price: 1900 },
        { code: 'under', name: { en: 'Under', bn: 'আন্ডার' }, price: 1900 },
      ],
    }
    expect(issuesOf({ ...envelope, type: 'market', market: negativeLine })).toEqual([
      ['market.line', 'NUMBER_OUT_OF_RANGE'],
    ])
    expect(
      issuesOf({ ...envelope, type: 'result', results: [{ market: 'm', outcome: 'settled', winners: [] }] }),
    ).toEqual([['results.0.winners', 'TOO_FEW']])
  })

  it('writes overs as cricket does', () => {
    expect([0, 5, 6, 75, 120].map(oversOf)).toEqual(['0.0', '0.5', '1.0', '12.3', '20.0'])
  })
})

describe('football and tennis scores', () => {
  const withScore = (score: object) => ({ ...envelope, type: 'score', commentary, score })

  it('takes a football and a tennis score, and labels their commentary by minute and by set', () => {
    expect(issuesOf(withScore(exampleFootball()))).toEqual([])
    expect(
      issuesOf(withScore(exampleFootball({ period: 'first_half', minute: 45, addedMinute: 2 }))),
    ).toEqual([])
    expect(issuesOf(withScore(exampleTennis()))).toEqual([])
    expect(
      issuesOf(
        withScore(
          exampleTennis({
            points: null,
            tiebreakPoints: { home: 5, away: 6 },
            games: [
              [6, 4],
              [3, 6],
              [6, 6],
            ],
          }),
        ),
      ),
    ).toEqual([])
    expect(commentaryLabel(exampleFootball())).toBe("67'")
    expect(commentaryLabel(exampleFootball({ minute: 90, addedMinute: 3 }))).toBe("90+3'")
    expect(commentaryLabel(exampleTennis())).toBe('Set 3, 3–2')
    expect(commentaryLabel(exampleChase())).toBe('12.3')
  })

  it('refuses a football score out of range, of an unknown period or with added time mid-half', () => {
    expect(issuesOf(withScore(exampleFootball({ period: 'extra_time', minute: 131 })))).toEqual([
      ['score.minute', 'NUMBER_OUT_OF_RANGE'],
    ])
    expect(issuesOf(withScore({ ...exampleFootball(), period: 'overtime' }))).toEqual([
      ['score.period', 'INVALID_CHOICE'],
    ])
    expect(issuesOf(withScore(exampleFootball({ addedMinute: 2 })))).toEqual([
      ['score.addedMinute', 'INCONSISTENT'],
    ])
    expect(issuesOf(withScore(exampleFootball({ period: 'first_half' })))).toEqual([
      ['score.minute', 'INCONSISTENT'],
    ])
    expect(issuesOf(withScore(exampleFootball({ redCards: { home: 6, away: 0 } })))).toEqual([
      ['score.redCards.home', 'NUMBER_OUT_OF_RANGE'],
    ])
    expect(issuesOf(withScore({ ...exampleFootball(), corners: 4 }))).toEqual([
      ['score', 'Unrecognized key: "corners"'],
    ])
  })

  it('refuses tennis points tennis does not call, more than five sets and points beside a tiebreak', () => {
    expect(issuesOf(withScore({ ...exampleTennis(), points: { home: '45', away: '15' } }))).toEqual([
      ['score.points.home', 'INVALID_CHOICE'],
    ])
    expect(issuesOf(withScore(exampleTennis({ points: { home: 'AD', away: '30' } })))).toEqual([
      ['score.points.away', 'INCONSISTENT'],
    ])
    expect(
      issuesOf(
        withScore(
          exampleTennis({
            games: [
              [6, 4],
              [4, 6],
              [6, 4],
              [4, 6],
              [6, 4],
              [1, 0],
            ],
          }),
        ),
      ),
    ).toEqual([['score.games', 'TOO_MANY']])
    expect(issuesOf(withScore(exampleTennis({ tiebreakPoints: { home: 1, away: 0 } })))).toEqual([
      ['score.points', 'INCONSISTENT'],
    ])
    expect(issuesOf(withScore(exampleTennis({ sets: { home: 2, away: 2 } })))).toEqual([
      ['score.sets', 'INCONSISTENT'],
    ])
    expect(issuesOf(withScore({ ...exampleTennis(), server: 'both' }))).toEqual([
      ['score.server', 'INVALID_CHOICE'],
    ])
  })

  it('refuses a score of a sport the feed does not cover', () => {
    expect(issuesOf(withScore({ ...exampleFootball(), sport: 'kabaddi' }))).toEqual([
      ['score.sport', 'INVALID_CHOICE'],
    ])
  })
})
