import {
  type BetResult,
  idempotentReplayHeader,
  type MinesRevealInput,
  type OriginalGame,
  type RotateSeedsInput,
  type SeedsView,
} from '@khela/contracts/originals'
import { useQuery } from '@tanstack/react-query'
import { api, type Endpoint } from '../../../lib/endpoint.ts'
import * as originalsApi from '../../../lib/endpoints/originals.ts'

/** Every originals query starts with this; a bet invalidates the player's seeds and recent bets under it. */
export const originalsQueryKey = ['originals'] as const
export const originalsRulesQueryKey = ['originals', 'rules'] as const
export const seedsQueryKey = ['originals', 'seeds'] as const
export const recentBetsQueryKey = (game: OriginalGame) => ['originals', 'bets', game] as const
export const openMinesQueryKey = ['originals', 'mines', 'current'] as const

/** Every game's limits and edge (the edge of the player's current seed when signed in). */
export const fetchOriginalsRules = ({ signal }: { signal?: AbortSignal } = {}) =>
  api(originalsApi.rules, { signal })

export function useSeeds(isEnabled = true) {
  return useQuery({
    queryKey: seedsQueryKey,
    queryFn: ({ signal }) => api(originalsApi.seeds, { signal }),
    enabled: isEnabled,
    meta: { showsOwnError: true },
  })
}

export function rotateSeeds(input: RotateSeedsInput): Promise<SeedsView> {
  return api(originalsApi.rotateSeeds, { body: input })
}

/** The player's latest bets of one game (the first page of their history). */
export function useRecentBets(game: OriginalGame, isEnabled = true) {
  return useQuery({
    queryKey: recentBetsQueryKey(game),
    queryFn: ({ signal }) => api(originalsApi.bets, { query: { game }, signal }).then((page) => page.items),
    enabled: isEnabled,
    meta: { showsOwnError: true },
  })
}

/** A bet's answer, and whether it was the first answer replayed for a key already used (its balance is old). */
export type PlacedBet = BetResult & { isReplay: boolean }

type BetEndpoint<Input> = Endpoint<{ body: Input; response: BetResult }>

/** POSTs a bet under its Idempotency-Key and reads the Idempotent-Replay header of the answer. */
export async function sendBet<Input>(
  target: BetEndpoint<Input>,
  input: Input,
  idempotencyKey: string,
): Promise<PlacedBet> {
  let isReplay = false
  const result = await api(target, {
    body: input,
    idempotencyKey,
    onHeaders: (headers) => {
      isReplay = headers.get(idempotentReplayHeader) === 'true'
    },
  })
  return { ...result, isReplay }
}

const bet =
  <Input>(target: BetEndpoint<Input>) =>
  (input: Input, idempotencyKey: string): Promise<PlacedBet> =>
    sendBet(target, input, idempotencyKey)

export const placeDiceBet = bet(originalsApi.placeDiceBet)
export const placeLimboBet = bet(originalsApi.placeLimboBet)
export const placeHeadsTailsBet = bet(originalsApi.placeHeadsTailsBet)
export const startMines = bet(originalsApi.startMines)

export function revealMinesTile(betId: string, input: MinesRevealInput): Promise<BetResult> {
  return api(originalsApi.revealMinesTile, { params: { betId }, body: input })
}

/** Paid once however often it is sent: the server settles the game only while it is open. */
export function cashOutMines(betId: string): Promise<BetResult> {
  return api(originalsApi.cashOutMines, { params: { betId }, body: {} })
}

/** The player's open Mines game, so the page picks it up after a reload; null when none. */
export function useOpenMines(isEnabled = true) {
  return useQuery({
    queryKey: openMinesQueryKey,
    queryFn: ({ signal }) => api(originalsApi.openMines, { signal }).then((answer) => answer.bet),
    enabled: isEnabled,
    meta: { showsOwnError: true },
  })
}
