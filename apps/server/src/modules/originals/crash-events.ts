import { type BetView, type CrashEvent, crashChannel } from '@khela/contracts/originals'
import {
  type CrashBetRow,
  type CrashRoundRow,
  crashRoundBetOf,
  maskPlayerName,
  toCrashRoundBet,
} from './crash-bet-view.ts'

type Publisher = { publish(channel: string, data: unknown, options?: { canWait?: boolean }): Promise<void> }
type Logger = { warn(obj: object, msg: string): void }

/**
 * Crash's messages on `public:crash` (contracts `crashEvent`), sent after the change has committed. A lost message
 * costs a page a refetch of the state, so a failed publish is logged and never fails the work that made it.
 * Everything but a tick and the crash may wait for the next message (at most a tick's time) and go out with it, one
 * write to each socket: bets and cash-outs ride on the next tick, the take-off on the first tick.
 */
export function createCrashEvents(realtime: Publisher, log: Logger) {
  async function publish(event: CrashEvent) {
    try {
      await realtime.publish(crashChannel, event, {
        canWait: event.type !== 'tick' && !(event.type === 'round' && event.phase === 'crashed'),
      })
    } catch (error) {
      log.warn({ err: error, type: event.type }, 'crash event not published')
    }
  }
  const betOf = (bet: CrashBetRow & { playerName: string }) =>
    toCrashRoundBet(bet, maskPlayerName(bet.playerName))
  return {
    round(round: CrashRoundRow, now: number) {
      return publish({
        type: 'round',
        roundId: String(round.id),
        roundNumber: round.roundNumber,
        phase: round.phase,
        bettingEndsAt: round.bettingEndsAt.getTime(),
        startedAt: round.bettingEndsAt.getTime(),
        crashPoint: round.phase === 'crashed' ? round.crashPoint : null,
        capMultiplier: round.capMultiplier,
        serverTime: now,
      })
    },
    tick(roundId: number, elapsedMs: number, multiplier: number, now: number) {
      return publish({ type: 'tick', roundId: String(roundId), elapsedMs, multiplier, serverTime: now })
    },
    /** A bet placed or cashed out by its player (a request on any instance). */
    playerBet(type: 'bet' | 'cashout', view: BetView, playerName: string) {
      return publish({
        type,
        roundId: view.roundId ?? '',
        bet: crashRoundBetOf(view, maskPlayerName(playerName)),
      })
    },
    async cashouts(bets: (CrashBetRow & { playerName: string })[]) {
      for (const bet of bets)
        await publish({ type: 'cashout', roundId: String(bet.roundId), bet: betOf(bet) })
    },
  }
}
export type CrashEvents = ReturnType<typeof createCrashEvents>
