import type { Duplex } from 'node:stream'
import type { ChannelName, ServerMessage } from '@khela/contracts/realtime'
import type { WebSocket } from 'ws'
import type { RealtimeHub } from './realtime-hub.ts'

type Member = {
  socket: WebSocket
  /** The connection under the socket, written to directly with whole frames (null: through ws's send). */
  connection: Duplex | null
}
type Group = { clientChannel: ChannelName; members: Set<Member>; stop: () => void }

/**
 * A complete unmasked, unfragmented WebSocket text frame (RFC 6455 §5.2) holding `payload`, as a server sends it.
 */
export function textFrame(payload: Buffer): Buffer {
  const length = payload.length
  const header = length < 126 ? 2 : length < 65_536 ? 4 : 10
  const frame = Buffer.allocUnsafe(header + length)
  frame[0] = 0x81
  if (header === 2) frame[1] = length
  else if (header === 4) {
    frame[1] = 126
    frame.writeUInt16BE(length, 2)
  } else {
    frame[1] = 127
    frame.writeBigUInt64BE(BigInt(length), 2)
  }
  payload.copy(frame, header)
  return frame
}

/**
 * This instance's sockets by the hub channel they follow. Each hub channel has one listener however many sockets
 * follow it, and each message becomes one WebSocket frame (serialised once) whose bytes are written as they are to
 * every socket's connection, so a tick to 10,000 sockets costs one JSON.stringify and 10,000 writes of one Buffer.
 * Writing under ws is safe because ws writes each frame whole and in order when nothing is compressed or queued:
 * a socket that negotiated an extension (permessage-deflate, off on this server) goes through `send` instead.
 */
export function createSocketFanOut(realtime: Pick<RealtimeHub, 'subscribe'>) {
  const groups = new Map<string, Group>()

  function deliver(group: Group, data: unknown) {
    const message = JSON.stringify({
      type: 'message',
      channel: group.clientChannel,
      data,
    } satisfies ServerMessage)
    const payload = Buffer.from(message)
    const frame = textFrame(payload)
    for (const { socket, connection } of group.members) {
      if (socket.readyState !== socket.OPEN) continue
      if (connection) {
        if (connection.writable) connection.write(frame)
      } else socket.send(payload, { binary: false })
    }
  }

  return {
    /**
     * Sends the hub's messages on `serverChannel` to `socket` as `clientChannel` (the name the client subscribed
     * with) until the returned function is called. `connection` is the socket's own TCP connection.
     */
    add(serverChannel: string, clientChannel: ChannelName, socket: WebSocket, connection: Duplex) {
      let group = groups.get(serverChannel)
      if (!group) {
        const members = new Set<Member>()
        const created: Group = { clientChannel, members, stop: () => {} }
        created.stop = realtime.subscribe(serverChannel, (data) => deliver(created, data))
        groups.set(serverChannel, created)
        group = created
      }
      const member: Member = { socket, connection: socket.extensions === '' ? connection : null }
      group.members.add(member)
      const joined = group
      return () => {
        joined.members.delete(member)
        if (joined.members.size === 0 && groups.get(serverChannel) === joined) {
          joined.stop()
          groups.delete(serverChannel)
        }
      }
    },
  }
}
