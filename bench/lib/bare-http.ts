// What the bare baselines (bare-transaction-server.ts, bare-bet-server.ts) share: answering a request with work on
// one pooled connection, and listening until the benchmark stops them. Nothing of Khela's.
import type { Server, ServerResponse } from 'node:http'
import type pg from 'pg'

/**
 * Runs `work` (its own BEGIN … COMMIT) on a connection of `pool` and answers 200 `{"ok":true}`; on an error rolls
 * back and answers 500 with it. The connection goes back to the pool either way.
 */
export async function answerWithConnection(
  pool: pg.Pool,
  response: ServerResponse,
  work: (client: pg.PoolClient) => Promise<unknown>,
): Promise<void> {
  const client = await pool.connect()
  try {
    await work(client)
    answerOk(response)
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    response.writeHead(500).end(String(error))
  } finally {
    client.release()
  }
}

export function answerOk(response: ServerResponse): void {
  response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}')
}

/** Listens on 127.0.0.1:`port`, says `ready` on stdout (start-bare-server.ts waits for it), and stops on SIGTERM. */
export function listenUntilStopped(server: Server, port: string, pool: pg.Pool): void {
  server.listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\n'))
  // An idle connection ended from outside (the benchmark drops its database before it stops this server) is no
  // failure of the bench: without a listener the pool's error would crash this process with a stack on stderr.
  pool.on('error', () => {})
  process.on('SIGTERM', () => {
    server.close()
    void pool.end()
  })
}
