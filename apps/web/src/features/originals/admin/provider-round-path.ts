import type { GameHistoryRound } from '@khela/contracts/game-history'

/**
 * A provider round on the Provider rounds page (`/dashboard/provider-rounds`): the list narrowed to it by provider
 * and round id, with its transactions open (`open=<id>`).
 */
export function providerRoundPath(round: Pick<GameHistoryRound, 'id' | 'roundRef' | 'provider'>): string {
  const query = new URLSearchParams({ provider: round.provider.code, round: round.roundRef, open: round.id })
  return `/dashboard/provider-rounds?${query}`
}
