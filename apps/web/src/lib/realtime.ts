import type { ChannelName, ServerMessage } from '@khela/contracts/realtime'

/**
 * What a channel's listener hears: a message published on it, or `ready` each time the subscription is (re)made —
 * after a reconnect, messages may have been missed, so a listener refetches what it shows on `ready`.
 */
export type RealtimeEvent = { kind: 'message'; data: unknown } | { kind: 'ready' }
export type RealtimeListener = (event: RealtimeEvent) => void

const maxBackoffMs = 30_000

/**
 * The page's one socket to `/api/ws`, opened by the first subscription and closed with the last. It reconnects
 * with backoff (1 s doubling to 30 s, with jitter) while anything listens, and subscribes every channel again.
 * Messages are hints to refetch, never data to trust.
 */
function createRealtimeClient() {
  const listeners = new Map<ChannelName, Set<RealtimeListener>>()
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
    const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:'
    const current = new WebSocket(`${protocol}//${location.host}/api/ws`)
    socket = current
    current.addEventListener('open', () => {
      attempts = 0
      for (const channel of listeners.keys()) send({ type: 'subscribe', channel })
    })
    current.addEventListener('message', (event) => {
      const message = parse(event.data)
      if (message?.type === 'message') dispatch(message.channel, { kind: 'message', data: message.data })
      if (message?.type === 'subscribed') dispatch(message.channel, { kind: 'ready' })
    })
    current.addEventListener('close', () => {
      if (socket !== current) return
      socket = null
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
      if (!channelListeners) {
        channelListeners = new Set()
        listeners.set(channel, channelListeners)
        send({ type: 'subscribe', channel })
      }
      channelListeners.add(listener)
      if (!socket && reconnectTimer === undefined) connect()
      else if (socket?.readyState === WebSocket.OPEN && channelListeners.size > 1) listener({ kind: 'ready' })
      return () => {
        channelListeners.delete(listener)
        if (channelListeners.size > 0) return
        listeners.delete(channel)
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
      closing?.close()
      clearTimeout(reconnectTimer)
      reconnectTimer = undefined
      attempts = 0
      if (listeners.size > 0) connect()
    },
  }
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
