// Fails `npm test` when the lobby's first load outgrows its JS budget or admin code leaks into player chunks.
// Usage: node scripts/bundle-budget.ts [distDir]   (default apps/web/dist)
import { join } from 'node:path'
import { analyzeBundle, formatKiB, LOBBY_INITIAL_JS_BUDGET_GZIP } from './lib/bundle-stats.ts'
import { readBuild } from './lib/read-build.ts'

const distDir = process.argv[2] ?? join(import.meta.dirname, '../apps/web/dist')
const report = analyzeBundle(readBuild(distDir))

const rows = report.chunks
  .filter((chunk) => chunk.role !== 'lazy' && chunk.role !== 'admin')
  .map((chunk) => `  ${chunk.role.padEnd(8)} ${formatKiB(chunk.gzip).padStart(11)}  ${chunk.file}`)
const lines = [
  'Lobby first load (gzip level 9):',
  ...rows,
  `  ${'JS total'.padEnd(8)} ${formatKiB(report.initialJs.gzip).padStart(11)}  ` +
    `budget ${formatKiB(LOBBY_INITIAL_JS_BUDGET_GZIP)}, ${formatKiB(report.initialJs.raw)} raw`,
  ...report.initialCss.map((css) => `  ${'css'.padEnd(8)} ${formatKiB(css.gzip).padStart(11)}  ${css.file}`),
  `Admin chunks: ${report.adminJs.chunkCount}, ${formatKiB(report.adminJs.gzip)} gzip (not loaded by players)`,
]
process.stdout.write(`${lines.join('\n')}\n`)

if (report.violations.length > 0) {
  for (const violation of report.violations) console.error(`FAIL [${violation.rule}] ${violation.message}`)
  console.error(`bundle budget: FAILED (${report.violations.length} problem(s))`)
  process.exit(1)
}
process.stdout.write(
  `bundle budget: PASS — lobby initial JS ${formatKiB(report.initialJs.gzip)} of ` +
    `${formatKiB(LOBBY_INITIAL_JS_BUDGET_GZIP)} gzip, no admin code in player chunks\n`,
)
