import { readdirSync, readFileSync } from 'node:fs'
import { crashChannel } from '@khela/contracts/originals'
import { describe, expect, it } from 'vitest'
import { useServerProcesses, waitFor } from '../test/server-process.ts'
import { useTestApp } from '../test/use-test-app.ts'
import { connectSocket } from '../test/ws-client.ts'

// WORKERS > 1 needs PostgreSQL: an embedded PGlite belongs to one process.
const isPostgres = process.env.KHELA_TEST_DRIVER === 'pg'
const testApp = useTestApp()
const servers = useServerProcesses()

/** The PIDs of the processes whose parent is `pid` (from /proc). */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => {
      try {
        // The parent PID is the 4th field, after the command name in parentheses (which may hold spaces).
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
        return Number(fields[1]) === pid ? [Number(entry)] : []
      } catch {
        return [] // gone meanwhile
      }
    })
}

/** A process's KHELA_PROCESS_ROLE, from its environment in /proc. */
function roleOf(pid: number): string | undefined {
  const environment = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0')
  return environment.find((entry) => entry.startsWith('KHELA_PROCESS_ROLE='))?.split('=')[1]
}

function databaseUrl() {
  const config = testApp().services.config.database
  if (config.driver !== 'pg') throw new Error('PostgreSQL only')
  return config.url
}

describe.runIf(isPostgres)('an instance of several server processes (WORKERS)', () => {
  it('serves from every serving process on one port, schedules in one more, replaces one that dies, stops whole', async () => {
    const instance = await servers.start(databaseUrl(), { WORKERS: '2' })
    const primary = instance.child.pid ?? 0
    const children = await waitFor('three processes', async () => {
      const pids = childrenOf(primary)
      return pids.length === 3 ? pids : undefined
    })
    const serving = children.filter((pid) => roleOf(pid) === 'serve')
    const [scheduling] = children.filter((pid) => roleOf(pid) === 'schedule')
    expect(serving).toHaveLength(2)
    if (scheduling === undefined) throw new Error('no scheduling process')
    await waitFor('the banner', async () => (instance.stdout().includes('Demo admin') ? true : undefined))
    expect(instance.stdout().match(/Khela is running at/g)).toHaveLength(1)
    expect(instance.stdout()).toContain(
      'Processes:         2 serving (WORKERS), sharing the port, and 1 scheduling',
    )

    // Connections are handed to the serving processes in turn, so these sockets are on both; the scheduling
    // process runs the rounds and both get its ticks through NOTIFY.
    const subscribed = async () => {
      const sockets = await Promise.all([0, 1, 2, 3].map(() => connectSocket(instance.url)))
      for (const socket of sockets) socket.send({ type: 'subscribe', channel: crashChannel })
      for (const socket of sockets) {
        await socket.next((message) => message.type === 'subscribed')
        await socket.next(
          (message) => message.type === 'message' && (message.data as { type: string }).type === 'tick',
          30_000,
        )
      }
      return sockets
    }
    const sockets = await subscribed()

    // A serving process killed outright: the sockets it held close, the other goes on serving, a new one replaces it.
    const [killed, survivor] = serving as [number, number]
    process.kill(killed, 'SIGKILL')
    const closed = await Promise.race(sockets.map((socket) => socket.closed()))
    expect(closed).toBe(1006)
    const replaced = await waitFor('a replacement process', async () => {
      const pids = childrenOf(primary)
      return pids.length === 3 && !pids.includes(killed) ? pids : undefined
    })
    expect(replaced).toEqual(expect.arrayContaining([survivor, scheduling]))
    for (let request = 0; request < 4; request++)
      expect((await fetch(`${instance.url}/api/health`)).status).toBe(200)
    for (const socket of sockets) socket.close()

    // The scheduling process killed: another takes its place and the rounds go on.
    process.kill(scheduling, 'SIGKILL')
    const rescheduled = await waitFor('a new scheduling process', async () => {
      const pids = childrenOf(primary)
      const next = pids.find((pid) => pid !== scheduling && roleOf(pid) === 'schedule')
      return pids.length === 3 ? next : undefined
    })
    expect(rescheduled).toBeDefined()
    for (const socket of await subscribed()) socket.close()

    // SIGTERM to the first process stops every process, which finish what is in flight, and exits 0.
    instance.child.kill('SIGTERM')
    expect(await instance.exited).toBe(0)
    expect(childrenOf(primary)).toEqual([])
    for (const pid of replaced) expect(() => process.kill(pid, 0)).toThrow()
  }, 120_000)

  it('stops with exit code 1 when its processes cannot start', async () => {
    const unreachable = new URL(databaseUrl())
    unreachable.pathname = '/khela_no_such_database'
    const instance = await servers.spawn(unreachable.toString(), { WORKERS: '2' })
    expect(await instance.exited).toBe(1)
  }, 60_000)
})
