import type { ChannelName, ServerMessage } from '@khela/contracts/realtime'
import { socketPath } from './endpoints/realtime.ts'

/** Why the server refused a channel: no session (or a revoked one), or a role without the permission. */
export type RealtimeRefusal = 'UNAUTHENTICATED' | 'FORBIDDEN'

/**
 * What a channel's listener hears: a message published on it; `ready` each time the subscription is really (re)made
 * — after a reconnect, messages may have been missed, so a listener refetches what it shows on `ready`; or
 * `refused` when the server will not subscribe it (or revoked the session), so nothing will arrive on it.
 */
export type RealtimeEvent =
  | { kind: 'message'; data: unknown }
  | { kind: 'ready' }
  | { kind: 'refused'; code: RealtimeRefusal }
export type RealtimeListener = (event: RealtimeEvent) => void

const maxBackoffMs = 30_000
/** The close code the server uses when the socket's session was revoked (a ban, a sign-out elsewhere). */
export const sessionRevokedCloseCode = 4401

/**
 * The page's one socket (`socketPath`), opened by the first subscription and closed with the last. It reconnects
 * with backoff (1 s doubling to 30 s, with jitter) while anything listens, and subscribes every channel again; the
 * backoff starts over only once a channel is subscribed, so a server that accepts and closes at once is not
 * hammered. A revoked session (close 4401) is told to every listener as `refused` and not reconnected until
 * `reconnect()` or a new channel. Messages are hints to refetch, never data to trust.
 */
export function createRealtimeClient(url: () => string = defaultUrl) {
  const listeners = new Map<ChannelName, Set<RealtimeListener>>()
  /** Channels the server confirmed on the current socket. */
  const subscribed = new Set<ChannelName>()
  let socket: WebSocket | null = null
  let attempts = 0
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined

  const send = (message: object) => {
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message))
  }

  const dispatch = (channel: ChannelName, event: RealtimeEvent) => {
    for (const listener of listeners.get(channel) ?? []) listener(event)
  }

  const connect = () => {
    const current = new WebSocket(url())
    socket = current
    subscribed.clear()
    current.addEventListener('open', () => {
      for (const channel of listeners.keys()) send({ type: 'subscribe', channel })
    })
    current.addEventListener('message', (event) => {
      if (socket !== current) return
      const message = parse(event.data)
      if (message?.type === 'message') dispatch(message.channel, { kind: 'message', data: message.data })
      if (message?.type === 'subscribed') {
        attempts = 0
        subscribed.add(message.channel)
        dispatch(message.channel, { kind: 'ready' })
      }
      if (message?.type === 'unsubscribed') subscribed.delete(message.channel)
      if (message?.type === 'error' && message.channel && message.code !== 'BAD_MESSAGE') {
        subscribed.delete(message.channel)
        dispatch(message.channel, { kind: 'refused', code: message.code })
      }
    })
    current.addEventListener('close', (event) => {
      if (socket !== current) return
      socket = null
      subscribed.clear()
      if (event.code === sessionRevokedCloseCode) {
        for (const channel of [...listeners.keys()])
          dispatch(channel, { kind: 'refused', code: 'UNAUTHENTICATED' })
        return
      }
      if (listeners.size > 0) scheduleReconnect()
    })
  }

  const scheduleReconnect = () => {
    const delay = Math.min(maxBackoffMs, 1000 * 2 ** attempts) * (0.5 + Math.random() / 2)
    attempts += 1
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined
      if (listeners.size > 0 && !socket) connect()
    }, delay)
  }

  return {
    /** Listens on `channel` until the returned function is called. */
    subscribe(channel: ChannelName, listener: RealtimeListener): () => void {
      let channelListeners = listeners.get(channel)
      const isNewChannel = !channelListeners
      if (!channelListeners) {
        channelListeners = new Set()
        listeners.set(channel, channelListeners)
        send({ type: 'subscribe', channel })
      }
      channelListeners.add(listener)
      if (!socket && reconnectTimer === undefined) connect()
      else if (!isNewChannel && subscribed.has(channel)) listener({ kind: 'ready' })
      return () => {
        channelListeners.delete(listener)
        if (channelListeners.size > 0 || listeners.get(channel) !== channelListeners) return
        listeners.delete(channel)
        subscribed.delete(channel)
        send({ type: 'unsubscribe', channel })
        if (listeners.size === 0) {
          clearTimeout(reconnectTimer)
          reconnectTimer = undefined
          const closing = socket
          socket = null
          closing?.close()
        }
      }
    },
    /** Closes and reopens the socket: after sign-in or sign-out, so the server sees the new session. */
    reconnect() {
      const closing = socket
      socket = null
      subscribed.clear()
      closing?.close()
      clearTimeout(reconnectTimer)
      reconnectTimer = undefined
      attempts = 0
      if (listeners.size > 0) connect()
    },
  }
}

function defaultUrl(): string {
  const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:'
  return `${protocol}//${location.host}${socketPath}`
}

function parse(raw: unknown): ServerMessage | null {
  if (typeof raw !== 'string') return null
  try {
    return JSON.parse(raw) as ServerMessage
  } catch {
    return null
  }
}

export const realtime = createRealtimeClient()
