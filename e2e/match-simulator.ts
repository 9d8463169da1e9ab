import { sitePort } from './local-google.ts'

/**
 * The match simulator (apps/match-simulator) the suite runs beside the site, on the port after the reference
 * provider's, with the feed secret both sides sign with: it plays a T20 quickly, a new one when one ends.
 */
export const matchSimulator = {
  port: sitePort + 3,
  url: `http://127.0.0.1:${sitePort + 3}`,
  secret: 'e2e-match-simulator-feed-secret',
  /** Between balls: fast enough for a spec to see overs go by, slow enough to bet between them. */
  ballIntervalMs: 3_000,
}
