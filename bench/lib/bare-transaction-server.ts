// A bare baseline for the request-path benchmark: node:http and a pg pool with nothing of Khela's, answering each
// POST with one transaction of as many one-row statements as a real-money bet runs, on the pgbench table; with
// `single`, one statement and no BEGIN or COMMIT (the least a money call can cost: one round trip). Its rate is
// what this machine gives a request that costs that many database round trips, so a real call's rate against it
// is Khela's own overhead. Run by bench/request-path.bench.ts and bench/provider-wallet.bench.ts:
// `node bench/lib/bare-transaction-server.ts <port> <database url> <statements | single>`.
import { createServer } from 'node:http'
import pg from 'pg'
import { answerOk, answerWithConnection, listenUntilStopped } from './bare-http.ts'

const [port = '0', databaseUrl, statements = '9'] = process.argv.slice(2)
const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 })
const rows = 200
// Each connection updates a row of its own, as each of the bet's players locks only their own rows.
const rowOfConnection = new WeakMap<object, number>()
let connections = 0
const update = 'UPDATE bench_counters SET value = value + 1 WHERE id = $1 RETURNING value'

const server = createServer(async (request, response) => {
  request.resume()
  let row = rowOfConnection.get(request.socket)
  if (row === undefined) {
    row = connections++ % rows
    rowOfConnection.set(request.socket, row)
  }
  if (statements === 'single') {
    await pool.query({ name: 'bare_update', text: update, values: [row] }).then(
      () => answerOk(response),
      (error) => response.writeHead(500).end(String(error)),
    )
    return
  }
  await answerWithConnection(pool, response, async (client) => {
    await client.query('BEGIN')
    for (let index = 0; index < Number(statements); index++) {
      await client.query({ name: 'bare_update', text: update, values: [row] })
    }
    await client.query('COMMIT')
  })
})
listenUntilStopped(server, port, pool)
