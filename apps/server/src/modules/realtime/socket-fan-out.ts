import type { Duplex } from 'node:stream'
import type { ChannelName, ServerMessage } from '@khela/contracts/realtime'
import type { WebSocket } from 'ws'
import type { RealtimeHub } from './realtime-hub.ts'

type Member = {
  socket: WebSocket
  /** The connection under the socket, written to directly with whole frames (null: through ws's send). */
  connection: Duplex | null
}
type Held = { payload: Buffer; frame: Buffer }
type Group = {
  clientChannel: ChannelName
  members: Set<Member>
  stop: () => void
  /** Messages that could wait, for the group's next write; sent by `holdTimer` if nothing comes first. */
  held: Held[]
  holdTimer: NodeJS.Timeout | null
}

/** How long a message that can wait is held for the channel's next message (a Crash tick comes every 100 ms). */
export const holdMs = 100

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
 * A message published as able to wait is held (up to `holdMs`) and its frame goes out in the same write as the
 * channel's next message: each write to a socket costs the kernel far more than its bytes, so a bet or cash-out
 * riding on the next tick keeps every socket at one write a tick however many happen.
 * Writing under ws is safe because ws writes each frame whole and in order when nothing is compressed or queued:
 * a socket that negotiated an extension (permessage-deflate, off on this server) goes through `send` instead.
 */
export function createSocketFanOut(realtime: Pick<RealtimeHub, 'subscribe'>) {
  const groups = new Map<string, Group>()

  function flush(group: Group) {
    if (group.holdTimer) clearTimeout(group.holdTimer)
    group.holdTimer = null
    const messages = group.held.splice(0)
    if (messages.length === 0) return
    const bytes =
      messages.length === 1 ? (messages[0] as Held).frame : Buffer.concat(messages.map((held) => held.frame))
    for (const { socket, connection } of group.members) {
      if (socket.readyState !== socket.OPEN) continue
      if (connection) {
        if (connection.writable) connection.write(bytes)
      } else for (const { payload } of messages) socket.send(payload, { binary: false })
    }
  }

  function deliver(group: Group, data: unknown, canWait: boolean) {
    const message = JSON.stringify({
      type: 'message',
      channel: group.clientChannel,
      data,
    } satisfies ServerMessage)
    const payload = Buffer.from(message)
    group.held.push({ payload, frame: textFrame(payload) })
    if (!canWait) flush(group)
    else group.holdTimer ??= setTimeout(() => flush(group), holdMs)
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
        const created: Group = { clientChannel, members, stop: () => {}, held: [], holdTimer: null }
        created.stop = realtime.subscribe(serverChannel, (data, { canWait }) =>
          deliver(created, data, canWait),
        )
        groups.set(serverChannel, created)
        group = created
      }
      const member: Member = { socket, connection: socket.extensions === '' ? connection : null }
      group.members.add(member)
      const joined = group
      return () => {
        joined.members.delete(member)
        if (joined.members.size === 0 && groups.get(serverChannel) === joined) {
          if (joined.holdTimer) clearTimeout(joined.holdTimer)
          joined.stop()
          groups.delete(serverChannel)
        }
      }
    },
  }
}
