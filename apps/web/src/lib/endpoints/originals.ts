import type {
  BetFairnessInputs,
  BetHistoryPage,
  BetResult,
  BetView,
  CrashBetInput,
  CrashRoundState,
  CrashRoundsPage,
  DiceBetInput,
  HeadsTailsBetInput,
  LimboBetInput,
  MinesRevealInput,
  MinesStartInput,
  OriginalGame,
  PublicGameRules,
  RotateSeedsInput,
  SeedsView,
} from '@khela/contracts/originals'
import { type EmptyBody, endpoint, type QueryInit } from '../endpoint.ts'

export const rules = endpoint<{ response: PublicGameRules[] }>()('GET', '/api/originals/rules')
export const seeds = endpoint<{ response: SeedsView }>()('GET', '/api/originals/seeds')
export const rotateSeeds = endpoint<{ body: RotateSeedsInput; response: SeedsView }>()(
  'POST',
  '/api/originals/seeds/rotate',
)
/** The player's bets: one game's recent ones (`{ game }`) or a Bet History page. */
export const bets = endpoint<{ query: { game: OriginalGame } | QueryInit; response: BetHistoryPage }>()(
  'GET',
  '/api/originals/bets',
)
export const betFairness = endpoint<{ response: BetFairnessInputs }>()(
  'GET',
  '/api/originals/bets/:betId/fairness',
)
export const placeDiceBet = endpoint<{ body: DiceBetInput; response: BetResult }>()(
  'POST',
  '/api/originals/dice/bets',
)
export const placeLimboBet = endpoint<{ body: LimboBetInput; response: BetResult }>()(
  'POST',
  '/api/originals/limbo/bets',
)
export const placeHeadsTailsBet = endpoint<{ body: HeadsTailsBetInput; response: BetResult }>()(
  'POST',
  '/api/originals/heads-tails/bets',
)
export const startMines = endpoint<{ body: MinesStartInput; response: BetResult }>()(
  'POST',
  '/api/originals/mines/games',
)
export const revealMinesTile = endpoint<{ body: MinesRevealInput; response: BetResult }>()(
  'POST',
  '/api/originals/mines/games/:betId/reveal',
)
export const cashOutMines = endpoint<{ body: EmptyBody; response: BetResult }>()(
  'POST',
  '/api/originals/mines/games/:betId/cashout',
)
export const openMines = endpoint<{ response: { bet: BetView | null } }>()(
  'GET',
  '/api/originals/mines/current',
)
export const placeCrashBet = endpoint<{ body: CrashBetInput; response: BetResult }>()(
  'POST',
  '/api/originals/crash/bets',
)
export const cashOutCrashBet = endpoint<{ body: EmptyBody; response: BetResult }>()(
  'POST',
  '/api/originals/crash/bets/:betId/cashout',
)
export const crashState = endpoint<{ response: CrashRoundState }>()('GET', '/api/originals/crash/state')
/** Ended Crash rounds with their revealed seeds, for anyone to audit on /fairness. */
export const endedCrashRounds = endpoint<{ query: { page: number }; response: CrashRoundsPage }>()(
  'GET',
  '/api/originals/crash/rounds',
)
