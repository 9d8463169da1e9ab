import type { SportBetsChangedEvent } from '@khela/contracts/sportsbook-placement'
import { userChannel } from '../realtime/realtime-hub.ts'

/**
 * Some of the player's sports bets changed (decided after the bet delay, settled): their bet lists refetch.
 * Publish after the transaction that changed them has committed.
 */
export function publishSportBetsChanged(
  realtime: { publish(channel: string, data: unknown): Promise<void> },
  userId: string,
): Promise<void> {
  return realtime.publish(userChannel(userId), { type: 'sportsbook.bets' } satisfies SportBetsChangedEvent)
}
