import type pg from 'pg'
import type { App } from '../src/app.ts'
import { createDatabase, type Database } from '../src/db/client.ts'

type SocketWrites = {
  _write(chunk: Buffer, encoding: BufferEncoding, callback: (error?: Error | null) => void): void
  _writev(chunks: { chunk: Buffer }[], callback: (error?: Error | null) => void): void
}

const poolOf = (database: Database) => (database.db as unknown as { $client: pg.Pool }).$client

/**
 * A database on the test app's PostgreSQL with a pool of its own (so the app's background work cannot count), whose
 * connections report what they write to their sockets: each write is one round trip, since the client then waits
 * for its answer. `writesOf(run)` runs `run` once to warm caches and open accounts, then again, and returns the
 * second run's writes, each as the chunks it carried. PostgreSQL only: PGlite has no round trips to count.
 */
export async function roundTripCounter(app: App) {
  const database = await createDatabase(
    { driver: 'pg', url: String(poolOf(app.services.database).options.connectionString) },
    { warn: () => {} },
  )
  let recording: Buffer[][] | null = null
  const wrapped = new WeakSet<object>()
  poolOf(database).on('acquire', (client) => {
    const socket = (client as unknown as { connection: { stream: SocketWrites } }).connection.stream
    if (wrapped.has(socket)) return
    wrapped.add(socket)
    const write = socket._write.bind(socket)
    const writev = socket._writev.bind(socket)
    socket._write = (chunk, encoding, callback) => {
      recording?.push([chunk])
      write(chunk, encoding, callback)
    }
    socket._writev = (chunks, callback) => {
      recording?.push(chunks.map((entry) => entry.chunk))
      writev(chunks, callback)
    }
  })
  return {
    db: database.db,
    async writesOf(run: () => Promise<unknown>): Promise<Buffer[][]> {
      await run()
      const writes: Buffer[][] = []
      recording = writes
      try {
        await run()
      } finally {
        recording = null
      }
      return writes
    },
    close: () => database.close(),
  }
}

/**
 * What one socket write carries, in PostgreSQL's protocol: a plain query ('Q') by its text, an extended one by
 * the name of the prepared statement its Bind ('B') runs; Describe, Execute and Sync name nothing.
 */
export function describeMessages(chunks: readonly Buffer[]): string {
  const bytes = Buffer.concat(chunks)
  const names: string[] = []
  for (let at = 0; at < bytes.length; at += 1 + bytes.readInt32BE(at + 1)) {
    const type = String.fromCharCode(bytes[at] as number)
    const body = bytes.subarray(at + 5, at + 1 + bytes.readInt32BE(at + 1))
    if (type === 'Q') names.push(body.toString('utf8', 0, body.indexOf(0)).trim().toUpperCase())
    if (type === 'B') {
      const portalEnd = body.indexOf(0)
      names.push(body.toString('utf8', portalEnd + 1, body.indexOf(0, portalEnd + 1)))
    }
  }
  return names.join(' + ')
}
