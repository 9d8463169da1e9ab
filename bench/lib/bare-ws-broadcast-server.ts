// The bare baseline of the real-time benchmarks (bench/crash-ws.bench.ts, bench/live-ws.bench.ts): the `ws`
// package and nothing of Khela's. It accepts the same subscribe frame on /api/ws and plays fixed rounds on
// `channel` in Crash's messages (bench/lib/play-rounds.ts; with `live`, each tick carries a live event's prices). A
// message is framed once and its bytes written to each subscriber's TCP connection, the cheapest broadcast `ws`
// allows and the one Khela's fan-out uses: `send` per socket frames the message again for each and, in a trial run
// here, sent ticks 440 ms late at 5,000 clients, which would make a baseline that Khela beats by design.
// `node bench/lib/bare-ws-broadcast-server.ts <port> <channel> [live]`; prints `ready` once listening.
import type { Socket } from 'node:net'
import { WebSocketServer } from 'ws'
import { livePrices, playRounds } from './play-rounds.ts'

const [port = '0', channel = 'public:crash', stream] = process.argv.slice(2)

const subscribers = new Set<Socket>()
const server = new WebSocketServer({ host: '127.0.0.1', port: Number(port), path: '/api/ws' })

server.on('connection', (socket, request) => {
  const connection = request.socket as Socket
  socket.on('message', (raw) => {
    const message = JSON.parse(raw.toString()) as { type?: string; channel?: string }
    if (message.type !== 'subscribe' || message.channel !== channel) return
    subscribers.add(connection)
    socket.send(JSON.stringify({ type: 'subscribed', channel }))
  })
  socket.on('close', () => subscribers.delete(connection))
  socket.on('error', () => socket.terminate())
})

/** An unmasked text frame (RFC 6455 §5.2) of `text`, under 64 KiB. */
function textFrame(text: string): Buffer {
  const payload = Buffer.from(text)
  const header = payload.length < 126 ? Buffer.from([0x81, payload.length]) : Buffer.alloc(4)
  if (payload.length >= 126) {
    header[0] = 0x81
    header[1] = 126
    header.writeUInt16BE(payload.length, 2)
  }
  return Buffer.concat([header, payload])
}

function broadcast(data: object) {
  const frame = textFrame(JSON.stringify({ type: 'message', channel, data }))
  for (const connection of subscribers) if (connection.writable) connection.write(frame)
}

server.on('listening', () => {
  process.stdout.write('ready\n')
  void playRounds(broadcast, stream === 'live' ? livePrices : {})
})
process.on('SIGTERM', () => {
  for (const connection of subscribers) connection.destroy()
  server.close(() => process.exit(0))
})
