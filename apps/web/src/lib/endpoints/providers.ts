import type { PlayerRoundsPage } from '@khela/contracts/provider-wallet'
import { endpoint } from '../endpoint.ts'

/** The signed-in player's provider game rounds (Bet History). */
export const playerRounds = endpoint<{ query: { page: number }; response: PlayerRoundsPage }>()(
  'GET',
  '/api/providers/rounds',
)
