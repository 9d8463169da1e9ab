import type { MachineInfo } from './machine.ts'
import type { RunningServer } from './server.ts'

/** What every benchmark module (bench/<name>.bench.ts) receives. */
export interface BenchContext {
  rootDir: string
  /** apps/web's production build, built by `npm run bench` before it runs the benchmarks. */
  webDistDir: string
  machine: MachineInfo
  /**
   * Starts apps/server on 127.0.0.1 with a fresh data directory (and `env` added to its environment); stopped
   * when the benchmark ends.
   */
  startServer(env?: Record<string, string>): Promise<RunningServer>
  /** Registers work to undo when the benchmark ends, also when it fails or times out. */
  onCleanup(cleanup: () => Promise<void> | void): void
  /** Aborted when the benchmark runs out of time: loops should stop starting new work. */
  signal: AbortSignal
  log(message: string): void
}

export interface BenchResult {
  title: string
  /** The section's body, below its `##` heading; use `###` for subsections. */
  markdown: string
}

export interface BenchModule {
  run(ctx: BenchContext): Promise<BenchResult>
  /** Time allowed before the runner gives up on the benchmark (default 3 minutes). */
  timeoutMs?: number
}
