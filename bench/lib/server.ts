import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

export interface RunningServer {
  /** e.g. http://127.0.0.1:41234, without a trailing slash. */
  url: string
  port: number
  pid: number
  dataDir: string
  stop(): Promise<void>
}

export interface StartServerOptions {
  cwd: string
  /** Script run with this Node, relative to cwd. */
  entry: string
  readyTimeoutMs?: number
  /** Variables added to (or overriding) the benchmark's own environment, e.g. DATABASE_URL and WORKERS. */
  env?: Record<string, string>
}

const HOST = '127.0.0.1'
const OUTPUT_TAIL_CHARS = 4000

export async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject)
    probe.listen(0, HOST, resolve)
  })
  const address = probe.address()
  await new Promise((resolve) => probe.close(resolve))
  if (address === null || typeof address === 'string') throw new Error('could not find a free port')
  return address.port
}

async function isHealthy(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) })
    await response.body?.cancel()
    return response.status === 200
  } catch {
    return false
  }
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true)
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve(true)
    })
  })
}

/** Stops the process by its PID: SIGTERM for a graceful shutdown, SIGKILL if it is still there after 10 s. */
async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  child.kill('SIGTERM')
  if (await waitForExit(child, 10_000)) return
  child.kill('SIGKILL')
  await waitForExit(child, 5000)
}

/**
 * Starts the real server the way an operator would, on a free port of 127.0.0.1 with an empty data directory,
 * and resolves once `GET /api/health` answers 200.
 */
export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const port = await freePort()
  const url = `http://${HOST}:${port}`
  const dataDir = await mkdtemp(join(tmpdir(), 'khela-bench-'))
  const child = spawn(process.execPath, [options.entry], {
    cwd: options.cwd,
    env: {
      ...process.env,
      PORT: String(port),
      HOST,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: url,
      NODE_ENV: 'production',
      // e.g. `--cpu-prof --cpu-prof-dir=/tmp/profiles` to profile the server under a benchmark's load.
      ...(process.env.BENCH_SERVER_NODE_OPTIONS
        ? { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS }
        : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const keepTail = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_TAIL_CHARS)
  }
  child.stdout?.on('data', keepTail)
  child.stderr?.on('data', keepTail)
  child.once('error', (error) => keepTail(Buffer.from(`spawn failed: ${error.message}\n`)))

  const stop = async () => {
    await stopProcess(child)
    await rm(dataDir, { recursive: true, force: true })
  }

  const deadline = Date.now() + (options.readyTimeoutMs ?? 60_000)
  try {
    while (!(await isHealthy(url))) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`server exited (${child.exitCode ?? child.signalCode}) before it was healthy`)
      }
      if (Date.now() > deadline) throw new Error(`server not healthy at ${url}/api/health in time`)
      await sleep(250)
    }
  } catch (error) {
    await stop()
    const message = error instanceof Error ? error.message : String(error)
    throw new Error(`${message}; its last output:\n${output.trim() || '(none)'}`)
  }
  const pid = child.pid
  if (pid === undefined) throw new Error('server process has no PID')
  return { url, port, pid, dataDir, stop }
}
