// The live-ws benchmark's price stream into Khela (bench/live-ws.bench.ts): Khela has no live-event channel yet, so
// this process publishes a live event's prices, ten a second, as another Khela process's hub would
// (apps/server/src/modules/realtime/realtime-hub.ts): `SELECT pg_notify('khela_realtime', {channel, data, from})`,
// one at a time in order. The server's hub delivers them to the sockets subscribed to `channel` through the path a
// serving process gets Crash ticks by with WORKERS > 1; no server code is added for it. The messages are Crash's
// (bench/lib/play-rounds.ts), each tick carrying the prices, since the load generator counts flights of ticks.
// `node bench/lib/live-price-publisher.ts <database url> <channel>`; prints `ready` once connected.
import pg from 'pg'
import { livePrices, playRounds } from './play-rounds.ts'

const [databaseUrl, channel = 'public:live:bench'] = process.argv.slice(2)
const client = new pg.Client({ connectionString: databaseUrl })
await client.connect()
let notifying: Promise<unknown> = Promise.resolve()

process.stdout.write('ready\n')
process.on('SIGTERM', () => void client.end().finally(() => process.exit(0)))
await playRounds((data) => {
  const payload = JSON.stringify({ channel, data, from: 'live-price-publisher' })
  notifying = notifying
    .then(() => client.query('SELECT pg_notify($1, $2)', ['khela_realtime', payload]))
    .catch(() => {})
}, livePrices)
