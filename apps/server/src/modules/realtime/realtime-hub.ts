import type { Database } from '../../db/client.ts'

const notifyChannel = 'khela_realtime'
// PostgreSQL refuses NOTIFY payloads of 8000 bytes or more.
const maxPayloadBytes = 7_900

type Logger = { warn(obj: object, msg: string): void }
/**
 * One message's encodings, shared by every listener it reaches on this instance: the first socket to send it
 * serialises it (per client channel name) and the others send the same bytes, so a message to 10,000 sockets is
 * stringified once, not 10,000 times.
 */
export type SharedFrames = Map<string, Buffer>
export type RealtimeListener = (data: unknown, frames: SharedFrames) => void

export type RealtimeHub = {
  /** Delivers `data` to every subscriber of `channel` on every instance (through NOTIFY). */
  publish(channel: string, data: unknown): Promise<void>
  /** Subscribes this instance's listener; returns the unsubscribe function. */
  subscribe(channel: string, listener: RealtimeListener): () => void
  close(): Promise<void>
}

/** Server-side channel for one user's private messages. */
export const userChannel = (userId: string) => `user:${userId}`

export async function createRealtimeHub(database: Database, log: Logger): Promise<RealtimeHub> {
  const listeners = new Map<string, Set<RealtimeListener>>()

  const unlisten = await database.listen(notifyChannel, (payload) => {
    let message: { channel: string; data: unknown }
    try {
      message = JSON.parse(payload)
    } catch (error) {
      log.warn({ err: error }, 'ignored a malformed realtime notification')
      return
    }
    const frames: SharedFrames = new Map()
    for (const listener of listeners.get(message.channel) ?? []) listener(message.data, frames)
  })

  return {
    async publish(channel, data) {
      const payload = JSON.stringify({ channel, data })
      if (Buffer.byteLength(payload) > maxPayloadBytes) {
        throw new Error(
          `realtime message on ${channel} is over ${maxPayloadBytes} bytes; send an id to refetch`,
        )
      }
      await database.notify(notifyChannel, payload)
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
