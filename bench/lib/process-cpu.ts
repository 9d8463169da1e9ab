import { readdir, readFile } from 'node:fs/promises'

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100

/** CPU seconds (user + system) so far, from /proc: every `postgres` process, and a process with its children. */
export type CpuSnapshot = { postgres: number; server: number }

/** /proc/<pid>/stat: the name (in parentheses), the parent's pid and the CPU times of one process, or null. */
async function readStat(pid: string) {
  const text = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null)
  if (text === null) return null
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
  return {
    name: text.slice(text.indexOf('(') + 1, text.lastIndexOf(')')),
    parent: fields[1] ?? '',
    seconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND,
    /** What its children that ended used (the postmaster's: backends that closed, e.g. pgbench's). */
    endedChildrenSeconds: (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND,
  }
}

/**
 * CPU time used so far by PostgreSQL (all its processes: the cluster on this machine) and by the process `serverPid`
 * with its children (a server's workers). Linux only; null elsewhere, or when /proc cannot be read.
 */
export async function cpuSnapshot(serverPid: number): Promise<CpuSnapshot | null> {
  const pids = await readdir('/proc').catch(() => null)
  if (!pids) return null
  const numeric = pids.filter((pid) => /^\d+$/.test(pid))
  const stats = await Promise.all(numeric.map(async (pid) => ({ pid, stat: await readStat(pid) })))
  let postgres = 0
  let server = 0
  for (const { pid, stat } of stats) {
    if (!stat) continue
    if (stat.name === 'postgres') postgres += stat.seconds + stat.endedChildrenSeconds
    else if (pid === String(serverPid) || stat.parent === String(serverPid)) server += stat.seconds
  }
  return { postgres, server }
}

/** Milliseconds of CPU per operation between two snapshots, for `count` operations. */
export function cpuPerOperation(before: CpuSnapshot, after: CpuSnapshot, count: number) {
  return {
    postgresMs: ((after.postgres - before.postgres) * 1000) / count,
    serverMs: ((after.server - before.server) * 1000) / count,
  }
}
