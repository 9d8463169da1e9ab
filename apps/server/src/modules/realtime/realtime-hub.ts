import { randomUUID } from 'node:crypto'
import type { Database } from '../../db/client.ts'

const notifyChannel = 'khela_realtime'
// PostgreSQL refuses NOTIFY payloads of 8000 bytes or more.
const maxPayloadBytes = 7_900

type Logger = { warn(obj: object, msg: string): void }
export type RealtimeListener = (data: unknown) => void

export type RealtimeHub = {
  /**
   * Delivers `data` to every subscriber of `channel` on every instance, once each: to this instance's at once
   * (before the call returns), to the others' through NOTIFY, sent one after another in the order of the calls
   * (this instance skips its own notifications). Resolves once the NOTIFY is sent.
   */
  publish(channel: string, data: unknown): Promise<void>
  /** Subscribes this instance's listener; returns the unsubscribe function. */
  subscribe(channel: string, listener: RealtimeListener): () => void
  close(): Promise<void>
}

/** Server-side channel for one user's private messages. */
export const userChannel = (userId: string) => `user:${userId}`

type Notification = { channel: string; data: unknown; from: string }

export async function createRealtimeHub(database: Database, log: Logger): Promise<RealtimeHub> {
  const listeners = new Map<string, Set<RealtimeListener>>()
  // Marks this instance's notifications, which it has delivered to its own listeners already.
  const instanceId = randomUUID()
  // The NOTIFYs in the order of publish(), one at a time (a pool would otherwise let a later one overtake).
  let notifying: Promise<unknown> = Promise.resolve()

  function deliver(channel: string, data: unknown) {
    for (const listener of listeners.get(channel) ?? []) {
      try {
        listener(data)
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
    if (message.from !== instanceId) deliver(message.channel, message.data)
  })

  return {
    async publish(channel, data) {
      const payload = JSON.stringify({ channel, data, from: instanceId } satisfies Notification)
      if (Buffer.byteLength(payload) > maxPayloadBytes) {
        throw new Error(
          `realtime message on ${channel} is over ${maxPayloadBytes} bytes; send an id to refetch`,
        )
      }
      // What the other instances get: the message as JSON carries it (no Dates, no undefined fields).
      if (listeners.has(channel)) deliver(channel, (JSON.parse(payload) as Notification).data)
      const sent = notifying.then(() => database.notify(notifyChannel, payload))
      notifying = sent.catch(() => {})
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
