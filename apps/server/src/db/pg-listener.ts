import pg from 'pg'
import type { NotificationHandler } from './client.ts'

const maxReconnectDelayMs = 10_000

/**
 * One connection that LISTENs for every channel of this process. If it breaks it reconnects with
 * backoff and listens again; notifications sent while it was down are lost, which is why real-time
 * messages are hints to refetch, never the only copy of a fact.
 */
export function createPgListener(url: string, log: { warn(obj: object, msg: string): void }) {
  const handlers = new Map<string, Set<NotificationHandler>>()
  let client: pg.Client | null = null
  let connecting: Promise<pg.Client> | null = null
  let isClosed = false
  let reconnectDelayMs = 250

  async function connect(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString: url })
    next.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '')
    })
    next.on('error', (error) => {
      log.warn({ err: error }, 'notification listener connection failed')
      scheduleReconnect(next)
    })
    await next.connect()
    for (const channel of handlers.keys()) await next.query(`LISTEN ${quoteIdentifier(channel)}`)
    reconnectDelayMs = 250
    return next
  }

  function scheduleReconnect(broken: pg.Client) {
    if (isClosed || client !== broken) return
    client = null
    broken.end().catch(() => {})
    setTimeout(() => {
      if (!isClosed) ensureConnected().catch(() => scheduleReconnect(broken))
    }, reconnectDelayMs).unref()
    reconnectDelayMs = Math.min(reconnectDelayMs * 2, maxReconnectDelayMs)
  }

  async function ensureConnected(): Promise<pg.Client> {
    if (client) return client
    connecting ??= connect().finally(() => {
      connecting = null
    })
    client = await connecting
    return client
  }

  return {
    async listen(channel: string, handler: NotificationHandler) {
      let channelHandlers = handlers.get(channel)
      const isNewChannel = !channelHandlers
      if (!channelHandlers) {
        channelHandlers = new Set()
        handlers.set(channel, channelHandlers)
      }
      channelHandlers.add(handler)
      const connected = await ensureConnected()
      if (isNewChannel) await connected.query(`LISTEN ${quoteIdentifier(channel)}`)
      return async () => {
        channelHandlers.delete(handler)
        if (channelHandlers.size > 0) return
        handlers.delete(channel)
        await client?.query(`UNLISTEN ${quoteIdentifier(channel)}`).catch(() => {})
      }
    },
    async close() {
      isClosed = true
      await client?.end().catch(() => {})
      client = null
    },
  }
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`
}
