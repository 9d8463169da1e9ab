import {
  analyzeBundle,
  type ChunkReport,
  formatKiB,
  LOBBY_INITIAL_JS_BUDGET_GZIP,
} from '../scripts/lib/bundle-stats.ts'
import { readBuild } from '../scripts/lib/read-build.ts'
import type { BenchContext, BenchResult } from './lib/context.ts'
import { markdownTable, verdict } from './lib/markdown.ts'

function chunkRow(chunk: ChunkReport): string[] {
  return [
    `\`${chunk.file}\``,
    chunk.role,
    String(chunk.moduleCount),
    formatKiB(chunk.raw),
    formatKiB(chunk.gzip),
  ]
}

export async function run(ctx: BenchContext): Promise<BenchResult> {
  const report = analyzeBundle(readBuild(ctx.webDistDir))
  const isWithinBudget = report.initialJs.gzip <= LOBBY_INITIAL_JS_BUDGET_GZIP
  const summary = markdownTable(
    ['measure', 'raw', 'gzip (level 9)', 'budget', 'status'],
    [
      [
        "Lobby's initial JS (entry + lobby route + their static imports)",
        formatKiB(report.initialJs.raw),
        formatKiB(report.initialJs.gzip),
        `≤ ${formatKiB(LOBBY_INITIAL_JS_BUDGET_GZIP)}`,
        verdict(isWithinBudget),
      ],
      ...report.initialCss.map((css) => [
        `Initial CSS \`${css.file}\``,
        formatKiB(css.raw),
        formatKiB(css.gzip),
        '—',
        '—',
      ]),
      [
        `Admin chunks (${report.adminJs.chunkCount}, loaded only under /admin)`,
        formatKiB(report.adminJs.raw),
        formatKiB(report.adminJs.gzip),
        'not in player chunks',
        report.violations.some((violation) => violation.rule !== 'lobby-budget')
          ? '**admin code leaks**'
          : 'separate',
      ],
    ],
  )
  const problems = report.violations.map((violation) => `- ${violation.message}`).join('\n')
  return {
    title: 'Bundle (apps/web production build)',
    markdown: [
      'Sizes of `apps/web/dist` as `vite build` writes it; the same analysis as the `npm test` budget check ' +
        '(`scripts/bundle-budget.ts`). Roles: *entry*, *lobby* (route chunk of `/`) and *initial* (their static ' +
        'imports) load before the lobby renders; *admin* and *lazy* chunks load on demand.',
      summary,
      ...(problems ? ['### Problems', problems] : []),
      '### Chunks',
      markdownTable(['chunk', 'role', 'modules', 'raw', 'gzip'], report.chunks.map(chunkRow)),
    ].join('\n\n'),
  }
}
