// `npm run bench`: builds the web app (in the npm script), runs every benchmark, writes docs/benchmarks.md.
// `node bench/run.ts lighthouse` runs only the named benchmarks and prints their sections instead.
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describeMachine } from './lib/machine.ts'
import { renderReport } from './lib/report.ts'
import { type BenchmarkEntry, runBenchmarks, runPendingCleanups } from './lib/run-benchmarks.ts'

// One line per benchmark; each file exports `run(ctx)` (see lib/context.ts).
const benchmarks: BenchmarkEntry[] = [
  { name: 'bundle', load: () => import('./bundle.bench.ts') },
  { name: 'crash-ws', load: () => import('./crash-ws.bench.ts') },
  { name: 'lighthouse', load: () => import('./lighthouse.bench.ts') },
  { name: 'live-ws', load: () => import('./live-ws.bench.ts') },
  { name: 'lobby-summary', load: () => import('./lobby-summary.bench.ts') },
  { name: 'notify', load: () => import('./notify.bench.ts') },
  { name: 'provider-wallet', load: () => import('./provider-wallet.bench.ts') },
  { name: 'request-path', load: () => import('./request-path.bench.ts') },
  { name: 'sportsbook', load: () => import('./sportsbook.bench.ts') },
  { name: 'wallet', load: () => import('./wallet.bench.ts') },
]

const rootDir = join(import.meta.dirname, '..')
const log = (message: string) => process.stderr.write(`[bench] ${message}\n`)

const only = process.argv.slice(2)
const unknown = only.filter((name) => !benchmarks.some((entry) => entry.name === name))
if (unknown.length > 0) {
  console.error(
    `unknown benchmark(s): ${unknown.join(', ')}; known: ${benchmarks.map((b) => b.name).join(', ')}`,
  )
  process.exit(2)
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`${signal}: stopping what the benchmarks started`)
    void runPendingCleanups(log).finally(() => process.exit(130))
  })
}

const date = new Date()
const machine = await describeMachine()
const selected = only.length > 0 ? benchmarks.filter((entry) => only.includes(entry.name)) : benchmarks
const outcomes = await runBenchmarks(selected, {
  rootDir,
  webDistDir: join(rootDir, 'apps/web/dist'),
  serverEntry: 'apps/server/src/server.ts',
  machine,
  log,
})
const report = `${renderReport(date, machine, outcomes)}\n`

if (only.length > 0) {
  process.stdout.write(report)
} else {
  const target = join(rootDir, 'docs/benchmarks.md')
  await writeFile(target, report)
  log(`wrote ${target}`)
}
if (outcomes.some((outcome) => outcome.error)) process.exitCode = 1
