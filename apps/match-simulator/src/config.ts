import { feedSource } from '@khela/contracts/sportsbook-feed'
import { z } from 'zod'

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((value) => value === 'true' || value === '1')

const environment = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(4330),
  HOST: z.string().default('127.0.0.1'),
  /** The first match's seed; with LOOP, match n plays seed + n − 1. */
  SEED: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .default(1),
  /** Time between balls; 0 plays a ball only on `POST /step` (tests). */
  BALL_INTERVAL_MS: z.coerce.number().int().min(0).default(10_000),
  /** Where every live feed message is posted: Khela's live feed address. */
  KHELA_LIVE_FEED_URL: z.url().default('http://127.0.0.1:3000/api/sportsbook/live-feed'),
  /** The HMAC key of every message; Khela holds the same for this source. */
  FEED_SECRET: z.string().min(8),
  /** The feed source name, as in the fixture feed (`khela-…` is Khela's own). */
  SOURCE: feedSource.default('match-sim'),
  /** Start a new match when one ends, so the demo always has one in play. */
  LOOP: flag,
  /** One POST's time limit. */
  FEED_TIMEOUT_MS: z.coerce.number().int().min(1).default(3_000),
  /** A message is retried until acknowledged, waiting twice as long each time from the first to the last. */
  RETRY_FIRST_MS: z.coerce.number().int().min(1).default(250),
  RETRY_MAX_MS: z.coerce.number().int().min(1).default(30_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
})

export type SimulatorConfig = {
  port: number
  host: string
  seed: number
  ballIntervalMs: number
  feedUrl: string
  feedSecret: string
  source: string
  loop: boolean
  feedTimeoutMs: number
  retry: { firstMs: number; maxMs: number }
  logLevel: string
}

/** Reads the environment once; a bad value stops the process before it listens. */
export function parseConfig(env: Record<string, string | undefined>): SimulatorConfig {
  const parsed = environment.parse(env)
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    seed: parsed.SEED,
    ballIntervalMs: parsed.BALL_INTERVAL_MS,
    feedUrl: parsed.KHELA_LIVE_FEED_URL,
    feedSecret: parsed.FEED_SECRET,
    source: parsed.SOURCE,
    loop: parsed.LOOP,
    feedTimeoutMs: parsed.FEED_TIMEOUT_MS,
    retry: { firstMs: parsed.RETRY_FIRST_MS, maxMs: Math.max(parsed.RETRY_FIRST_MS, parsed.RETRY_MAX_MS) },
    logLevel: parsed.LOG_LEVEL,
  }
}
