import { staffCashierChannel } from '@khela/contracts/cashier'
import { hasPermission } from '@khela/contracts/permissions'
import { type ChannelName, clientMessage, type ServerMessage } from '@khela/contracts/realtime'
import type { FastifyInstance } from 'fastify'
import type { WebSocket } from 'ws'
import { findSessionUser } from '../../session/find-session-user.ts'
import { createHeartbeat } from './heartbeat.ts'
import { userChannel } from './realtime-hub.ts'
import { sessionControlChannel } from './session-control.ts'
import { createSocketFanOut } from './socket-fan-out.ts'

const heartbeatMs = 30_000

/**
 * `/api/ws`: one socket per tab. Clients subscribe to `public:*` channels freely and to `user`, which the
 * server maps to the signed-in user's own channel, so a player can never listen to another player, and to
 * `staff:cashier` (the server's `staffCashierChannel`) only with the `cashier.decide` permission.
 */
export async function realtimeRoutes(app: FastifyInstance) {
  const fanOut = createSocketFanOut(app.services.realtime)
  const heartbeat = createHeartbeat(heartbeatMs)
  app.addHook('onClose', async () => heartbeat.stop())
  app.get('/ws', { websocket: true, schema: { hide: true } }, (socket, request) => {
    const { realtime } = app.services
    // Listeners attach synchronously; a message that arrives while the session is looked up waits for it.
    const sessionUser = findSessionUser(app.services.auth, request.headers)
    // A signed-in socket closes when the user's sessions are revoked (a ban), on whichever instance it lives.
    let stopSessionControl = () => {}
    void sessionUser.then((user) => {
      if (!user || socket.readyState !== socket.OPEN) return
      stopSessionControl = realtime.subscribe(sessionControlChannel(user.id), () =>
        socket.close(4401, 'session revoked'),
      )
    })
    const subscriptions = new Map<ChannelName, () => void>()

    const send = (message: ServerMessage) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message))
    }

    const stopHeartbeat = heartbeat.add(socket)

    socket.on('message', async (raw) => {
      const parsed = clientMessage.safeParse(parseJson(raw))
      if (!parsed.success) return send({ type: 'error', code: 'BAD_MESSAGE' })
      const message = parsed.data
      if (message.type === 'ping') return send({ type: 'pong' })
      const { channel } = message
      if (message.type === 'unsubscribe') {
        subscriptions.get(channel)?.()
        subscriptions.delete(channel)
        return send({ type: 'unsubscribed', channel })
      }
      if (subscriptions.has(channel)) return send({ type: 'subscribed', channel })
      const user = await sessionUser
      // Closed while the session was looked up: nothing to subscribe (its close handler has run already).
      if (socket.readyState !== socket.OPEN) return
      if (subscriptions.has(channel)) return send({ type: 'subscribed', channel })
      if ((channel === 'user' || channel === staffCashierChannel) && !user)
        return send({ type: 'error', code: 'UNAUTHENTICATED', channel })
      // The cashier's alerts are for staff who decide deposits and withdrawals only.
      if (channel === staffCashierChannel && !(user && hasPermission(user.role, 'cashier.decide')))
        return send({ type: 'error', code: 'FORBIDDEN', channel })
      const serverChannel = channel === 'user' && user ? userChannel(user.id) : channel
      subscriptions.set(channel, fanOut.add(serverChannel, channel, socket, request.raw.socket))
      send({ type: 'subscribed', channel })
    })

    socket.on('close', () => {
      stopSessionControl()
      stopHeartbeat()
      closeSocket(subscriptions)
    })
    socket.on('error', () => socket.terminate())
  })
}

function closeSocket(subscriptions: Map<ChannelName, () => void>) {
  for (const unsubscribe of subscriptions.values()) unsubscribe()
  subscriptions.clear()
}

function parseJson(raw: WebSocket.RawData): unknown {
  try {
    return JSON.parse(raw.toString())
  } catch {
    return null
  }
}
