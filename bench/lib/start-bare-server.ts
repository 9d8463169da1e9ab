import { spawn } from 'node:child_process'
import { join } from 'node:path'
import type { BenchContext } from './context.ts'
import { freePort } from './server.ts'

/**
 * bench/lib/bare-transaction-server.ts on a free port of 127.0.0.1, running `statements` one-row updates per
 * request in a transaction, or `single` for one statement alone; its URL. Stopped when the benchmark ends.
 */
export function startBareServer(
  ctx: BenchContext,
  databaseUrl: string,
  statements: number | 'single',
): Promise<string> {
  const started = startBare(ctx, 'bench/lib/bare-transaction-server.ts', [databaseUrl, String(statements)])
  return started.then(({ url }) => url)
}

/** bench/lib/bare-bet-server.ts (a sportsbook bet's least writes) on a free port of 127.0.0.1: its URL and pid. */
export function startBareBetServer(ctx: BenchContext, databaseUrl: string): Promise<BareServer> {
  return startBare(ctx, 'bench/lib/bare-bet-server.ts', [databaseUrl])
}

export type BareServer = { url: string; pid: number }

/** A bare server's `script` (its arguments: the port, then `args`), ready, stopped when the benchmark ends. */
async function startBare(ctx: BenchContext, script: string, args: string[]): Promise<BareServer> {
  const port = await freePort()
  const child = spawn(process.execPath, [join(ctx.rootDir, script), String(port), ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  ctx.onCleanup(() => {
    child.kill('SIGTERM')
  })
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bare server exited (${code})`)))
    child.stdout?.once('data', () => resolve())
  })
  return { url: `http://127.0.0.1:${port}`, pid: child.pid ?? 0 }
}
