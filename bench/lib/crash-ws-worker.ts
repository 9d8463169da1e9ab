// A worker thread holding a share of the crash benchmark's WebSocket clients (see crash-ws.bench.ts). The clients
// are bare TCP sockets speaking just enough WebSocket (RFC 6455) to follow `public:crash` (or the channel of the
// live-ws benchmark's price stream, which has the same messages), so the load generator
// does as little as possible per message and the server is what gets measured: every read lands in one buffer
// shared by the worker's sockets (`onread`), a tick is recognised by its first bytes and counted, nothing is
// allocated for it. One client in `sampleEvery` reads as soon as data arrives, parses each tick and records its
// lateness (its arrival minus its place on the round's schedule, take-off + elapsedMs, both on this machine's clock)
// and the gaps between ticks. The other clients only check that every tick reached them: they read what has piled up
// once every DRAIN_MS (their sockets paused in between), so that the load generator spends one read a second on
// each instead of ten. On loopback a write lands in the receiving socket's buffer during the server's own write
// call, so when such a client reads does not change when the server delivered; the sampled clients, spread over
// the server's fan-out order like the others, time the delivery.
// Round messages (three a round) are parsed by every client: a flight's tick count runs from take-off to crash.
import { randomBytes } from 'node:crypto'
import { connect, type Socket } from 'node:net'
import { parentPort } from 'node:worker_threads'

export type WorkerCommand =
  | { type: 'open'; host: string; port: number; count: number; sampleEvery: number; channel: string }
  | { type: 'measure' }
  | { type: 'report' }
  | { type: 'close' }

/** One round that took off while measuring, as this worker's clients saw it. */
export type RoundReport = {
  roundId: string
  /** [ticks received in the flight, clients that received that many]. */
  counts: [number, number][]
  /** Clients that saw the take-off but not (yet) the crash when the report was asked for. */
  unfinished: number
  /** For each tick of the flight (in order), when the last of this worker's sampled clients had it, minus its schedule. */
  lastClientLateness: number[]
}
export type WorkerReply =
  | { type: 'opened'; open: number; failed: number }
  | {
      type: 'report'
      open: number
      /** Lateness of every tick at every sampled client, ms. */
      lateness: Float64Array
      gaps: number
      maxGapMs: number
      rounds: RoundReport[]
    }
  | { type: 'closed' }

const GAP_LIMIT_MS = 200
const OPEN_BATCH = 100
/** How often each client that is not sampled reads what the server sent it. */
const DRAIN_MS = 1_000
/** The clients that are not sampled read in turns, a share every DRAIN_SLICE_MS, so no burst delays the sampled ones. */
const DRAIN_SLICE_MS = 50
/** At a report, how long the clients that are not sampled may take to read the end of the measured flights. */
const REPORT_DRAIN_TIMEOUT_MS = 5_000
const OPEN_TIMEOUT_MS = 10_000

const port = parentPort
if (!port) throw new Error('crash-ws-worker runs in a worker thread')

// Every text frame from the server starts like this; a tick's then reads `tick"`. Set by the first `open`.
let tickPrefix = Buffer.alloc(0)
// Client frames must be masked; an all-zero mask leaves the payload as it is.
const maskedTextFrame = (text: string) => {
  const payload = Buffer.from(text)
  if (payload.length > 125) throw new Error('client frame too long')
  return Buffer.concat([Buffer.from([0x81, 0x80 | payload.length, 0, 0, 0, 0]), payload])
}
let subscribeFrame = Buffer.alloc(0)
const readBuffer = Buffer.allocUnsafe(64 * 1024)

type RoundStats = {
  roundId: string
  takeOff: number
  isMeasured: boolean
  isCrashed: boolean
  counts: Map<number, number>
  inFlight: number
  /** elapsedMs of the flight's n-th tick, from the sampled clients. */
  elapsed: number[]
  /** Arrival of the flight's n-th tick at the last of the sampled clients. */
  lastArrival: number[]
}

const rounds = new Map<string, RoundStats>()
const clients: Client[] = []
// Clients started, so that one in `sampleEvery` is sampled even when a batch opens at once.
let started = 0
let isMeasuring = false
let lateness: number[] = []
let gaps = 0
let maxGapMs = 0

function roundStats(roundId: string, takeOff: number): RoundStats {
  let stats = rounds.get(roundId)
  if (!stats) {
    stats = {
      roundId,
      takeOff,
      isMeasured: isMeasuring,
      isCrashed: false,
      counts: new Map(),
      inFlight: 0,
      elapsed: [],
      lastArrival: [],
    }
    rounds.set(roundId, stats)
  }
  return stats
}

class Client {
  socket: Socket
  isOpen = false
  isSampled: boolean
  /** The HTTP upgrade answer until it is complete, then null. */
  handshake: string | null = ''
  /** A frame cut across two reads. */
  pending: Buffer | null = null
  flight: RoundStats | null = null
  flightTicks = 0
  lastTickAt = 0
  onUpgraded: () => void = () => {}

  constructor(host: string, portNumber: number, isSampled: boolean, onOpen: (isOpen: boolean) => void) {
    this.isSampled = isSampled
    const key = randomBytes(16).toString('base64')
    this.socket = connect({
      host,
      port: portNumber,
      noDelay: true,
      onread: { buffer: readBuffer, callback: (length: number) => this.read(length) },
    })
    const timer = setTimeout(() => this.socket.destroy(), OPEN_TIMEOUT_MS)
    let isSettled = false
    const settle = (isOpen: boolean) => {
      if (isSettled) return
      isSettled = true
      clearTimeout(timer)
      onOpen(isOpen)
    }
    this.onUpgraded = () => settle(true)
    this.socket.once('connect', () =>
      this.socket.write(
        `GET /api/ws HTTP/1.1\r\nHost: ${host}:${portNumber}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          `Sec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
      ),
    )
    this.socket.on('error', () => settle(false))
    this.socket.on('close', () => {
      this.isOpen = false
      settle(false)
    })
  }

  read(length: number): boolean {
    let start = 0
    if (this.handshake !== null) {
      this.handshake += readBuffer.toString('latin1', 0, length)
      const end = this.handshake.indexOf('\r\n\r\n')
      if (end < 0) return true
      if (!this.handshake.startsWith('HTTP/1.1 101')) {
        this.socket.destroy()
        return false
      }
      start = length - (this.handshake.length - end - 4)
      this.handshake = null
      this.isOpen = true
      this.socket.write(subscribeFrame)
      this.onUpgraded()
    }
    if (this.pending) {
      const joined = Buffer.concat([this.pending, readBuffer.subarray(start, length)])
      this.pending = null
      this.frames(joined, 0, joined.length)
    } else this.frames(readBuffer, start, length)
    if (!this.isSampled) this.socket.pause()
    return true
  }

  frames(buffer: Buffer, from: number, to: number) {
    let at = from
    while (at < to) {
      if (to - at < 2) break
      let size = (buffer[at + 1] ?? 0) & 0x7f
      let header = 2
      if (size === 126) {
        if (to - at < 4) break
        size = buffer.readUInt16BE(at + 2)
        header = 4
      } else if (size === 127) {
        if (to - at < 10) break
        size = Number(buffer.readBigUInt64BE(at + 2))
        header = 10
      }
      if (to - at < header + size) break
      this.frame((buffer[at] ?? 0) & 0x0f, buffer, at + header, at + header + size)
      at += header + size
    }
    // Kept for the next read: a copy, since the read buffer is reused.
    if (at < to) this.pending = Buffer.from(buffer.subarray(at, to))
  }

  frame(opcode: number, buffer: Buffer, start: number, end: number) {
    if (opcode === 0x9) {
      // The server's heartbeat: answer with a pong carrying the same bytes (masked with zeros).
      const size = end - start
      if (size <= 125)
        this.socket.write(
          Buffer.concat([Buffer.from([0x8a, 0x80 | size, 0, 0, 0, 0]), buffer.subarray(start, end)]),
        )
      return
    }
    if (opcode !== 0x1) return
    const isTick =
      end - start > tickPrefix.length &&
      buffer.compare(tickPrefix, 0, tickPrefix.length, start, start + tickPrefix.length) === 0
    if (isTick) {
      const flight = this.flight
      if (!flight) return
      const index = this.flightTicks++
      if (!this.isSampled) return
      const now = Date.now()
      if ((flight.lastArrival[index] ?? 0) < now) flight.lastArrival[index] = now
      this.sample(flight, index, buffer.toString('utf8', start, end), now)
      return
    }
    const message = JSON.parse(buffer.toString('utf8', start, end)) as {
      type: string
      data?: { type: string; roundId: string; phase?: string; startedAt?: number }
    }
    const event = message.data
    if (message.type !== 'message' || event?.type !== 'round') return
    if (event.phase === 'running') {
      this.flight = roundStats(event.roundId, event.startedAt ?? 0)
      this.flight.inFlight += 1
      this.flightTicks = 0
      this.lastTickAt = 0
    } else if (event.phase === 'crashed' && this.flight?.roundId === event.roundId) {
      const flight = this.flight
      flight.isCrashed = true
      flight.inFlight -= 1
      flight.counts.set(this.flightTicks, (flight.counts.get(this.flightTicks) ?? 0) + 1)
      this.flight = null
    }
  }

  sample(flight: RoundStats, index: number, text: string, now: number) {
    const { data } = JSON.parse(text) as { data: { elapsedMs: number } }
    flight.elapsed[index] = data.elapsedMs
    if (!flight.isMeasured) return
    lateness.push(now - (flight.takeOff + data.elapsedMs))
    if (this.lastTickAt > 0) {
      const gap = now - this.lastTickAt
      if (gap > GAP_LIMIT_MS) gaps += 1
      if (gap > maxGapMs) maxGapMs = gap
    }
    this.lastTickAt = now
  }
}

function openOne(host: string, portNumber: number, sampleEvery: number): Promise<boolean> {
  return new Promise((resolve) => {
    const client = new Client(host, portNumber, started++ % sampleEvery === 0, (isOpen) => {
      if (isOpen) clients.push(client)
      resolve(isOpen)
    })
  })
}

/** The clients that are not sampled (all, or the share whose turn it is) read what the server has sent them. */
function drain(turn = 0, turns = 1) {
  for (let index = turn; index < clients.length; index += turns) {
    const client = clients[index]
    if (client?.isOpen && !client.isSampled) client.socket.resume()
  }
}
let drainTurn = 0
const drainTurns = DRAIN_MS / DRAIN_SLICE_MS
setInterval(() => {
  drain(drainTurn, drainTurns)
  drainTurn = (drainTurn + 1) % drainTurns
}, DRAIN_SLICE_MS).unref()

/** Drains, and waits until every client has read the crash of each measured flight that has crashed. */
async function drainMeasuredFlights() {
  const deadline = Date.now() + REPORT_DRAIN_TIMEOUT_MS
  const isDrained = () =>
    [...rounds.values()].every((stats) => !stats.isMeasured || !stats.isCrashed || stats.inFlight === 0)
  drain()
  while (!isDrained() && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50))
    drain()
  }
}

function report(): Extract<WorkerReply, { type: 'report' }> & { lateness: Float64Array<ArrayBuffer> } {
  const measured = [...rounds.values()].filter((stats) => stats.isMeasured && stats.isCrashed)
  return {
    type: 'report',
    open: clients.filter((client) => client.isOpen).length,
    lateness: Float64Array.from(lateness),
    gaps,
    maxGapMs,
    rounds: measured.map((stats) => ({
      roundId: stats.roundId,
      counts: [...stats.counts.entries()],
      unfinished: stats.inFlight,
      lastClientLateness: stats.lastArrival.map(
        (arrival, index) => arrival - (stats.takeOff + (stats.elapsed[index] ?? Number.NaN)),
      ),
    })),
  }
}

port.on('message', async (command: WorkerCommand) => {
  if (command.type === 'open') {
    tickPrefix = Buffer.from(`{"type":"message","channel":"${command.channel}","data":{"type":"tick"`)
    subscribeFrame = maskedTextFrame(JSON.stringify({ type: 'subscribe', channel: command.channel }))
    let failed = 0
    for (let opened = 0; opened < command.count; opened += OPEN_BATCH) {
      const batch = Math.min(OPEN_BATCH, command.count - opened)
      const results = await Promise.all(
        Array.from({ length: batch }, () => openOne(command.host, command.port, command.sampleEvery)),
      )
      failed += results.filter((isOpen) => !isOpen).length
    }
    port.postMessage({ type: 'opened', open: clients.length, failed } satisfies WorkerReply)
  } else if (command.type === 'measure') {
    lateness = []
    gaps = 0
    maxGapMs = 0
    isMeasuring = true
  } else if (command.type === 'report') {
    isMeasuring = false
    await drainMeasuredFlights()
    const reply = report()
    rounds.clear()
    for (const client of clients) client.flight = null
    port.postMessage(reply, [reply.lateness.buffer])
  } else {
    for (const client of clients) client.socket.destroy()
    clients.length = 0
    port.postMessage({ type: 'closed' } satisfies WorkerReply)
  }
})
