import { type LiveFeedMessage, liveFeedFormat } from '@khela/contracts/sportsbook-live-feed'
import type { Teams } from './engine/demo-squads.ts'
import { createMatch, type Match } from './engine/match-simulator.ts'
import type { SendFeedMessage } from './feed-sender.ts'

/**
 * Plays matches one step at a time and sends each step's messages, in order, each acknowledged before the next
 * (the sender retries until it is). Steps never overlap: a step asked for while one is sending waits its turn.
 */
export function createMatchRunner(options: {
  seed: number
  source: string
  loop: boolean
  teams: Teams
  send: SendFeedMessage
  now: () => Date
}) {
  // A restarted process must not reuse an event id whose seqs the receiver has already seen.
  const runId = Math.floor(options.now().getTime() / 1000).toString(36)
  let matchNumber = 1
  let seq = 0
  let startedAt = options.now()
  let match = newMatch()
  let queue: Promise<unknown> = Promise.resolve()

  function newMatch(): Match {
    const seed = options.seed + matchNumber - 1
    return createMatch({ seed, eventId: `sim-${seed}-${runId}-${matchNumber}`, teams: options.teams })
  }

  async function playStep(): Promise<LiveFeedMessage[]> {
    if (match.state().status === 'ended') {
      if (!options.loop) return []
      matchNumber += 1
      seq = 0
      startedAt = options.now()
      match = newMatch()
    }
    const messages = match.step().map(
      (body): LiveFeedMessage => ({
        format: liveFeedFormat,
        source: options.source,
        event: match.eventId,
        seq: ++seq,
        sentAt: options.now().toISOString(),
        ...body,
      }),
    )
    for (const message of messages) await options.send(message)
    return messages
  }

  return {
    /** Plays and sends the next step; answers its messages, none when the match is over and LOOP is off. */
    step(): Promise<LiveFeedMessage[]> {
      const next = queue.then(playStep)
      queue = next.catch(() => undefined)
      return next
    },
    isFinished: () => !options.loop && match.state().status === 'ended',
    current: () => ({ match, startedAt, seq }),
  }
}
export type MatchRunner = ReturnType<typeof createMatchRunner>
