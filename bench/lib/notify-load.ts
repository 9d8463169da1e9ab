// NOTIFY traffic for bench/notify.bench.ts, in a process of its own as a Khela instance would send it: a pg pool of
// 20 connections and `SELECT pg_notify('khela_realtime', payload)`, one at a time in the order published (the
// hub's chain in apps/server/src/modules/realtime/realtime-hub.ts), payloads of the hub's shape ({channel, data,
// from}, about 300 bytes: a live event's prices). A LISTENer on a connection of its own, as another instance,
// counts what arrives and when. Paced at `rate` messages a second for `seconds`, then waits for the last ones. With
// `chains` > 1 the messages take turns over that many such chains, as that many processes or instances would send
// them (each hub keeps its own order), to tell PostgreSQL's limit from that of one hub's chain.
// `node bench/lib/notify-load.ts <database url> <rate> <seconds> [chains]`; prints one line of JSON (NotifyLoadResult).
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { livePrices } from './play-rounds.ts'

export type NotifyLoadResult = {
  /** Messages published while pacing (rate × seconds). */
  published: number
  /** Of those, how many the database had taken (pg_notify answered) when the pacing ended. */
  sentInTime: number
  received: number
  /** From publish() to the LISTENer's receipt. */
  deliveryP50Ms: number
  deliveryP99Ms: number
  deliveryMaxMs: number
}

const notifyChannel = 'khela_realtime'
const PACE_MS = 10
const DRAIN_TIMEOUT_MS = 10_000
const [databaseUrl, rateText = '100', secondsText = '10', chainsText = '1'] = process.argv.slice(2)
const rate = Number(rateText)
const seconds = Number(secondsText)
const chains = Number(chainsText)

const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 })
const listener = new pg.Client({ connectionString: databaseUrl })
await listener.connect()
await listener.query(`LISTEN ${notifyChannel}`)

const instanceId = randomUUID()
const publishedAt: number[] = []
const delivery: number[] = []
let received = 0
listener.on('notification', (message) => {
  const { data } = JSON.parse(message.payload ?? '{}') as { data: { seq: number } }
  received += 1
  delivery.push(performance.now() - (publishedAt[data.seq] ?? Number.NaN))
})

// A live event's price update: its markets' selections and odds, as a sportsbook page would refetch them.
function payloadOf(seq: number) {
  return JSON.stringify({
    channel: `public:event:${10_000 + (seq % 100)}`,
    data: {
      type: 'prices',
      seq,
      markets: livePrices.markets,
      serverTime: Date.now(),
    },
    from: instanceId,
  })
}

const notifying: Promise<unknown>[] = Array.from({ length: chains }, () => Promise.resolve())
let sentInTime = 0
let isPacing = true
// Once the wait for the last deliveries is over, what is still queued is dropped rather than sent.
let isStopped = false
function publish(seq: number) {
  publishedAt[seq] = performance.now()
  const payload = payloadOf(seq)
  const chain = seq % chains
  const sent = (notifying[chain] ?? Promise.resolve()).then(async () => {
    if (isStopped) return
    await pool.query('SELECT pg_notify($1, $2)', [notifyChannel, payload])
    if (isPacing) sentInTime += 1
  })
  notifying[chain] = sent.catch(() => {})
}

const total = Math.round(rate * seconds)
const start = performance.now()
let published = 0
await new Promise<void>((resolve) => {
  const timer = setInterval(() => {
    const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * rate))
    while (published < due) publish(published++)
    if (published >= total) {
      clearInterval(timer)
      resolve()
    }
  }, PACE_MS)
})
// The last message of the pace is due now: what the database has not taken by then is behind.
await new Promise((resolve) => setTimeout(resolve, 1000 / rate + 50))
isPacing = false
const deadline = Date.now() + DRAIN_TIMEOUT_MS
while (received < published && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50))
delivery.sort((a, b) => a - b)
const at = (fraction: number) =>
  delivery[Math.min(delivery.length - 1, Math.floor(delivery.length * fraction))] ?? Number.NaN
process.stdout.write(
  `${JSON.stringify({
    published,
    sentInTime,
    received,
    deliveryP50Ms: at(0.5),
    deliveryP99Ms: at(0.99),
    deliveryMaxMs: delivery.at(-1) ?? Number.NaN,
  } satisfies NotifyLoadResult)}\n`,
)
isStopped = true
await Promise.all(notifying)
await listener.end()
await pool.end()
