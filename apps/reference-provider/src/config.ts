import path from 'node:path'
import { z } from 'zod'

const packageRoot = path.resolve(import.meta.dirname, '..')

const environment = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(4320),
  HOST: z.string().default('127.0.0.1'),
  /** Where the page is served from, as the player's browser reaches it. */
  PUBLIC_URL: z.url().optional(),
  /** Khela's wallet API, up to and including `/api/provider/v1`. */
  KHELA_WALLET_URL: z.url().default('http://127.0.0.1:3000/api/provider/v1'),
  PROVIDER_CODE: z.string().min(1).max(40).default('khela-studio'),
  /** The secret Khela's back office holds for this provider (its Secret PIN): every wallet call is signed with it. */
  WALLET_SECRET: z.string().min(8),
  /** Guards /admin/*; without it the admin API answers 404. */
  ADMIN_TOKEN: z.preprocess((value) => (value === '' ? undefined : value), z.string().min(16).optional()),
  DATA_DIR: z.string().default(path.join(packageRoot, 'data')),
  /** How long one wallet call may take before it counts as timed out. */
  WALLET_TIMEOUT_MS: z.coerce.number().int().min(1).default(3_000),
  /** Attempts after the first for a call that timed out, failed on the network or answered 5xx. */
  WALLET_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
  /** How often rounds whose win or rollback could not be sent are tried again. */
  PENDING_RETRY_MS: z.coerce.number().int().min(100).default(30_000),
  /** The CSP `frame-ancestors` sources: who may show the game in a frame. */
  FRAME_ANCESTORS: z.string().default('*'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
})

export type ProviderConfig = {
  port: number
  host: string
  publicUrl: string
  walletUrl: string
  providerCode: string
  walletSecret: string
  adminToken: string | undefined
  /** null keeps the store in memory only (tests). */
  dataDir: string | null
  walletTimeoutMs: number
  walletRetries: number
  pendingRetryMs: number
  frameAncestors: string
  logLevel: string
}

/** Reads the environment once; a bad value stops the process before it listens. */
export function parseConfig(env: Record<string, string | undefined>): ProviderConfig {
  const parsed = environment.parse(env)
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    publicUrl: (parsed.PUBLIC_URL ?? `http://127.0.0.1:${parsed.PORT}`).replace(/\/$/, ''),
    walletUrl: parsed.KHELA_WALLET_URL.replace(/\/$/, ''),
    providerCode: parsed.PROVIDER_CODE,
    walletSecret: parsed.WALLET_SECRET,
    adminToken: parsed.ADMIN_TOKEN,
    dataDir: parsed.DATA_DIR,
    walletTimeoutMs: parsed.WALLET_TIMEOUT_MS,
    walletRetries: parsed.WALLET_RETRIES,
    pendingRetryMs: parsed.PENDING_RETRY_MS,
    frameAncestors: parsed.FRAME_ANCESTORS,
    logLevel: parsed.LOG_LEVEL,
  }
}
