// A bare baseline for the sportsbook placement benchmark: node:http and a pg pool in pipeline mode with nothing of
// Khela's, answering each POST (the benchmark's own bet requests; only the legs' selections are read) with the
// least a bet writes, on tables of its own with primary keys only, in two round trips as a Khela bet takes:
// BEGIN with the player's wallet row locked (FOR UPDATE), then one statement that moves the stake from the
// wallet, records the transfer, the bet and its legs and adds the bet to its selections' liability, with COMMIT.
// No session, validation, checks, prices, idempotency record or answer beyond `{"ok":true}`: its rate is what
// this machine gives such a bet, so a Khela bet's rate against it is Khela's own cost.
// `node bench/lib/bare-bet-server.ts <port> <database url>`; it makes its tables (bare_*) in that database.
import { randomUUID } from 'node:crypto'
import { createServer } from 'node:http'
import pg from 'pg'
import { answerWithConnection, listenUntilStopped } from './bare-http.ts'

const [port = '0', databaseUrl] = process.argv.slice(2)
const WALLETS = 200
const pool = new pg.Pool({ connectionString: databaseUrl, max: 20, pipeline: true } as pg.PoolConfig)

const setUp = new pg.Client({ connectionString: databaseUrl })
await setUp.connect()
await setUp.query(`
  CREATE TABLE IF NOT EXISTS bare_wallets (id integer PRIMARY KEY, balance bigint NOT NULL);
  CREATE TABLE IF NOT EXISTS bare_transfers (id uuid PRIMARY KEY, wallet_id integer NOT NULL, amount bigint NOT NULL,
    balance_after bigint NOT NULL, created_at timestamptz NOT NULL DEFAULT now());
  CREATE TABLE IF NOT EXISTS bare_bets (id uuid PRIMARY KEY, wallet_id integer NOT NULL, stake bigint NOT NULL,
    potential_return bigint NOT NULL, created_at timestamptz NOT NULL DEFAULT now());
  CREATE TABLE IF NOT EXISTS bare_bet_legs (bet_id uuid NOT NULL, position integer NOT NULL, selection_id uuid NOT NULL,
    price integer NOT NULL, PRIMARY KEY (bet_id, position));
  CREATE TABLE IF NOT EXISTS bare_liability (selection_id uuid PRIMARY KEY, stakes bigint NOT NULL,
    returns bigint NOT NULL);
  INSERT INTO bare_wallets SELECT n, 1000000000000 FROM generate_series(0, ${WALLETS - 1}) AS n ON CONFLICT DO NOTHING;`)
await setUp.end()

const lock = 'SELECT balance FROM bare_wallets WHERE id = $1 FOR UPDATE'
const write = `
  WITH moved AS (
    UPDATE bare_wallets SET balance = balance - $2 WHERE id = $1 AND balance >= $2 RETURNING balance),
  transfer AS (
    INSERT INTO bare_transfers (id, wallet_id, amount, balance_after) SELECT $3, $1, $2, balance FROM moved),
  bet AS (
    INSERT INTO bare_bets (id, wallet_id, stake, potential_return) SELECT $4, $1, $2, $5 FROM moved RETURNING id),
  legs AS (
    INSERT INTO bare_bet_legs (bet_id, position, selection_id, price)
    SELECT bet.id, leg.position, leg.selection_id, 2000 FROM bet, unnest($6::uuid[]) WITH ORDINALITY AS leg (selection_id, position))
  INSERT INTO bare_liability (selection_id, stakes, returns)
  SELECT leg.selection_id, $2, $5 FROM moved, unnest($6::uuid[]) AS leg (selection_id) ORDER BY 1
  ON CONFLICT (selection_id) DO UPDATE SET stakes = bare_liability.stakes + excluded.stakes,
    returns = bare_liability.returns + excluded.returns`

// Each connection is one player, with a wallet of its own (as each of the benchmark's players has).
const walletOf = new WeakMap<object, number>()
let connections = 0

const server = createServer((request, response) => {
  const chunks: Buffer[] = []
  request.on('data', (chunk: Buffer) => chunks.push(chunk))
  request.on('end', async () => {
    let wallet = walletOf.get(request.socket)
    if (wallet === undefined) {
      wallet = connections++ % WALLETS
      walletOf.set(request.socket, wallet)
    }
    const { legs = [], stake = 1000 } = JSON.parse(Buffer.concat(chunks).toString() || '{}') as {
      legs?: { selectionId: string }[]
      stake?: number
    }
    await answerWithConnection(pool, response, async (client) => {
      // Two statements written in one packet each time (the pool's connections are pipelined).
      const together = (first: () => Promise<unknown>, second: () => Promise<unknown>) => {
        const { stream } = (client as unknown as { connection: { stream: { cork(): void; uncork(): void } } })
          .connection
        stream.cork()
        try {
          return Promise.all([first(), second()])
        } finally {
          stream.uncork()
        }
      }
      await together(
        () => client.query('BEGIN'),
        () => client.query({ name: 'bare_lock', text: lock, values: [wallet] }),
      )
      const values = [
        wallet,
        stake,
        randomUUID(),
        randomUUID(),
        stake * 2,
        legs.map((leg) => leg.selectionId),
      ]
      await together(
        () => client.query({ name: 'bare_write', text: write, values }),
        () => client.query('COMMIT'),
      )
    })
  })
})
listenUntilStopped(server, port, pool)
