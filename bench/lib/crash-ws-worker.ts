// A worker thread holding a share of the crash benchmark's WebSocket clients (see crash-ws.bench.ts), so the
// sockets are read off the main thread. Each tick's lateness is its arrival here minus its place on the round's
// schedule (take-off + elapsedMs), both on this machine's clock, as the server's are.
import { parentPort } from 'node:worker_threads'
import WebSocket from 'ws'

export type WorkerCommand =
  | { type: 'open'; url: string; count: number }
  | { type: 'measure' }
  | { type: 'report' }
  | { type: 'close' }
export type WorkerReply =
  | { type: 'opened'; open: number; failed: number }
  | { type: 'report'; lateness: Float64Array; gaps: number; maxGapMs: number }
  | { type: 'closed' }

const GAP_LIMIT_MS = 200
const OPEN_BATCH = 100

const port = parentPort
if (!port) throw new Error('crash-ws-worker runs in a worker thread')

const sockets: WebSocket[] = []
const takeOffs = new Map<string, number>()
let isMeasuring = false
let lateness: number[] = []
let gaps = 0
let maxGapMs = 0

function onMessage(this: WebSocket & { lastTick?: { round: string; at: number } }, raw: WebSocket.RawData) {
  const receivedAt = Date.now()
  const message = JSON.parse(raw.toString()) as {
    type: string
    data?: { type: string; roundId: string; startedAt?: number; elapsedMs?: number }
  }
  const event = message.data
  if (message.type !== 'message' || !event) return
  if (event.type === 'round' && event.startedAt !== undefined) takeOffs.set(event.roundId, event.startedAt)
  if (event.type !== 'tick' || !isMeasuring) return
  const takeOff = takeOffs.get(event.roundId)
  if (takeOff !== undefined) lateness.push(receivedAt - (takeOff + (event.elapsedMs ?? 0)))
  const last = this.lastTick
  if (last && last.round === event.roundId) {
    const gap = receivedAt - last.at
    if (gap > GAP_LIMIT_MS) gaps += 1
    if (gap > maxGapMs) maxGapMs = gap
  }
  this.lastTick = { round: event.roundId, at: receivedAt }
}

function openOne(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, { perMessageDeflate: false })
    socket.once('open', () => {
      socket.send(JSON.stringify({ type: 'subscribe', channel: 'public:crash' }))
      sockets.push(socket)
      resolve(true)
    })
    socket.once('error', () => resolve(false))
    socket.on('message', onMessage)
  })
}

port.on('message', async (command: WorkerCommand) => {
  if (command.type === 'open') {
    let failed = 0
    for (let opened = 0; opened < command.count; opened += OPEN_BATCH) {
      const batch = Math.min(OPEN_BATCH, command.count - opened)
      const results = await Promise.all(Array.from({ length: batch }, () => openOne(command.url)))
      failed += results.filter((isOpen) => !isOpen).length
    }
    port.postMessage({ type: 'opened', open: sockets.length, failed } satisfies WorkerReply)
  } else if (command.type === 'measure') {
    lateness = []
    gaps = 0
    maxGapMs = 0
    for (const socket of sockets) (socket as { lastTick?: unknown }).lastTick = undefined
    isMeasuring = true
  } else if (command.type === 'report') {
    isMeasuring = false
    const values = Float64Array.from(lateness)
    port.postMessage({ type: 'report', lateness: values, gaps, maxGapMs } satisfies WorkerReply, [
      values.buffer,
    ])
  } else {
    for (const socket of sockets) socket.terminate()
    sockets.length = 0
    port.postMessage({ type: 'closed' } satisfies WorkerReply)
  }
})
