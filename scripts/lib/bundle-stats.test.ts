import { describe, expect, it } from 'vitest'
import type { BuildStats, ChunkModules } from './bundle-stats.ts'
import { analyzeBundle, isAdminModule, LOBBY_INITIAL_JS_BUDGET_GZIP } from './bundle-stats.ts'

const KiB = 1024

function chunk(overrides: Partial<ChunkModules>): ChunkModules {
  return { isEntry: false, isDynamicEntry: false, imports: [], dynamicImports: [], modules: [], ...overrides }
}

/**
 * A build shaped like apps/web's: an entry that lazily loads the lobby and the admin tree, a vendor chunk
 * both of them import statically, and a lazy modal inside the lobby. Sizes are gzip KiB per chunk.
 */
function buildFixture(options: { entryGzipKiB?: number; adminModules?: string[] } = {}): BuildStats {
  const gzipKiB: Record<string, number> = {
    'assets/index.js': options.entryGzipKiB ?? 60,
    'assets/vendor.js': 40,
    'assets/lobby.js': 20,
    'assets/lobby-modal.js': 30,
    'assets/admin.js': 90,
    'assets/index.css': 8,
  }
  return {
    manifest: {
      'index.html': {
        file: 'assets/index.js',
        isEntry: true,
        imports: ['_vendor.js'],
        css: ['assets/index.css'],
      },
      '_vendor.js': { file: 'assets/vendor.js' },
    },
    chunks: {
      'assets/index.js': chunk({
        isEntry: true,
        imports: ['assets/vendor.js'],
        dynamicImports: ['assets/lobby.js', 'assets/admin.js'],
        modules: ['src/main.tsx', 'src/app/router.tsx'],
      }),
      'assets/vendor.js': chunk({
        modules: ['node_modules/react/index.js', 'node_modules/react-dom/client.js'],
      }),
      'assets/lobby.js': chunk({
        isDynamicEntry: true,
        imports: ['assets/vendor.js'],
        dynamicImports: ['assets/lobby-modal.js'],
        modules: ['src/features/lobby/lobby-page.tsx'],
      }),
      'assets/lobby-modal.js': chunk({
        isDynamicEntry: true,
        modules: ['src/features/lobby/game-info-modal.tsx'],
      }),
      'assets/admin.js': chunk({
        isDynamicEntry: true,
        imports: ['assets/vendor.js'],
        modules: options.adminModules ?? [
          'src/app/admin/admin-layout.tsx',
          'src/features/wallet/admin/ledger.tsx',
        ],
      }),
    },
    sizes: Object.fromEntries(
      Object.entries(gzipKiB).map(([file, kib]) => [file, { raw: kib * KiB * 3, gzip: kib * KiB }]),
    ),
  }
}

describe('analyzeBundle', () => {
  it('counts the app that a small entry starts after first paint, and the lobby it then loads', () => {
    const build = buildFixture()
    const app = build.chunks['assets/index.js']
    if (!app) throw new Error('fixture has no index.js')
    build.chunks['assets/boot.js'] = chunk({
      isEntry: true,
      dynamicImports: ['assets/index.js'],
      modules: ['src/boot.ts'],
    })
    build.chunks['assets/index.js'] = { ...app, isEntry: false, isDynamicEntry: true }
    build.manifest['index.html'] = { file: 'assets/boot.js', isEntry: true, css: ['assets/index.css'] }
    build.sizes['assets/boot.js'] = { raw: 3 * KiB, gzip: 1 * KiB }

    const report = analyzeBundle(build)

    expect(report.entry).toBe('assets/boot.js')
    expect(report.lobbyChunks).toEqual(['assets/lobby.js'])
    expect(report.initialJs.gzip).toBe((1 + 60 + 40 + 20) * KiB)
    expect(report.violations).toEqual([])
  })

  it('counts the entry, the lobby route and their shared vendor chunk once, and passes under budget', () => {
    const report = analyzeBundle(buildFixture())

    expect(report.entry).toBe('assets/index.js')
    expect(report.lobbyChunks).toEqual(['assets/lobby.js'])
    expect(report.initialJs.gzip).toBe((60 + 40 + 20) * KiB)
    expect(report.initialCss).toEqual([{ file: 'assets/index.css', raw: 24 * KiB, gzip: 8 * KiB }])
    expect(report.adminJs).toEqual({ raw: 270 * KiB, gzip: 90 * KiB, chunkCount: 1 })
    expect(report.violations).toEqual([])
  })

  it('leaves lazy pieces of the lobby out of its first load', () => {
    const report = analyzeBundle(buildFixture())

    expect(report.chunks.find((c) => c.file === 'assets/lobby-modal.js')?.role).toBe('lazy')
  })

  it('fails when the initial JS is over 140 KiB gzip and names the largest chunk', () => {
    const report = analyzeBundle(buildFixture({ entryGzipKiB: 81 }))

    expect(report.initialJs.gzip).toBe(141 * KiB)
    expect(report.initialJs.gzip).toBeGreaterThan(LOBBY_INITIAL_JS_BUDGET_GZIP)
    expect(report.violations).toHaveLength(1)
    expect(report.violations[0]?.rule).toBe('lobby-budget')
    expect(report.violations[0]?.message).toContain('assets/index.js (81.0 KiB)')
  })

  it('passes at exactly the budget', () => {
    const report = analyzeBundle(buildFixture({ entryGzipKiB: 80 }))

    expect(report.initialJs.gzip).toBe(LOBBY_INITIAL_JS_BUDGET_GZIP)
    expect(report.violations).toEqual([])
  })

  it('fails when an admin module shares a chunk with player code', () => {
    const report = analyzeBundle(
      buildFixture({ adminModules: ['src/app/admin/admin-layout.tsx', 'src/features/casino/game-grid.tsx'] }),
    )

    expect(report.violations).toEqual([
      {
        rule: 'admin-mixed-chunk',
        message:
          'admin module src/app/admin/admin-layout.tsx shares chunk assets/admin.js ' +
          'with player module src/features/casino/game-grid.tsx',
      },
    ])
  })

  it('fails when an admin module is statically reachable from the lobby', () => {
    const build = buildFixture()
    build.chunks['assets/vendor.js']?.modules.push('src/features/payments/admin/review-table.tsx')

    const rules = analyzeBundle(build).violations.map((violation) => violation.rule)

    expect(rules).toEqual(['admin-in-initial-load'])
    expect(analyzeBundle(build).violations[0]?.message).toContain(
      'src/features/payments/admin/review-table.tsx is in chunk assets/vendor.js',
    )
  })

  it('refuses a build where no lobby module can be found', () => {
    const build = buildFixture()
    build.chunks['assets/lobby.js'] = chunk({
      isDynamicEntry: true,
      modules: ['src/features/casino/page.tsx'],
    })

    expect(() => analyzeBundle(build)).toThrow(/src\/features\/lobby\//)
  })
})

describe('isAdminModule', () => {
  it('matches an admin path segment of the app sources only', () => {
    expect(isAdminModule('src/app/admin/routes.tsx')).toBe(true)
    expect(isAdminModule('src/features/wallet/admin/ledger.tsx')).toBe(true)
    expect(isAdminModule('src/features/administration.tsx')).toBe(false)
    expect(isAdminModule('src/features/lobby/admin-badge.tsx')).toBe(false)
    expect(isAdminModule('node_modules/some-lib/admin/index.js')).toBe(false)
  })
})
