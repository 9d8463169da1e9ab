import { z } from 'zod'
import { currencies } from './accounts.ts'
import { dateRangeFilter, withDateRangeInOrder } from './date-range.ts'
import {
  type FairGame,
  fairGames,
  houseEdgeBoundsBps,
  isHouseEdgeAllowed,
  MULTIPLIER_SCALE,
  payoutMinor,
} from './fairness.ts'
import { diceChanceBounds, limboTargetBounds, minesCountBounds } from './fairness-games.ts'
import { minorAmount, minorUnits } from './wallet.ts'

/**
 * Khela Originals: the in-house, provably fair games (Crash, Dice, Mines, Heads Tails, Limbo). The outcome rules are
 * in fairness*.ts and docs/fairness.md; this file is the API between the server and the site. Money is minor units
 * (poisha); multipliers are integers of 1/10,000 (MULTIPLIER_SCALE: 19800 = ×1.98); edges are basis points.
 */

export { type FairGame, fairGames }
export const originalGame = z.enum(fairGames)
export type OriginalGame = FairGame

/** The games settled one bet at a time from the player's seed pair; Crash is shared rounds from a hash chain. */
export const seededGames = ['dice', 'mines', 'heads_tails', 'limbo'] as const
export type SeededGame = (typeof seededGames)[number]

export { originalGamePaths } from './originals-paths.ts'

// ---- Settings (operator_settings 'originals') ----

/**
 * The largest stake limit the back office may set (10,000,000 taka) and the largest payout cap (a round's or one
 * bet's, 10,000,000,000,000 taka): stakes × multipliers up to ×1,000,000 and the caps stay safe integers.
 */
export const originalsLimitBounds = { maxStake: 1_000_000_000, maxPayout: 1_000_000_000_000_000 } as const
const stakeLimit = minorAmount.max(originalsLimitBounds.maxStake, 'NUMBER_OUT_OF_RANGE')
const payoutLimit = minorAmount.max(originalsLimitBounds.maxPayout, 'NUMBER_OUT_OF_RANGE')

/**
 * One game's rules, set in the back office (audited). The edge stays within 1–5 % and applies from the player's next
 * server seed (per-bet games) or the next round (Crash), the same for every player.
 */
export const originalGameSettings = z
  .object({
    isEnabled: z.boolean(),
    /** Stake limits in minor units. */
    minStake: stakeLimit,
    maxStake: stakeLimit,
    edgeBps: z
      .number('REQUIRED')
      .int('NUMBER_OUT_OF_RANGE')
      .refine(isHouseEdgeAllowed, 'NUMBER_OUT_OF_RANGE'),
  })
  .refine((settings) => settings.maxStake >= settings.minStake, {
    path: ['maxStake'],
    message: 'MAX_BELOW_MIN',
  })
export type OriginalGameSettings = z.infer<typeof originalGameSettings>

export const originalsSettings = z.object({
  games: z.object({
    crash: originalGameSettings,
    dice: originalGameSettings,
    mines: originalGameSettings,
    heads_tails: originalGameSettings,
    limbo: originalGameSettings,
  }),
  /**
   * Crash's published payout cap per round, in minor units: when the round's stakes × multiplier would pass it,
   * every bet still open is cashed out at floor(cap ÷ total stakes) (see crashCapMultiplier).
   */
  crashRoundPayoutCap: payoutLimit,
  /**
   * The most one bet of any game pays, in minor units (published): a win pays min(stake × multiplier, this). Saved
   * documents from before it get the default.
   */
  maxPayoutPerBet: payoutLimit.default(1_000_000_000),
})
export type OriginalsSettings = z.infer<typeof originalsSettings>

const defaultGame = (edgeBps: number): OriginalGameSettings => ({
  isEnabled: true,
  minStake: 1_000, // 10 taka
  maxStake: 5_000_000, // 50,000 taka
  edgeBps,
})

export const defaultOriginalsSettings: OriginalsSettings = {
  games: {
    crash: defaultGame(100),
    dice: defaultGame(100),
    mines: defaultGame(100),
    heads_tails: defaultGame(100),
    limbo: defaultGame(100),
  },
  crashRoundPayoutCap: 1_000_000_000, // 10,000,000 taka
  maxPayoutPerBet: 1_000_000_000, // 10,000,000 taka
}

/** What a won bet pays: stake × multiplier (ten-thousandths, rounded down), at most the published maximum per bet. */
export function betPayout(stakeMinor: number, multiplier: number, maxPayoutMinor: number): number {
  return Math.min(payoutMinor(stakeMinor, multiplier), maxPayoutMinor)
}

export { houseEdgeBoundsBps }

/** What a player sees of a game's rules: its limits and the edge in force. */
export const publicGameRules = z.object({
  game: originalGame,
  isEnabled: z.boolean(),
  minStake: z.number().int(),
  maxStake: z.number().int(),
  /** The edge for the player's current seed (per-bet games) or the current round (Crash). */
  edgeBps: z.number().int(),
  /** The most one bet pays (minor units): a win pays min(stake × multiplier, this). */
  maxPayout: z.number().int(),
  currency: z.enum(currencies),
})
export type PublicGameRules = z.infer<typeof publicGameRules>

// ---- Seeds (per-bet games) ----

export const clientSeedInput = z
  .string('REQUIRED')
  .trim()
  .min(1, 'REQUIRED')
  .max(64, 'TEXT_TOO_LONG')
  .regex(/^[\x21-\x7e]+$/, 'INVALID_FORMAT')

/** `GET /api/originals/seeds`: the active pair (the server seed only as its hash) and the last revealed one. */
export const activeSeedPair = z.object({
  id: z.string(),
  serverSeedHash: z.string(),
  /**
   * SHA-256 of the server seed the next pair will use, committed before the player picks its client seed: rotating
   * promotes that seed unchanged, so the new pair's `serverSeedHash` is this.
   */
  nextServerSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce the next bet will use. */
  nextNonce: z.number().int(),
  /** The edges fixed for this seed, per game. */
  edgesBps: z.record(z.string(), z.number().int()),
  createdAt: z.string(),
})
export type ActiveSeedPair = z.infer<typeof activeSeedPair>

export const revealedSeedPair = z.object({
  id: z.string(),
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** Bets made with it: nonces 0 … betCount − 1. */
  betCount: z.number().int(),
  edgesBps: z.record(z.string(), z.number().int()),
  createdAt: z.string(),
  revealedAt: z.string(),
})
export type RevealedSeedPair = z.infer<typeof revealedSeedPair>

export const seedsView = z.object({ active: activeSeedPair, previous: revealedSeedPair.nullable() })
export type SeedsView = z.infer<typeof seedsView>

/**
 * `POST /api/originals/seeds/rotate`: reveals the active server seed and starts a new pair from the committed next
 * server seed with this client seed (or a random one). Refused (GAME_IN_PROGRESS) while a Mines game is open on the
 * seed.
 */
export const rotateSeedsInput = z.object({ clientSeed: clientSeedInput.optional() })
export type RotateSeedsInput = z.infer<typeof rotateSeedsInput>

// ---- Bets ----

export const betStatuses = ['open', 'won', 'lost', 'refunded'] as const
export type BetStatus = (typeof betStatuses)[number]

// Documented with the largest limit the back office may set; the game's own limit is checked at placing.
const stake = minorAmount.meta({ maximum: originalsLimitBounds.maxStake })
/** Crash auto cash-out and Limbo targets: ×1.01 – ×1,000,000 in hundredths (the multiplier scale, 2 decimals). */
export const targetMultiplier = z
  .number('REQUIRED')
  .int('NUMBER_OUT_OF_RANGE')
  .min(limboTargetBounds.min, 'NUMBER_OUT_OF_RANGE')
  .max(limboTargetBounds.max, 'NUMBER_OUT_OF_RANGE')
  .refine((value) => value % (MULTIPLIER_SCALE / 100) === 0, 'NUMBER_OUT_OF_RANGE')

export const diceBetInput = z
  .object({
    stake,
    /** Hundredths, 0–9999 (see diceWinChance). */
    target: z.number('REQUIRED').int('NUMBER_OUT_OF_RANGE').min(0).max(9999, 'NUMBER_OUT_OF_RANGE'),
    direction: z.enum(['under', 'over'], 'INVALID_CHOICE'),
  })
  .refine(
    (bet) => {
      const chance = bet.direction === 'under' ? bet.target : 9999 - bet.target
      return chance >= diceChanceBounds.min && chance <= diceChanceBounds.max
    },
    { path: ['target'], message: 'NUMBER_OUT_OF_RANGE' },
  )
export type DiceBetInput = z.infer<typeof diceBetInput>

export const limboBetInput = z.object({ stake, target: targetMultiplier })
export type LimboBetInput = z.infer<typeof limboBetInput>

export const headsTailsBetInput = z.object({ stake, pick: z.enum(['heads', 'tails'], 'INVALID_CHOICE') })
export type HeadsTailsBetInput = z.infer<typeof headsTailsBetInput>

export const minesStartInput = z.object({
  stake,
  mines: z
    .number('REQUIRED')
    .int('NUMBER_OUT_OF_RANGE')
    .min(minesCountBounds.min, 'NUMBER_OUT_OF_RANGE')
    .max(minesCountBounds.max, 'NUMBER_OUT_OF_RANGE'),
})
export type MinesStartInput = z.infer<typeof minesStartInput>

export const minesRevealInput = z.object({
  tile: z.number('REQUIRED').int('INVALID_CHOICE').min(0, 'INVALID_CHOICE').max(24, 'INVALID_CHOICE'),
})
export type MinesRevealInput = z.infer<typeof minesRevealInput>

/** Dice: the target, the side bet on and the roll. */
export const diceDetails = z.object({
  target: z.number(),
  direction: z.enum(['under', 'over']),
  roll: z.number(),
})
export type DiceDetails = z.infer<typeof diceDetails>
/** Limbo: the target multiplier and the result. */
export const limboDetails = z.object({ target: z.number(), result: z.number() })
export type LimboDetails = z.infer<typeof limboDetails>
/** Heads Tails: the side picked and the side that came up. */
export const headsTailsDetails = z.object({
  pick: z.enum(['heads', 'tails']),
  side: z.enum(['heads', 'tails']),
})
export type HeadsTailsDetails = z.infer<typeof headsTailsDetails>
/** Mines: the chosen count, the safe tiles revealed in order, the mine hit (if any); the layout once it ended. */
export const minesDetails = z.object({
  mines: z.number(),
  revealed: z.array(z.number()),
  hitMine: z.number().nullable(),
  /** The mines' tiles, shown only when the game has ended. */
  layout: z.array(z.number()).nullable(),
  /** Cash-out multiplier after the tiles revealed so far (0 before the first). */
  currentMultiplier: z.number(),
  /** After the next safe tile. Null when every safe tile is revealed. */
  nextMultiplier: z.number().nullable(),
})
export type MinesDetails = z.infer<typeof minesDetails>
/**
 * Crash: the slot (0 or 1), the auto cash-out, the round's crash point once it has crashed. A bet read from the
 * history (not with its round) has no `crashPoint`.
 */
export const crashDetails = z.object({
  slot: z.union([z.literal(0), z.literal(1)]),
  autoCashout: z.number().nullable(),
  crashPoint: z.number().nullable().optional(),
})
export type CrashDetails = z.infer<typeof crashDetails>

const betViewFields = {
  id: z.string(),
  currency: z.enum(currencies),
  stake: minorUnits.meta({ minimum: 1, maximum: originalsLimitBounds.maxStake }),
  /** 0 until won; the amount credited. */
  payout: minorUnits.meta({ minimum: 0, maximum: originalsLimitBounds.maxPayout }),
  /** The multiplier paid (ten-thousandths); null while open, 0 when lost. */
  multiplier: z.number().int().nullable(),
  status: z.enum(betStatuses),
  edgeBps: z.number().int(),
  /** The most this bet pays (minor units): the published maximum per bet in force when it was placed. */
  maxPayout: minorUnits.meta({ minimum: 0, maximum: originalsLimitBounds.maxPayout }),
  /** Per-bet games: the seed pair's id and this bet's nonce. Crash: the round's id. */
  seedId: z.string().nullable(),
  nonce: z.number().int().nullable(),
  roundId: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
}

/** What a settled or open bet shows; `details` depends on the game, so `bet.game` tells its type. */
export const betView = z.discriminatedUnion('game', [
  z.object({ ...betViewFields, game: z.literal('dice'), details: diceDetails }),
  z.object({ ...betViewFields, game: z.literal('limbo'), details: limboDetails }),
  z.object({ ...betViewFields, game: z.literal('heads_tails'), details: headsTailsDetails }),
  z.object({ ...betViewFields, game: z.literal('mines'), details: minesDetails }),
  z.object({ ...betViewFields, game: z.literal('crash'), details: crashDetails }),
])
export type BetView = z.infer<typeof betView>
/** The details of one game's bets: `BetDetails<'mines'>` is `MinesDetails`. */
export type BetDetails<Game extends OriginalGame> = Extract<BetView, { game: Game }>['details']

/**
 * The response header set (to `true`) when a bet request's Idempotency-Key was seen before and the answer is the
 * first one replayed: its `balance` is the balance of that moment, so the page reads the balance again.
 */
export const idempotentReplayHeader = 'idempotent-replay'

/** Every bet answer includes the player's balance after it, so the page updates without another request. */
export const betResult = z.object({ bet: betView, balance: minorUnits })
export type BetResult = z.infer<typeof betResult>

// ---- History ----

export const betHistoryPageSize = 20

/** `/bet-history` filters; dates are calendar days in the operator's time zone. */
export const betHistoryQuery = withDateRangeInOrder(
  z.object({
    game: originalGame.optional(),
    ...dateRangeFilter,
    page: z.coerce.number().int().min(1).default(1),
  }),
)
export type BetHistoryQuery = z.input<typeof betHistoryQuery>

export const betHistoryPage = z.object({
  items: z.array(betView),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type BetHistoryPage = z.infer<typeof betHistoryPage>

/**
 * `GET /api/originals/bets/:id/fairness`: the inputs of one bet for the /fairness page to recompute in the browser.
 * The server seed is null until the seed is rotated (per-bet games); a Crash round's seed is there once it crashed,
 * with its chain's commitment and salt. The server never sends the outcome itself for the check.
 */
const fairnessInputFields = {
  betId: z.string(),
  edgeBps: z.number().int(),
  seeded: z
    .object({
      serverSeedHash: z.string(),
      serverSeed: z.string().nullable(),
      clientSeed: z.string(),
      nonce: z.number().int(),
    })
    .nullable(),
  crash: z
    .object({
      roundId: z.string(),
      roundNumber: z.number().int(),
      chainCommitment: z.string(),
      /** Null until the chain's round 1 has taken off (its bets fix the salt). */
      salt: z.string().nullable(),
      /** The salt's inputs (round 1's bets' client seeds, sorted); null while pending and on chains from before. */
      saltClientSeeds: z.array(z.string()).nullable(),
      roundSeed: z.string().nullable(),
    })
    .nullable(),
}

/** The bet's own choices the outcome depends on, per game (the same units as its `details`). */
export const betFairnessInputs = z.discriminatedUnion('game', [
  z.object({
    ...fairnessInputFields,
    game: z.literal('dice'),
    params: diceDetails.pick({ target: true, direction: true }),
  }),
  z.object({ ...fairnessInputFields, game: z.literal('limbo'), params: limboDetails.pick({ target: true }) }),
  z.object({
    ...fairnessInputFields,
    game: z.literal('heads_tails'),
    params: headsTailsDetails.pick({ pick: true }),
  }),
  z.object({ ...fairnessInputFields, game: z.literal('mines'), params: minesDetails.pick({ mines: true }) }),
  z.object({
    ...fairnessInputFields,
    game: z.literal('crash'),
    params: crashDetails.pick({ slot: true, autoCashout: true }),
  }),
])
export type BetFairnessInputs = z.infer<typeof betFairnessInputs>

// ---- Crash ----

export const crashPhases = ['betting', 'running', 'crashed'] as const
export type CrashPhase = (typeof crashPhases)[number]

/** Growth: multiplier(t) = e^(CRASH_GROWTH_PER_MS × t ms), in ten-thousandths rounded down. */
export const CRASH_GROWTH_PER_MS = 0.00006
export const CRASH_BETTING_MS = 5_000
export const CRASH_PAUSE_MS = 3_000
export const CRASH_TICK_MS = 100
/** Hash-chain length: a new chain (and commitment) is made when one is used up. */
export const CRASH_CHAIN_LENGTH = 10_000
export const crashBetsPerRound = 2

/** The multiplier after `elapsedMs` of flight, rounded down to 2 decimals, in ten-thousandths. */
export function crashMultiplierAt(elapsedMs: number): number {
  if (!(elapsedMs > 0)) return MULTIPLIER_SCALE
  const hundredths = Math.floor(Math.exp(CRASH_GROWTH_PER_MS * elapsedMs) * 100 + 1e-9)
  return Math.max(100, hundredths) * (MULTIPLIER_SCALE / 100)
}

/** How long after take-off the multiplier reaches `multiplier` (ten-thousandths): ln(m) / growth. */
export function crashElapsedFor(multiplier: number): number {
  return Math.ceil(Math.log(multiplier / MULTIPLIER_SCALE) / CRASH_GROWTH_PER_MS)
}

/**
 * The published payout cap rule: with the round's stakes totalling `totalStakes`, open bets are cashed out at
 * floor(cap ÷ total stakes, 2 decimals) at the latest, so the round can never pay more than the cap. Null when the cap
 * is out of reach (the multiplier would pass the highest crash point first).
 */
export function crashCapMultiplier(capMinor: number, totalStakesMinor: number): number | null {
  if (totalStakesMinor <= 0) return null
  const hundredths = (BigInt(capMinor) * 100n) / BigInt(totalStakesMinor)
  const multiplier = Number(hundredths) * (MULTIPLIER_SCALE / 100)
  return multiplier >= 1_000_000 * MULTIPLIER_SCALE ? null : Math.max(MULTIPLIER_SCALE, multiplier)
}

export const crashBetInput = z.object({
  roundId: z.string('REQUIRED'),
  slot: z.union([z.literal(0), z.literal(1)], 'INVALID_CHOICE'),
  stake,
  autoCashout: targetMultiplier.nullable().default(null),
})
export type CrashBetInput = z.input<typeof crashBetInput>

/** One bet in the live list (other players shown by a masked name). */
export const crashRoundBet = z.object({
  betId: z.string(),
  player: z.string(),
  slot: z.number().int(),
  stake: z.number().int(),
  currency: z.enum(currencies),
  /** Null until cashed out. */
  cashedOutAt: z.number().int().nullable(),
  payout: z.number().int(),
  status: z.enum(betStatuses),
})
export type CrashRoundBet = z.infer<typeof crashRoundBet>

/** `GET /api/originals/crash/state`: the round now, its bets and the recent crash points. */
export const crashRoundState = z.object({
  roundId: z.string(),
  roundNumber: z.number().int(),
  chainCommitment: z.string(),
  phase: z.enum(crashPhases),
  /** Server time of this answer, so the page can align its clock (ms since epoch). */
  serverTime: z.number().int(),
  bettingEndsAt: z.number().int(),
  /** Take-off time (= bettingEndsAt); the multiplier grows from here. */
  startedAt: z.number().int(),
  /** Only once crashed. */
  crashPoint: z.number().int().nullable(),
  crashedAt: z.number().int().nullable(),
  /** When the published cap applies this round, the multiplier at which open bets are cashed out. */
  capMultiplier: z.number().int().nullable(),
  edgeBps: z.number().int(),
  bets: z.array(crashRoundBet),
  /** Latest first. */
  history: z.array(z.object({ roundId: z.string(), crashPoint: z.number().int() })),
})
export type CrashRoundState = z.infer<typeof crashRoundState>

/** The public real-time channel every instance forwards crash events on. */
export const crashChannel = 'public:crash'

/**
 * Messages on `public:crash`. `tick` comes at least every CRASH_TICK_MS while the round runs; the others when
 * something happens. A page that misses messages refetches the state.
 */
export const crashEvent = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('round'),
    roundId: z.string(),
    roundNumber: z.number().int(),
    phase: z.enum(crashPhases),
    bettingEndsAt: z.number().int(),
    startedAt: z.number().int(),
    crashPoint: z.number().int().nullable(),
    capMultiplier: z.number().int().nullable(),
    serverTime: z.number().int(),
  }),
  z.object({
    type: z.literal('tick'),
    roundId: z.string(),
    elapsedMs: z.number().int(),
    multiplier: z.number().int(),
    serverTime: z.number().int(),
  }),
  z.object({ type: z.literal('bet'), roundId: z.string(), bet: crashRoundBet }),
  z.object({ type: z.literal('cashout'), roundId: z.string(), bet: crashRoundBet }),
])
export type CrashEvent = z.infer<typeof crashEvent>

/**
 * `GET /api/originals/crash/chains`: every chain's commitment (published when it was made) and, once its round 1 has
 * taken off, its salt with the inputs it was derived from (contracts' crashChainSalt), for /fairness.
 */
export const crashChainView = z.object({
  id: z.string(),
  commitment: z.string(),
  /** Null until round 1's betting has closed. */
  salt: z.string().nullable(),
  /**
   * The client seeds of round 1's bets, sorted: SHA-256 of the commitment and these, joined by line feeds, is the
   * salt. Null while pending, and on chains made before salts were derived (their salt was drawn).
   */
  saltClientSeeds: z.array(z.string()).nullable(),
  length: z.number().int(),
  createdAt: z.string(),
  /** When the chain stopped before its length (round 1 had no bet, or it was made before derived salts). */
  endedAt: z.string().nullable(),
})
export type CrashChainView = z.infer<typeof crashChainView>

export const crashRoundsPageSize = 20

/** `GET /api/originals/crash/rounds?page=N`: pages of ended rounds, 20 a page, newest first. */
export const crashRoundsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000_000).default(1),
})
export type CrashRoundsQuery = z.input<typeof crashRoundsQuery>

/**
 * One ended round with everything needed to recompute it (docs/fairness.md): its revealed seed, its chain's salt and
 * commitment, its place in the chain and the edge it was made with. SHA-256 of `seed` is `previousSeed` (round
 * n − 1's seed), or the commitment for round 1; the server never lists a round before it has crashed.
 */
export const endedCrashRound = z.object({
  roundId: z.string(),
  chainId: z.string(),
  roundNumber: z.number().int(),
  chainCommitment: z.string(),
  salt: z.string(),
  /**
   * What the salt was derived from: round 1's bets' client seeds, sorted (SHA-256 of the commitment and these,
   * joined by line feeds). Null on chains made before salts were derived, whose salt was drawn.
   */
  saltClientSeeds: z.array(z.string()).nullable(),
  seed: z.string(),
  /** The seed of the chain's round before this one (null for round 1, which links to the commitment). */
  previousSeed: z.string().nullable(),
  edgeBps: z.number().int(),
  crashPoint: z.number().int(),
  crashedAt: z.string(),
})
export type EndedCrashRound = z.infer<typeof endedCrashRound>

export const crashRoundsPage = z.object({
  items: z.array(endedCrashRound),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type CrashRoundsPage = z.infer<typeof crashRoundsPage>

// ---- The back office ----

/**
 * `GET /api/admin/originals/crash/round`: the live round for staff, each bet with its player's real name and id.
 * The crash point stays secret until the round has crashed, for staff too.
 */
export const adminCrashRound = crashRoundState.extend({
  bets: z.array(crashRoundBet.extend({ userId: z.string() })),
})
export type AdminCrashRound = z.infer<typeof adminCrashRound>
