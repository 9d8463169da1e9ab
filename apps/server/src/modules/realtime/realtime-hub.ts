import { randomUUID } from 'node:crypto'
import type { Database } from '../../db/client.ts'

const notifyChannel = 'khela_realtime'
// PostgreSQL refuses NOTIFY payloads of 8000 bytes or more.
const maxPayloadBytes = 7_900

type Logger = { warn(obj: object, msg: string): void }
/**
 * `canWait`: the message may be held for a moment and go out with the channel's next message, in one write to each
 * socket (a bet or cash-out in a Crash round rides on the next tick instead of costing a write of its own to every
 * socket). Order is kept either way.
 */
export type PublishOptions = { canWait?: boolean }
export type RealtimeListener = (data: unknown, options: { canWait: boolean }) => void

export type RealtimeHub = {
  /**
   * Delivers `data` to every subscriber of `channel` on every instance, once each: to the others' through NOTIFY,
   * sent one after another in the order of the calls (this instance skips its own notifications), and to this
   * instance's in the same order, just after the NOTIFY has gone out. Resolves once both are done.
   */
  publish(channel: string, data: unknown, options?: PublishOptions): Promise<void>
  /** Subscribes this instance's listener; returns the unsubscribe function. */
  subscribe(channel: string, listener: RealtimeListener): () => void
  close(): Promise<void>
}

/** Server-side channel for one user's private messages. */
export const userChannel = (userId: string) => `user:${userId}`

type Notification = { channel: string; data: unknown; from: string; n: number; canWait?: true }

export async function createRealtimeHub(database: Database, log: Logger): Promise<RealtimeHub> {
  const listeners = new Map<string, Set<RealtimeListener>>()
  // Marks this instance's notifications, which it has delivered to its own listeners already.
  const instanceId = randomUUID()
  // The NOTIFYs in the order of publish(), one statement at a time (a pool would otherwise let a later one
  // overtake): the messages published while one is out go together in the next, so a burst of bets costs a few
  // round trips, not one each.
  let notifying: Promise<unknown> = Promise.resolve()
  let nextBatch: { payloads: string[]; sent: Promise<void> } | null = null
  // Numbers this instance's messages: PostgreSQL delivers identical payloads sent in one statement only once.
  let sequence = 0

  function notify(payload: string): Promise<void> {
    if (!nextBatch) {
      const payloads: string[] = []
      const sent = notifying.then(() => {
        nextBatch = null
        return database.notify(notifyChannel, payloads)
      })
      nextBatch = { payloads, sent }
      notifying = sent.catch(() => {})
    }
    nextBatch.payloads.push(payload)
    return nextBatch.sent
  }

  function deliver(channel: string, data: unknown, canWait: boolean) {
    for (const listener of listeners.get(channel) ?? []) {
      try {
        listener(data, { canWait })
      } catch (error) {
        log.warn({ err: error, channel }, 'a realtime listener failed')
      }
    }
  }

  const unlisten = await database.listen(notifyChannel, (payload) => {
    let message: Notification
    try {
      message = JSON.parse(payload)
    } catch (error) {
      log.warn({ err: error }, 'ignored a malformed realtime notification')
      return
    }
    if (message.from !== instanceId) deliver(message.channel, message.data, message.canWait === true)
  })

  return {
    async publish(channel, data, options = {}) {
      const canWait = options.canWait === true
      const payload = JSON.stringify({
        channel,
        data,
        from: instanceId,
        n: ++sequence,
        ...(canWait ? { canWait } : {}),
      } satisfies Notification)
      if (Buffer.byteLength(payload) > maxPayloadBytes) {
        throw new Error(
          `realtime message on ${channel} is over ${maxPayloadBytes} bytes; send an id to refetch`,
        )
      }
      const sent = notify(payload)
      // This instance's sockets after the NOTIFY is written (the pool hands over an idle connection before the
      // event loop's check phase), so another instance's fan-out of a tick to its thousands of sockets runs
      // alongside this one's instead of after it. What they get: the message as JSON carries it (no Dates, no
      // undefined fields).
      if (listeners.has(channel)) {
        await new Promise((resolve) => setImmediate(resolve))
        deliver(channel, (JSON.parse(payload) as Notification).data, canWait)
      }
      await sent
    },
    subscribe(channel, listener) {
      let channelListeners = listeners.get(channel)
      if (!channelListeners) {
        channelListeners = new Set()
        listeners.set(channel, channelListeners)
      }
      channelListeners.add(listener)
      return () => {
        channelListeners.delete(listener)
        if (channelListeners.size === 0) listeners.delete(channel)
      }
    },
    async close() {
      listeners.clear()
      await unlisten()
    },
  }
}
