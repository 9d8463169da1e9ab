import type { CricketScore, FootballScore, TennisScore } from './sportsbook-live-feed.ts'

/**
 * A chase in its 13th over, the score docs/live-feed.md shows: the one example the live feed's and the
 * scoreboard's tests start from, changed where a test needs it.
 */
export const exampleChase = (overrides: Partial<CricketScore> = {}): CricketScore => ({
  sport: 'cricket',
  innings: 2,
  batting: 'away',
  runs: 101,
  wickets: 3,
  legalBalls: 75,
  overs: '12.3',
  oversLimit: 20,
  striker: { key: 'litton-das', runs: 44, balls: 31 },
  nonStriker: { key: 'towhid-hridoy', runs: 12, balls: 10 },
  bowler: { key: 'taskin-ahmed', overs: '2.3', runs: 21, wickets: 1 },
  runRate: 808,
  target: 166,
  requiredRate: 1107,
  lastBalls: ['1', '4', 'wd', 'W', '0', 'nb4'],
  ...overrides,
})

/** A football match in its 67th minute, 2–1, the score docs/live-feed.md shows. */
export const exampleFootball = (overrides: Partial<FootballScore> = {}): FootballScore => ({
  sport: 'soccer',
  period: 'second_half',
  minute: 67,
  addedMinute: null,
  goals: { home: 2, away: 1 },
  yellowCards: { home: 1, away: 3 },
  redCards: { home: 0, away: 1 },
  ...overrides,
})

/** A tennis match a set all, 3–2 in the third set, 30–15, the score docs/live-feed.md shows. */
export const exampleTennis = (overrides: Partial<TennisScore> = {}): TennisScore => ({
  sport: 'tennis',
  sets: { home: 1, away: 1 },
  games: [
    [6, 4],
    [3, 6],
    [3, 2],
  ],
  points: { home: '30', away: '15' },
  tiebreakPoints: null,
  server: 'home',
  ...overrides,
})
