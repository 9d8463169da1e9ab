import { launch } from 'chrome-launcher'
import type { Result } from 'lighthouse'
import lighthouse from 'lighthouse'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/lib/chromium.ts'
import type { BenchContext, BenchResult } from './lib/context.ts'
import { markdownTable, verdict } from './lib/markdown.ts'
import { type Spread, spread } from './lib/stats.ts'

const RUNS = 5
const SCORE_BUDGET = 95
const LCP_BUDGET_MS = 2000
const MAX_FAILED_ATTEMPTS = 3

export const timeoutMs = 5 * 60_000

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
const milliseconds = (ms: number) => `${Math.round(ms)} ms`
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`

interface RunMetrics {
  score: number
  lcpMs: number
  fcpMs: number
  tbtMs: number
  cls: number
  speedIndexMs: number
  scriptTransferBytes: number
  benchmarkIndex: number
}

function numericAudit(lhr: Result, id: string): number {
  const value = lhr.audits[id]?.numericValue
  if (value === undefined) throw new Error(`Lighthouse gave no value for ${id}`)
  return value
}

function scriptTransferBytes(lhr: Result): number {
  const details = lhr.audits['resource-summary']?.details
  const items = details?.type === 'table' ? details.items : []
  const script = items.find((item) => item.resourceType === 'script')
  return typeof script?.transferSize === 'number' ? script.transferSize : 0
}

/** The scripts `/` actually fetched, lazy chunks included: the static budget cannot see those. */
function scriptRequests(lhr: Result, origin: string): string[][] {
  const details = lhr.audits['network-requests']?.details
  const items = details?.type === 'table' ? details.items : []
  return items
    .filter((item) => item.resourceType === 'Script' && typeof item.url === 'string')
    .map((item) => [
      `\`${String(item.url).replace(origin, '')}\``,
      kib(Number(item.transferSize ?? 0)),
      kib(Number(item.resourceSize ?? 0)),
    ])
}

function metricsOf(lhr: Result): RunMetrics {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  const score = lhr.categories.performance?.score
  if (score === null || score === undefined) throw new Error('Lighthouse gave no performance score')
  return {
    score: Math.round(score * 100),
    lcpMs: numericAudit(lhr, 'largest-contentful-paint'),
    fcpMs: numericAudit(lhr, 'first-contentful-paint'),
    tbtMs: numericAudit(lhr, 'total-blocking-time'),
    cls: numericAudit(lhr, 'cumulative-layout-shift'),
    speedIndexMs: numericAudit(lhr, 'speed-index'),
    scriptTransferBytes: scriptTransferBytes(lhr),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  }
}

/** One cold run in a fresh browser profile; Lighthouse's defaults: mobile form factor, simulated throttling. */
async function measureOnce(ctx: BenchContext, url: string): Promise<Result> {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' })
  ctx.onCleanup(() => chrome.kill())
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    })
    if (!result) throw new Error('Lighthouse returned no result')
    return result.lhr
  } finally {
    chrome.kill()
  }
}

function row(name: string, values: Spread, format: (value: number) => string, budget = '—', status = '—') {
  return [name, format(values.median), format(values.min), format(values.max), budget, status]
}

export async function run(ctx: BenchContext): Promise<BenchResult> {
  const server = await ctx.startServer()
  const url = `${server.url}/`
  // One plain request first, so that no measured run pays for the server's first-request warm-up.
  const warmUp = await fetch(url, { headers: { accept: 'text/html' } })
  await warmUp.text()
  if (warmUp.status !== 200 || !warmUp.headers.get('content-type')?.includes('text/html')) {
    throw new Error(
      `GET ${url} answered ${warmUp.status} ${warmUp.headers.get('content-type')}, not the web app`,
    )
  }

  const runs: RunMetrics[] = []
  const failedAttempts: string[] = []
  const warnings = new Set<string>()
  let lighthouseVersion = ''
  let lastLhr: Result | undefined
  let isWarmedUp = false
  while (runs.length < RUNS && !ctx.signal.aborted) {
    let lhr: Result
    let metrics: RunMetrics
    try {
      lhr = await measureOnce(ctx, url)
      metrics = metricsOf(lhr)
    } catch (error) {
      // Lighthouse asks to be run again when its trace breaks (NO_NAVSTART happens here now and then).
      const message = error instanceof Error ? error.message : String(error)
      failedAttempts.push(message)
      ctx.log(`lighthouse attempt failed: ${message}`)
      if (failedAttempts.length > MAX_FAILED_ATTEMPTS) {
        throw new Error(`Lighthouse failed ${failedAttempts.length} times: ${failedAttempts.join('; ')}`)
      }
      continue
    }
    if (!isWarmedUp) {
      isWarmedUp = true
      ctx.log(`lighthouse warm-up run (discarded): score ${metrics.score}, LCP ${seconds(metrics.lcpMs)}`)
      continue
    }
    runs.push(metrics)
    for (const warning of lhr.runWarnings) warnings.add(String(warning))
    lighthouseVersion = lhr.lighthouseVersion
    lastLhr = lhr
    ctx.log(`lighthouse run ${runs.length}/${RUNS}: score ${metrics.score}, LCP ${seconds(metrics.lcpMs)}`)
  }
  if (runs.length === 0) throw new Error('no Lighthouse run finished in the time allowed')

  const of = (pick: (metrics: RunMetrics) => number) => spread(runs.map(pick))
  const score = of((m) => m.score)
  const lcp = of((m) => m.lcpMs)
  const table = markdownTable(
    ['metric', 'median', 'min', 'max', 'budget', 'status'],
    [
      row('Performance score', score, String, `≥ ${SCORE_BUDGET}`, verdict(score.median >= SCORE_BUDGET)),
      row(
        'Largest Contentful Paint',
        lcp,
        seconds,
        `≤ ${seconds(LCP_BUDGET_MS)}`,
        verdict(lcp.median <= LCP_BUDGET_MS),
      ),
      row(
        'First Contentful Paint',
        of((m) => m.fcpMs),
        seconds,
      ),
      row(
        'Total Blocking Time',
        of((m) => m.tbtMs),
        milliseconds,
      ),
      row(
        'Cumulative Layout Shift',
        of((m) => m.cls),
        (value) => value.toFixed(3),
      ),
      row(
        'Speed Index',
        of((m) => m.speedIndexMs),
        seconds,
      ),
      row(
        'JS transferred',
        of((m) => m.scriptTransferBytes),
        kib,
      ),
    ],
  )
  const notes = [
    `Lighthouse ${lighthouseVersion} (node API) on ${ctx.machine.chromium}, \`${url.replace(server.url, '')}\` of ` +
      'the production server started on 127.0.0.1 with an empty data directory. Default mobile profile with ' +
      'simulated throttling (slow 4G, 4× CPU slowdown), performance category only; ' +
      `${runs.length} cold runs, each in a fresh browser profile, after one discarded warm-up run.`,
    `Scores per run: ${runs.map((m) => m.score).join(', ')}. Lighthouse's CPU benchmark index of this machine: ` +
      `median ${Math.round(of((m) => m.benchmarkIndex).median)}.`,
    '*JS transferred* is every script `/` fetched — chunks the page imports lazily at once included — as the ' +
      'server compressed it, with HTTP headers; the bundle section budgets the entry and lobby chunks statically.',
  ]
  if (failedAttempts.length > 0) {
    notes.push(
      `Attempts that failed and were repeated: ${failedAttempts.length} (${failedAttempts.join('; ')}).`,
    )
  }
  if (runs.length < RUNS) notes.push(`**Only ${runs.length} of ${RUNS} runs finished in the time allowed.**`)
  if (warnings.size > 0)
    notes.push(`Lighthouse warnings:\n${[...warnings].map((warning) => `- ${warning}`).join('\n')}`)
  if (lastLhr) {
    notes.push(
      '### Scripts fetched by `/` (last run)',
      markdownTable(['script', 'transferred', 'uncompressed'], scriptRequests(lastLhr, server.url)),
    )
  }
  return { title: 'Lighthouse, lobby `/` on a mobile profile', markdown: [table, ...notes].join('\n\n') }
}
