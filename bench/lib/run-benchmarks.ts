import type { BenchContext, BenchModule, BenchResult } from './context.ts'
import type { MachineInfo } from './machine.ts'
import { startServer } from './server.ts'

export interface BenchmarkEntry {
  name: string
  load(): Promise<BenchModule>
}

export interface BenchOutcome {
  name: string
  result?: BenchResult
  error?: string
  durationMs: number
}

export interface RunOptions {
  rootDir: string
  webDistDir: string
  serverEntry: string
  machine: MachineInfo
  log(message: string): void
}

const DEFAULT_TIMEOUT_MS = 3 * 60_000

/** Cleanups of the benchmark now running, so that Ctrl-C also stops what it started. */
const pendingCleanups: (() => Promise<void> | void)[] = []

export async function runPendingCleanups(log: (message: string) => void): Promise<void> {
  for (let cleanup = pendingCleanups.pop(); cleanup !== undefined; cleanup = pendingCleanups.pop()) {
    try {
      await cleanup()
    } catch (error) {
      log(`cleanup failed: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
}

function createContext(options: RunOptions, signal: AbortSignal): BenchContext {
  const onCleanup = (cleanup: () => Promise<void> | void) => {
    pendingCleanups.push(cleanup)
  }
  return {
    rootDir: options.rootDir,
    webDistDir: options.webDistDir,
    machine: options.machine,
    signal,
    onCleanup,
    log: options.log,
    startServer: async (env) => {
      const server = await startServer({ cwd: options.rootDir, entry: options.serverEntry, env })
      onCleanup(server.stop)
      options.log(`server started at ${server.url} (pid ${server.pid})`)
      return server
    },
  }
}

async function runOne(entry: BenchmarkEntry, options: RunOptions): Promise<BenchOutcome> {
  const started = performance.now()
  const controller = new AbortController()
  let timer: NodeJS.Timeout | undefined
  try {
    const benchmark = await entry.load()
    const timeoutMs = benchmark.timeoutMs ?? DEFAULT_TIMEOUT_MS
    const running = benchmark.run(createContext(options, controller.signal))
    // A benchmark that overruns keeps its promise; swallow its late rejection once we have moved on.
    running.catch(() => {})
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort()
        reject(new Error(`timed out after ${Math.round(timeoutMs / 1000)} s`))
      }, timeoutMs)
    })
    const result = await Promise.race([running, timedOut])
    return { name: entry.name, result, durationMs: performance.now() - started }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    return { name: entry.name, error: message, durationMs: performance.now() - started }
  } finally {
    clearTimeout(timer)
    await runPendingCleanups(options.log)
  }
}

/** Runs the benchmarks one after another, so that they do not disturb each other's figures. */
export async function runBenchmarks(
  entries: readonly BenchmarkEntry[],
  options: RunOptions,
): Promise<BenchOutcome[]> {
  const outcomes: BenchOutcome[] = []
  for (const entry of entries) {
    options.log(`${entry.name}: running`)
    const outcome = await runOne(entry, options)
    const seconds = (outcome.durationMs / 1000).toFixed(1)
    options.log(
      outcome.error
        ? `${entry.name}: FAILED after ${seconds} s — ${outcome.error}`
        : `${entry.name}: done in ${seconds} s`,
    )
    outcomes.push(outcome)
  }
  return outcomes
}
