import { z } from 'zod'
import { currencies } from './accounts.ts'
import { minorUnitsAtLeastZero } from './wallet.ts'

/**
 * The seamless wallet a game provider's server calls (`POST /api/provider/v1/<call>`, docs/provider-wallet-api.md).
 * Every request is signed: `x-khela-provider` names the provider, `x-khela-timestamp` is Unix seconds, and
 * `x-khela-signature` is the lowercase hex HMAC-SHA256 of `<timestamp>.<raw body>` under the provider's wallet
 * secret. The provider's transaction id is the idempotency key: the same id with the same body answers the first
 * response byte for byte and moves nothing; with another body it is DUPLICATE_TRANSACTION.
 */
export const providerHeaders = {
  provider: 'x-khela-provider',
  timestamp: 'x-khela-timestamp',
  signature: 'x-khela-signature',
} as const

/** How far a request's timestamp may be from the server's clock. */
export const signatureMaxAgeSeconds = 5 * 60

export const walletCalls = ['balance', 'bet', 'win', 'rollback', 'bet-win', 'free-round-win'] as const
export type WalletCall = (typeof walletCalls)[number]

/** The signed message: the timestamp, a dot, and the body exactly as sent. */
export const signedMessage = (timestamp: string, rawBody: string) => `${timestamp}.${rawBody}`

const ref = z.string().min(1).max(100)
const amount = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).meta({
  description: 'Money in integer minor units (poisha for BDT).',
})

const session = {
  /** The launch token Khela put in the game's URL. */
  token: z.string().min(1).max(200),
  /** Khela's player id, as given at launch. */
  player: z.string().min(1).max(100),
  currency: z.enum(currencies),
  /** The provider's game code. */
  game: ref,
}

const inRound = {
  ...session,
  /** The provider's round id: a round groups a player's bets, wins and rollbacks in one game. */
  round: ref,
  /** The provider's id of this transaction: required, unique per provider, never reused. */
  transaction: ref,
  /** Ends the round after this call; a closed round takes no more bets or wins. */
  roundClosed: z.boolean().default(false),
}

export const balanceCall = z.object(session).strict()
export const betCall = z.object({ ...inRound, amount: amount.min(1) }).strict()
export const winCall = z
  .object({
    ...inRound,
    /** 0 closes a lost round. */
    amount,
    /** The bet this win pays. */
    reference: ref,
  })
  .strict()
export const rollbackCall = z
  .object({
    ...inRound,
    /** The bet (or win) to undo; it may not have arrived yet. */
    reference: ref,
  })
  .strict()
/** An instant game's bet and its win in one call: both move or neither does; the round closes by default. */
export const betWinCall = z
  .object({
    ...session,
    round: ref,
    transaction: ref,
    bet: amount.min(1),
    win: amount,
    roundClosed: z.boolean().default(true),
  })
  .strict()

/**
 * One free spin of a free-round grant Khela gave through the provider's free-rounds API: nothing staked, its win
 * (0 records the spin) paid to the player's bonus grant, not to cash. Accepted on an expired token.
 */
export const freeRoundWinCall = z
  .object({
    ...inRound,
    /** Khela's reference of the grant (the `reference` it sent with the free rounds). */
    freeRoundGrant: ref,
    amount,
    roundClosed: z.boolean().default(true),
  })
  .strict()

export type BalanceCall = z.infer<typeof balanceCall>
export type FreeRoundWinCall = z.infer<typeof freeRoundWinCall>
export type BetCall = z.infer<typeof betCall>
export type WinCall = z.infer<typeof winCall>
export type RollbackCall = z.infer<typeof rollbackCall>
export type BetWinCall = z.infer<typeof betWinCall>

/**
 * Every successful answer: what the player may stake after the call (cash plus the bonus grant in play) and Khela's
 * transfer (null: nothing moved).
 */
export const walletAnswer = z.object({
  status: z.literal('OK'),
  balance: minorUnitsAtLeastZero,
  currency: z.enum(currencies),
  /** Khela's ledger transfer of this call; null when it moved nothing (a balance, a win of 0, a pre-rollback). */
  transfer: z.string().nullable(),
  /** The provider's transaction id echoed; null for a balance call. */
  transaction: z.string().nullable(),
})
export type WalletAnswer = z.infer<typeof walletAnswer>

// ---- A player's own provider rounds (Bet History) ----

export const providerRoundStatuses = ['open', 'closed'] as const
export const playerRoundsPageSize = 20
export const playerRoundsQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) })

/** One provider game round of the signed-in player: what was staked, won and rolled back. */
export const playerRound = z.object({
  id: z.string(),
  provider: z.string(),
  gameTitle: z.string(),
  currency: z.enum(currencies),
  staked: minorUnitsAtLeastZero,
  won: minorUnitsAtLeastZero,
  /** Stakes returned by rollbacks. */
  refunded: minorUnitsAtLeastZero,
  status: z.enum(providerRoundStatuses),
  openedAt: z.iso.datetime(),
})
export type PlayerRound = z.infer<typeof playerRound>

export const playerRoundsPage = z.object({
  items: z.array(playerRound),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
})
export type PlayerRoundsPage = z.infer<typeof playerRoundsPage>
