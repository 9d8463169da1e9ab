import type { Database, DedicatedSession } from '../db/client.ts'

// Every instance of Khela competes for this advisory lock; whoever holds it runs the scheduled work.
const leaderLockKey = 727_002

type Logger = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void }
type Resignation = () => Promise<void> | void
export type LeadershipWork = () => Promise<Resignation | undefined> | Resignation | undefined

export type Leader = {
  readonly isLeader: boolean
  /** Work that runs while this instance leads. It starts on election and its returned function runs on demotion. */
  whileLeading(work: LeadershipWork): void
  start(): void
  stop(): Promise<void>
}

/**
 * Exactly one instance per database leads: it holds a session-level advisory lock on a connection of its
 * own, so the lock disappears with the process (or the connection) and another instance takes over at
 * its next poll.
 */
export function createLeader(database: Database, options: { pollMs: number; log: Logger }): Leader {
  const works: LeadershipWork[] = []
  let resignations: Resignation[] = []
  let session: DedicatedSession | null = null
  let isLeader = false
  let timer: NodeJS.Timeout | null = null
  let polling: Promise<void> | null = null
  let isStopped = false

  async function elect() {
    isLeader = true
    options.log.info({}, 'this instance leads scheduled work')
    for (const work of works) await beginWork(work)
  }

  async function beginWork(work: LeadershipWork) {
    const resign = await work()
    if (resign) resignations.push(resign)
  }

  async function demote(reason: string) {
    if (!isLeader) return
    isLeader = false
    options.log.warn({ reason }, 'this instance no longer leads scheduled work')
    const pending = resignations
    resignations = []
    for (const resign of pending) await resign()
  }

  async function poll() {
    if (isStopped || isLeader) return
    try {
      if (!session) {
        const opened = await database.openSession()
        opened.onLost((error) => {
          if (session === opened) session = null
          void demote(error.message)
        })
        session = opened
      }
      const [row] = await session.query<{ acquired: boolean }>(
        'SELECT pg_try_advisory_lock($1) AS acquired',
        [leaderLockKey],
      )
      if (row?.acquired && !isStopped) await elect()
    } catch (error) {
      options.log.warn({ err: error }, 'leader election attempt failed')
    }
  }

  function schedule() {
    if (isStopped) return
    timer = setTimeout(() => {
      polling = poll().finally(schedule)
    }, options.pollMs)
    timer.unref()
  }

  return {
    get isLeader() {
      return isLeader
    },
    whileLeading(work) {
      works.push(work)
      if (isLeader) void beginWork(work)
    },
    start() {
      if (timer || polling || isStopped) return
      polling = poll().finally(schedule)
    },
    async stop() {
      isStopped = true
      if (timer) clearTimeout(timer)
      await polling
      await demote('stopping')
      const held = session
      session = null
      if (held) {
        await held.query('SELECT pg_advisory_unlock($1)', [leaderLockKey]).catch(() => {})
        await held.release()
      }
    },
  }
}
