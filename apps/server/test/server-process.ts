import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll } from 'vitest'
import { testSessionSecret } from './test-app.ts'

const repositoryRoot = path.resolve(import.meta.dirname, '../../..')

export async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const address = probe.address()
  await new Promise((resolve) => probe.close(resolve))
  if (!address || typeof address === 'string') throw new Error('no free port')
  return address.port
}

/** Polls `check` until it gives a value (a throw counts as not yet), or fails after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined>,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check().catch(() => undefined)
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`${what}: not in time`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

export type ServerProcess = {
  child: ChildProcess
  url: string
  /** What the process has written to its standard output so far. */
  stdout: () => string
  /** Resolves with the exit code (or signal) once the process has exited. */
  exited: Promise<number | NodeJS.Signals | null>
}

/**
 * `node apps/server/src/server.ts` on a PostgreSQL database, as an operator starts an instance, with `env` added.
 * Stopping it is the caller's (`stopServerProcesses`).
 */
async function spawnServerProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const dataDir = mkdtempSync(path.join(tmpdir(), 'khela-server-'))
  const child = spawn(process.execPath, ['apps/server/src/server.ts'], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: testSessionSecret,
      SECRETS_KEY: randomBytes(32).toString('base64'),
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web-build'),
      LOG_LEVEL: 'error',
      LEADER_POLL_MS: '300',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let stdout = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString()
  })
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  )
  return { child, url, stdout: () => stdout, exited }
}

/**
 * For a test file that starts server processes: `spawn` and `start` as above, and every process they started is
 * stopped after the file's tests.
 */
export function useServerProcesses() {
  const started: ServerProcess[] = []
  afterAll(() => stopServerProcesses(started))
  const track = (server: ServerProcess) => {
    started.push(server)
    return server
  }
  return {
    spawn: async (databaseUrl: string, env?: Record<string, string>) =>
      track(await spawnServerProcess(databaseUrl, env)),
    /** Starts a process and waits until it answers `GET /api/health`. */
    start: async (databaseUrl: string, env?: Record<string, string>) => {
      const server = track(await spawnServerProcess(databaseUrl, env))
      await waitFor(`server on ${server.url}`, async () =>
        (await fetch(`${server.url}/api/health`)).ok ? true : undefined,
      )
      return server
    },
  }
}

/** SIGTERM to every process still running, and waits for each to exit. */
async function stopServerProcesses(servers: ServerProcess[]) {
  for (const { child, exited } of servers) {
    if (child.exitCode !== null || child.signalCode !== null) continue
    child.kill('SIGTERM')
    await exited
  }
}
