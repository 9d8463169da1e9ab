import {
  type BetHistoryPage,
  type BetResult,
  type BetView,
  type DiceBetInput,
  type HeadsTailsBetInput,
  idempotentReplayHeader,
  type LimboBetInput,
  type MinesRevealInput,
  type MinesStartInput,
  type OriginalGame,
  type PublicGameRules,
  type RotateSeedsInput,
  type SeedsView,
} from '@khela/contracts/originals'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api.ts'

/** Every originals query starts with this; a bet invalidates the player's seeds and recent bets under it. */
export const originalsQueryKey = ['originals'] as const
export const originalsRulesQueryKey = ['originals', 'rules'] as const
export const seedsQueryKey = ['originals', 'seeds'] as const
export const recentBetsQueryKey = (game: OriginalGame) => ['originals', 'bets', game] as const
export const openMinesQueryKey = ['originals', 'mines', 'current'] as const

/** Every game's limits and edge (the edge of the player's current seed when signed in). */
export const fetchOriginalsRules = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiRequest<PublicGameRules[]>('/api/originals/rules', { signal })

export function useSeeds(isEnabled = true) {
  return useQuery({
    queryKey: seedsQueryKey,
    queryFn: ({ signal }) => apiRequest<SeedsView>('/api/originals/seeds', { signal }),
    enabled: isEnabled,
    meta: { showsOwnError: true },
  })
}

export function rotateSeeds(input: RotateSeedsInput): Promise<SeedsView> {
  return apiRequest<SeedsView>('/api/originals/seeds/rotate', { method: 'POST', body: input })
}

/** The player's latest bets of one game (the first page of their history). */
export function useRecentBets(game: OriginalGame, isEnabled = true) {
  return useQuery({
    queryKey: recentBetsQueryKey(game),
    queryFn: ({ signal }) =>
      apiRequest<BetHistoryPage>(`/api/originals/bets?game=${game}`, { signal }).then((page) => page.items),
    enabled: isEnabled,
    meta: { showsOwnError: true },
  })
}

/** A bet's answer, and whether it was the first answer replayed for a key already used (its balance is old). */
export type PlacedBet = BetResult & { isReplay: boolean }

/** POSTs a bet under its Idempotency-Key and reads the Idempotent-Replay header of the answer. */
export async function sendBet(path: string, input: unknown, idempotencyKey: string): Promise<PlacedBet> {
  let isReplay = false
  const result = await apiRequest<BetResult>(path, {
    method: 'POST',
    body: input,
    idempotencyKey,
    onHeaders: (headers) => {
      isReplay = headers.get(idempotentReplayHeader) === 'true'
    },
  })
  return { ...result, isReplay }
}

const bet =
  <Input>(path: string) =>
  (input: Input, idempotencyKey: string): Promise<PlacedBet> =>
    sendBet(path, input, idempotencyKey)

export const placeDiceBet = bet<DiceBetInput>('/api/originals/dice/bets')
export const placeLimboBet = bet<LimboBetInput>('/api/originals/limbo/bets')
export const placeHeadsTailsBet = bet<HeadsTailsBetInput>('/api/originals/heads-tails/bets')
export const startMines = bet<MinesStartInput>('/api/originals/mines/games')

export function revealMinesTile(betId: string, input: MinesRevealInput): Promise<BetResult> {
  return apiRequest<BetResult>(`/api/originals/mines/games/${encodeURIComponent(betId)}/reveal`, {
    method: 'POST',
    body: input,
  })
}

/** Paid once however often it is sent: the server settles the game only while it is open. */
export function cashOutMines(betId: string): Promise<BetResult> {
  return apiRequest<BetResult>(`/api/originals/mines/games/${encodeURIComponent(betId)}/cashout`, {
    method: 'POST',
    body: {},
  })
}

/** The player's open Mines game, so the page picks it up after a reload; null when none. */
export function useOpenMines(isEnabled = true) {
  return useQuery({
    queryKey: openMinesQueryKey,
    queryFn: ({ signal }) =>
      apiRequest<{ bet: BetView | null }>('/api/originals/mines/current', { signal }).then(
        (answer) => answer.bet,
      ),
    enabled: isEnabled,
    meta: { showsOwnError: true },
  })
}
