import { spawn } from 'node:child_process'
import { join } from 'node:path'
import type { BenchContext } from './context.ts'
import { freePort } from './server.ts'

/**
 * bench/lib/bare-transaction-server.ts on a free port of 127.0.0.1, running `statements` one-row updates per
 * request in a transaction, or `single` for one statement alone; its URL. Stopped when the benchmark ends.
 */
export async function startBareServer(
  ctx: BenchContext,
  databaseUrl: string,
  statements: number | 'single',
): Promise<string> {
  const port = await freePort()
  const child = spawn(
    process.execPath,
    [
      join(ctx.rootDir, 'bench/lib/bare-transaction-server.ts'),
      String(port),
      databaseUrl,
      String(statements),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  ctx.onCleanup(() => {
    child.kill('SIGTERM')
  })
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bare server exited (${code})`)))
    child.stdout?.once('data', () => resolve())
  })
  return `http://127.0.0.1:${port}`
}
