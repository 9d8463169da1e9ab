import { hkdfSync, randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { z } from 'zod'

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
const logFormats = ['auto', 'pretty', 'json'] as const

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1')

const environment = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  UPLOAD_DIR: z.string().min(1).optional(),
  WEB_DIST: z.string().min(1).optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SECRETS_KEY: z
    .string()
    .refine(
      (value) => /^[A-Za-z0-9+/_-]+={0,2}$/.test(value) && Buffer.from(value, 'base64').length === 32,
      'must be 32 bytes in base64 (openssl rand -base64 32)',
    )
    .optional(),
  LOG_LEVEL: z.enum(logLevels).optional(),
  LOG_FORMAT: z.enum(logFormats).default('auto'),
  TRUST_PROXY: booleanFlag.default(false),
  LEADER_POLL_MS: z.coerce.number().int().min(100).max(60_000).default(2_000),
  CRASH_ENGINE: booleanFlag.default(true),
  BONUS_ABUSE_WINDOW_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  FEED_ALLOW_PRIVATE_ADDRESSES: booleanFlag.default(false),
  SIGN_IN_LIMIT_PER_IP: z.coerce.number().int().min(1).default(20),
  AUTH_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
  SIGN_IN_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  REGISTRATION_LIMIT_PER_IP: z.coerce.number().int().min(1).default(20),
  WITHDRAWAL_LIMIT_PER_PLAYER: z.coerce.number().int().min(1).default(20),
  SESSION_IDLE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(24),
  SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Khela <no-reply@khela.local>'),
  DEMO_ADMIN_EMAIL: z.email().default('admin@khela.local'),
  DEMO_ADMIN_PASSWORD: z.string().min(8).optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  // Google's issuer unless pointed elsewhere: the end-to-end tests use a local OpenID provider.
  GOOGLE_ISSUER_URL: z.url({ protocol: /^https?$/ }).default('https://accounts.google.com'),
  // A test server's clock may be moved forward (POST /api/test/clock/advance); refused in production.
  KHELA_TEST_CLOCK: booleanFlag.default(false),
  GEOIP_DATABASE: z.string().min(1).optional(),
  // The reference game provider `npm start` runs beside the server: registered at start with this secret.
  REFERENCE_PROVIDER_URL: z.url({ protocol: /^https?$/ }).optional(),
  REFERENCE_PROVIDER_SECRET: z.string().min(16).max(64).regex(/^\S+$/).optional(),
  // Its admin API's bearer token: free-spins grants are sent to its free-rounds API with it. Unset: they wait.
  REFERENCE_PROVIDER_ADMIN_TOKEN: z.string().min(16).max(200).regex(/^\S+$/).optional(),
  MATCH_SIMULATOR_URL: z.url({ protocol: /^https?$/ }).optional(),
  MATCH_SIMULATOR_SECRET: z.string().min(16).max(64).regex(/^\S+$/).optional(),
  WORKERS: z
    .string()
    .regex(/^(auto|[1-9]|[1-5][0-9]|6[0-4])$/, 'must be a whole number from 1 to 64, or auto (one per core)')
    .default('1'),
})

export type Config = {
  env: 'development' | 'production' | 'test'
  host: string
  port: number
  publicUrl: string
  database: { driver: 'pglite'; dataDir: string | null } | { driver: 'pg'; url: string }
  dataDir: string
  uploadDir: string
  webDist: string
  sessionSecret: string
  /** AES-256-GCM key for secrets stored in the database (provider API keys). Never logged. */
  secretsKey: Buffer
  /**
   * `info` logs a line per request. Production defaults to `warn`: warnings and errors only, so what `npm start`
   * prints (the address, the demo sign-in) stays on the screen; an operator who wants every request sets `info`.
   */
  logLevel: (typeof logLevels)[number]
  /** `pretty`: one readable line per entry (pino-pretty); `json`: one JSON object a line; `auto`: pretty on a terminal. */
  logFormat: (typeof logFormats)[number]
  trustProxy: boolean
  leaderPollMs: number
  /** A welcome grant sharing a device, sender account, phone or IP with one this many days before is held back. */
  bonusAbuseWindowDays: number
  /** Whether this instance runs Crash rounds when it leads (tests switch it on only when they need it). */
  crashEngine: boolean
  /** Whether polled feed addresses may lead into a private network: only for tests, whose feeds are local. */
  feedAllowsPrivateAddresses: boolean
  /** Sign-ins per IP per minute, failed sign-ins per account per 15 minutes; registrations per IP per hour. */
  rateLimits: {
    signInPerIp: number
    signInPerAccount: number
    /** Requests per IP per minute to Better Auth's own routes (Google sign-in and its callback, sign-out). */
    authPerIp: number
    registrationPerIp: number
    /** Withdrawal requests per player per hour. */
    withdrawalsPerPlayer: number
  }
  demoAdmin: { email: string; password: string | null }
  /** Null: emails stay in the outbox only (staff read them in the back office). */
  smtpUrl: string | null
  /** A session ends after this long unused, and in any case this long after sign-in. */
  sessionLifetime: { idleSeconds: number; maxSeconds: number }
  mailFrom: string
  /** Sign-in with Google over OpenID Connect; null when the operator has not configured it. */
  google: { clientId: string; clientSecret: string; issuerUrl: string } | null
  /** Whether POST /api/test/clock/advance exists (end-to-end tests pass 24 hours with it); never in production. */
  testClock: boolean
  /**
   * A MaxMind DB file in the GeoLite2 Country or City format; null: no IP-country check. Opened at start, so a
   * missing or damaged file stops the server instead of silently letting everyone through.
   */
  geoIpDatabase: string | null
  /**
   * The reference game provider (apps/reference-provider) to register at start: its public URL and the wallet
   * secret both sides sign with, and the token of its admin API (free rounds; null: free spins are not sent).
   * Null: not registered.
   */
  referenceProvider: { url: string; secret: string; adminToken: string | null } | null
  /** The match simulator `npm start` runs beside the server (apps/match-simulator): its address and feed secret. */
  matchSimulator: { url: string; secret: string } | null
  /**
   * Server processes of this instance, sharing its port (Node's cluster: the first process hands each new
   * connection to the next in turn). 1: the process is the server. More need DATABASE_URL: the embedded database
   * belongs to one process.
   */
  workers: number
}

export class ConfigError extends Error {
  readonly variables: string[]
  constructor(issues: { variable: string; problem: string }[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  ${i.variable}: ${i.problem}`).join('\n')}`)
    this.name = 'ConfigError'
    this.variables = issues.map((i) => i.variable)
  }
}

const serverRoot = path.resolve(import.meta.dirname, '..')

/**
 * Parses the environment into a Config without touching the disk. A missing session secret is an error
 * here; `loadConfig` fills it in for the embedded mode only, because several instances behind one
 * database must share one secret.
 */
export function parseConfig(
  env: Record<string, string | undefined>,
  defaults: { sessionSecret?: string } = {},
): Config {
  const parsed = environment.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== '')),
  )
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => ({
        variable: String(issue.path[0] ?? '?'),
        problem: issue.message,
      })),
    )
  }
  const values = parsed.data
  const sessionSecret = values.SESSION_SECRET ?? defaults.sessionSecret
  if (!sessionSecret) {
    throw new ConfigError([
      { variable: 'SESSION_SECRET', problem: 'required when DATABASE_URL is set (at least 32 characters)' },
    ])
  }
  if (!values.SECRETS_KEY && values.DATABASE_URL) {
    throw new ConfigError([
      {
        variable: 'SECRETS_KEY',
        problem: 'required when DATABASE_URL is set (32 bytes in base64: openssl rand -base64 32)',
      },
    ])
  }
  if (Boolean(values.GOOGLE_CLIENT_ID) !== Boolean(values.GOOGLE_CLIENT_SECRET)) {
    const missing = values.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID'
    throw new ConfigError([
      { variable: missing, problem: 'Google sign-in needs both the client id and secret' },
    ])
  }
  if (values.KHELA_TEST_CLOCK && values.NODE_ENV === 'production') {
    throw new ConfigError([
      { variable: 'KHELA_TEST_CLOCK', problem: 'a movable clock is for test servers, never production' },
    ])
  }
  const workers = values.WORKERS === 'auto' ? availableParallelism() : Number(values.WORKERS)
  if (workers > 1 && !values.DATABASE_URL) {
    throw new ConfigError([
      {
        variable: 'WORKERS',
        problem: 'more than one process needs DATABASE_URL (the embedded database belongs to one process)',
      },
    ])
  }
  if (workers > 1 && values.KHELA_TEST_CLOCK) {
    throw new ConfigError([
      { variable: 'WORKERS', problem: 'a test clock is moved in one process: run one with KHELA_TEST_CLOCK' },
    ])
  }
  const dataDir = path.resolve(values.DATA_DIR)
  return {
    env: values.NODE_ENV,
    host: values.HOST,
    port: values.PORT,
    publicUrl: (values.PUBLIC_URL ?? defaultPublicUrl(values.HOST, values.PORT)).replace(/\/$/, ''),
    database: values.DATABASE_URL
      ? { driver: 'pg', url: values.DATABASE_URL }
      : { driver: 'pglite', dataDir: path.join(dataDir, 'db') },
    dataDir,
    uploadDir: path.resolve(values.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    webDist: path.resolve(values.WEB_DIST ?? path.join(serverRoot, '../web/dist')),
    sessionSecret,
    secretsKey: values.SECRETS_KEY
      ? Buffer.from(values.SECRETS_KEY, 'base64')
      : embeddedSecretsKey(sessionSecret),
    logLevel: values.LOG_LEVEL ?? (values.NODE_ENV === 'production' ? 'warn' : 'info'),
    logFormat: values.LOG_FORMAT,
    trustProxy: values.TRUST_PROXY,
    leaderPollMs: values.LEADER_POLL_MS,
    bonusAbuseWindowDays: values.BONUS_ABUSE_WINDOW_DAYS,
    crashEngine: values.CRASH_ENGINE,
    feedAllowsPrivateAddresses: values.FEED_ALLOW_PRIVATE_ADDRESSES,
    rateLimits: {
      signInPerIp: values.SIGN_IN_LIMIT_PER_IP,
      signInPerAccount: values.SIGN_IN_LIMIT_PER_ACCOUNT,
      authPerIp: values.AUTH_LIMIT_PER_IP,
      registrationPerIp: values.REGISTRATION_LIMIT_PER_IP,
      withdrawalsPerPlayer: values.WITHDRAWAL_LIMIT_PER_PLAYER,
    },
    demoAdmin: { email: values.DEMO_ADMIN_EMAIL, password: values.DEMO_ADMIN_PASSWORD ?? null },
    smtpUrl: values.SMTP_URL ?? null,
    referenceProvider:
      values.REFERENCE_PROVIDER_URL && values.REFERENCE_PROVIDER_SECRET
        ? {
            url: values.REFERENCE_PROVIDER_URL.replace(/\/$/, ''),
            secret: values.REFERENCE_PROVIDER_SECRET,
            adminToken: values.REFERENCE_PROVIDER_ADMIN_TOKEN ?? null,
          }
        : null,
    matchSimulator:
      values.MATCH_SIMULATOR_URL && values.MATCH_SIMULATOR_SECRET
        ? { url: values.MATCH_SIMULATOR_URL.replace(/\/$/, ''), secret: values.MATCH_SIMULATOR_SECRET }
        : null,
    sessionLifetime: {
      idleSeconds: values.SESSION_IDLE_HOURS * 3600,
      maxSeconds: values.SESSION_MAX_DAYS * 86_400,
    },
    mailFrom: values.MAIL_FROM,
    google:
      values.GOOGLE_CLIENT_ID && values.GOOGLE_CLIENT_SECRET
        ? {
            clientId: values.GOOGLE_CLIENT_ID,
            clientSecret: values.GOOGLE_CLIENT_SECRET,
            issuerUrl: values.GOOGLE_ISSUER_URL.replace(/\/$/, ''),
          }
        : null,
    testClock: values.KHELA_TEST_CLOCK,
    geoIpDatabase: values.GEOIP_DATABASE ? path.resolve(values.GEOIP_DATABASE) : null,
    workers,
  }
}

// The embedded (demo) mode has one instance and a generated session secret kept under DATA_DIR; its secrets key
// is derived from that, so it needs no setup. Rotating that session secret makes stored provider keys unreadable.
function embeddedSecretsKey(sessionSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', sessionSecret, 'khela', 'khela secrets key v1', 32))
}

// Without PUBLIC_URL the site is reached at the address it listens on; the browser's origin must match it
// exactly for sign-in to be accepted, so the printed address and this default are one and the same.
function defaultPublicUrl(host: string, port: number): string {
  const isAnyInterface = host === '0.0.0.0' || host === '::'
  return `http://${isAnyInterface ? 'localhost' : host.includes(':') ? `[${host}]` : host}:${port}`
}

/** The embedded mode generates its session secret once and keeps it under the data directory. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  if (env.DATABASE_URL || env.SESSION_SECRET) return parseConfig(env)
  const dataDir = path.resolve(env.DATA_DIR || './data')
  const secretFile = path.join(dataDir, 'session-secret')
  let sessionSecret: string
  try {
    sessionSecret = readFileSync(secretFile, 'utf8').trim()
  } catch {
    mkdirSync(dataDir, { recursive: true })
    sessionSecret = randomBytes(32).toString('base64url')
    writeFileSync(secretFile, sessionSecret, { mode: 0o600 })
  }
  return parseConfig(env, { sessionSecret })
}
