import cluster, { type Worker } from 'node:cluster'

/**
 * What a process of the instance does (`KHELA_PROCESS_ROLE`): `serve` answers requests and sockets and runs no
 * scheduled work; `schedule` serves nothing and runs the scheduled work (the Crash rounds among it) while it holds
 * the leader's lock, so the game's clock never waits for a fan-out to thousands of sockets; `single` (no cluster)
 * does both.
 */
export type ProcessRole = 'single' | 'serve' | 'schedule'
export const processRoleVariable = 'KHELA_PROCESS_ROLE'

export function processRole(): ProcessRole {
  if (cluster.isPrimary) return 'single'
  const role = process.env[processRoleVariable]
  if (role !== 'serve' && role !== 'schedule') throw new Error(`${processRoleVariable} is ${role ?? 'unset'}`)
  return role
}

/**
 * What a process tells the first process once it is up (a serving one: listening): a serving one's banner is
 * printed, once for the instance.
 */
export type WorkerReady = { type: 'khela:ready'; banner: string | null }

const isWorkerReady = (message: unknown): message is WorkerReady =>
  typeof message === 'object' &&
  message !== null &&
  (message as { type?: unknown }).type === 'khela:ready' &&
  (typeof (message as { banner?: unknown }).banner === 'string' ||
    (message as { banner?: unknown }).banner === null)

/** A dead process is replaced after this long, so a process that dies at once does not spin. */
const restartDelayMs = 1_000
/** More deaths than this within `crashLoopWindowMs` stop the instance: something is wrong that a restart won't fix. */
const crashLoopDeaths = 5
const crashLoopWindowMs = 60_000

type Level = 'info' | 'warn' | 'error'
const levels: Record<Level, number> = { info: 30, warn: 40, error: 50 }

/** One log line in the shape the server processes write (pino's JSON), so an instance's log reads as one. */
function log(level: Level, msg: string, fields: Record<string, unknown> = {}) {
  process.stderr.write(
    `${JSON.stringify({ level: levels[level], time: Date.now(), pid: process.pid, role: 'primary', ...fields, msg })}\n`,
  )
}

/**
 * The first process of an instance that runs `workers` serving processes (WORKERS) and one scheduling process. It
 * serves nothing itself: it forks the processes — the serving ones share the port (the cluster hands each new
 * connection to the next in turn) — prints the banner once every serving one listens (an instance that says it
 * runs hands connections to all of them), and replaces a process that dies while the instance runs, in the same
 * role. A process that dies before it was ever up (a port taken, the database unreachable), or deaths in a loop,
 * stop the instance with exit code 1. SIGINT and SIGTERM are
 * passed on to every process, which finish their requests in flight; the first process exits when they all have,
 * or kills them after `shutdownGraceMs` more.
 */
export function runPrimary(options: { workers: number; shutdownGraceMs: number }) {
  const ready = new Set<Worker>()
  const deaths: number[] = []
  let isShuttingDown = false
  let hasPrintedBanner = false
  let exitCode = 0

  // A process that has exited may stay in cluster.workers until its channel closes too.
  const live = () =>
    Object.values(cluster.workers ?? {}).filter(
      (worker): worker is Worker => worker !== undefined && !worker.isDead(),
    )

  type ForkedRole = Exclude<ProcessRole, 'single'>
  const roles = new Map<Worker, ForkedRole>()

  function fork(role: ForkedRole) {
    const worker = cluster.fork({ [processRoleVariable]: role })
    roles.set(worker, role)
    worker.on('message', (message: unknown) => {
      if (!isWorkerReady(message)) return
      ready.add(worker)
      if (hasPrintedBanner || message.banner === null) return
      const servingReady = [...ready].filter((candidate) => roles.get(candidate) === 'serve').length
      if (servingReady < options.workers) return
      hasPrintedBanner = true
      process.stdout.write(message.banner)
    })
  }

  function shutDown(signal: NodeJS.Signals, code: number) {
    exitCode = Math.max(exitCode, code)
    if (isShuttingDown) return
    isShuttingDown = true
    log('info', 'shutting down: every server process finishes its requests in flight', { signal })
    for (const worker of live()) worker.process.kill(signal)
    setTimeout(() => {
      log('error', 'server processes took too long to stop; killing them')
      for (const worker of live()) worker.process.kill('SIGKILL')
      process.exit(1)
    }, options.shutdownGraceMs + 5_000).unref()
    if (live().length === 0) process.exit(exitCode)
  }

  cluster.on('exit', (worker, code, signal) => {
    const wasReady = ready.delete(worker)
    const role = roles.get(worker) ?? 'serve'
    roles.delete(worker)
    if (isShuttingDown) {
      if (code !== 0 && signal !== 'SIGTERM' && signal !== 'SIGINT') exitCode = 1
      if (live().length === 0) process.exit(exitCode)
      return
    }
    const how = { workerPid: worker.process.pid, workerRole: role, code, signal }
    if (!wasReady) {
      log('error', 'a server process stopped before it was up; stopping the instance', how)
      return shutDown('SIGTERM', 1)
    }
    const now = Date.now()
    deaths.push(now)
    while ((deaths[0] ?? now) < now - crashLoopWindowMs) deaths.shift()
    if (deaths.length > crashLoopDeaths) {
      log('error', `${deaths.length} server processes died within a minute; stopping the instance`, how)
      return shutDown('SIGTERM', 1)
    }
    log('error', 'a server process died; starting another', how)
    setTimeout(() => {
      if (!isShuttingDown) fork(role)
    }, restartDelayMs)
  })

  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => shutDown(signal, 0))
  log('info', `starting ${options.workers} serving processes and one scheduling process`)
  fork('schedule')
  for (let index = 0; index < options.workers; index++) fork('serve')
}
