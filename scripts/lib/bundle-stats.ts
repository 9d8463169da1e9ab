// Pure analysis of a Vite build of apps/web: what the lobby loads first, and where admin code ended up.
// Inputs are the two JSON files Vite writes under dist/.vite/ plus the size of every emitted file,
// so the rules can be tested on small literal objects.

export const LOBBY_INITIAL_JS_BUDGET_GZIP = 140 * 1024

/** One value of dist/.vite/manifest.json (only the fields read here). */
export interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}
export type ViteManifest = Record<string, ManifestChunk>

/** One value of dist/.vite/chunk-modules.json, keyed by the chunk's file name. */
export interface ChunkModules {
  isEntry: boolean
  isDynamicEntry: boolean
  imports: string[]
  dynamicImports: string[]
  /** Source module ids relative to apps/web, e.g. "src/app/router.tsx" or "node_modules/react/index.js". */
  modules: string[]
}
export type ChunkModulesMap = Record<string, ChunkModules>

export interface FileSize {
  raw: number
  gzip: number
}

export interface BuildStats {
  manifest: ViteManifest
  chunks: ChunkModulesMap
  /** Sizes of emitted files keyed by their path inside dist/ (the names used in both JSON files). */
  sizes: Record<string, FileSize>
}

/** Why a chunk is in the report: loaded at first paint of the lobby, admin-only, or on demand. */
export type ChunkRole = 'entry' | 'lobby' | 'initial' | 'admin' | 'lazy'

export interface ChunkReport extends FileSize {
  file: string
  role: ChunkRole
  moduleCount: number
}

export interface Violation {
  rule: 'lobby-budget' | 'admin-mixed-chunk' | 'admin-in-initial-load'
  message: string
}

export interface BundleReport {
  entry: string
  lobbyChunks: string[]
  /** Every JS chunk of the build, initial ones first, then by gzip size. */
  chunks: ChunkReport[]
  initialJs: FileSize
  /** CSS files linked by the initial chunks; reported, not budgeted. */
  initialCss: { file: string; raw: number; gzip: number }[]
  adminJs: FileSize & { chunkCount: number }
  violations: Violation[]
}

const LOBBY_MODULE_PREFIX = 'src/features/lobby/'
/** The app itself, which a small entry may import lazily right after the prerendered page has painted. */
const APP_MODULE = 'src/main.tsx'

/** Admin-only code lives under an `admin` path segment of the app's own sources. */
export function isAdminModule(moduleId: string): boolean {
  return !moduleId.includes('node_modules/') && `/${moduleId}`.includes('/admin/')
}

function isPlayerSourceModule(moduleId: string): boolean {
  return moduleId.startsWith('src/') && !isAdminModule(moduleId)
}

/** The chunk and every chunk it imports statically, transitively, each once. */
export function staticClosure(chunks: ChunkModulesMap, roots: readonly string[]): Set<string> {
  const seen = new Set<string>()
  const pending = [...roots]
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue
    seen.add(file)
    const chunk = chunks[file]
    if (!chunk) throw new Error(`chunk-modules.json has no entry for ${file}, which is imported by the build`)
    pending.push(...chunk.imports)
  }
  return seen
}

function findEntry(build: BuildStats): string {
  const entries = Object.keys(build.chunks).filter((file) => build.chunks[file]?.isEntry)
  if (entries.length === 1 && entries[0] !== undefined) return entries[0]
  // Several entries: the page the player opens is the one Vite built from index.html.
  const htmlEntry = build.manifest['index.html']?.file
  if (htmlEntry && entries.includes(htmlEntry)) return htmlEntry
  throw new Error(
    entries.length === 0
      ? 'no entry chunk in chunk-modules.json'
      : `several entry chunks (${entries.join(', ')}) and none is index.html's`,
  )
}

/**
 * Chunks that `loaded` imports lazily and that hold a module matching `isWanted`: the app started by the
 * entry, or the lobby route's page. (A chunk made by a code-splitting group is not flagged as a dynamic
 * entry even when imported lazily, so the flag is not asked.) Lobby pieces imported lazily from the lobby
 * itself (a modal, say) load on demand, not at first paint.
 */
function findLazyChunksHolding(
  chunks: ChunkModulesMap,
  loaded: Set<string>,
  isWanted: (moduleId: string) => boolean,
): string[] {
  const lazilyImported = new Set([...loaded].flatMap((file) => chunks[file]?.dynamicImports ?? []))
  return [...lazilyImported].filter((file) => {
    const chunk = chunks[file]
    return chunk?.modules.some(isWanted) ?? false
  })
}

function sizeOf(build: BuildStats, file: string): FileSize {
  const size = build.sizes[file]
  if (!size) throw new Error(`no size measured for ${file}`)
  return size
}

function sum(sizes: FileSize[]): FileSize {
  return sizes.reduce((total, size) => ({ raw: total.raw + size.raw, gzip: total.gzip + size.gzip }), {
    raw: 0,
    gzip: 0,
  })
}

function findAdminViolations(chunks: ChunkModulesMap, initial: Set<string>): Violation[] {
  const violations: Violation[] = []
  for (const [file, chunk] of Object.entries(chunks)) {
    const adminModule = chunk.modules.find(isAdminModule)
    if (adminModule === undefined) continue
    const playerModule = chunk.modules.find(isPlayerSourceModule)
    if (playerModule !== undefined) {
      violations.push({
        rule: 'admin-mixed-chunk',
        message: `admin module ${adminModule} shares chunk ${file} with player module ${playerModule}`,
      })
    }
    if (initial.has(file)) {
      violations.push({
        rule: 'admin-in-initial-load',
        message: `admin module ${adminModule} is in chunk ${file}, which the lobby loads at first paint`,
      })
    }
  }
  return violations
}

export function analyzeBundle(build: BuildStats, budgetGzip = LOBBY_INITIAL_JS_BUDGET_GZIP): BundleReport {
  const { chunks } = build
  const entry = findEntry(build)
  const entryClosure = staticClosure(chunks, [entry])
  const appChunks = findLazyChunksHolding(chunks, entryClosure, (id) => id === APP_MODULE)
  const startClosure = staticClosure(chunks, [entry, ...appChunks])
  const lobbyChunks = findLazyChunksHolding(chunks, startClosure, (id) => id.startsWith(LOBBY_MODULE_PREFIX))
  const initial = staticClosure(chunks, [...startClosure, ...lobbyChunks])

  const lobbyModulesFound = [...initial].some((file) =>
    chunks[file]?.modules.some((id) => id.startsWith(LOBBY_MODULE_PREFIX)),
  )
  if (!lobbyModulesFound) {
    throw new Error(
      `no module under ${LOBBY_MODULE_PREFIX} is in the entry or in a route chunk it imports lazily: ` +
        'cannot tell what the lobby loads',
    )
  }

  const roleOf = (file: string, chunk: ChunkModules): ChunkRole => {
    if (file === entry) return 'entry'
    if (lobbyChunks.includes(file)) return 'lobby'
    if (initial.has(file)) return 'initial'
    if (chunk.modules.some(isAdminModule)) return 'admin'
    return 'lazy'
  }
  const reports: ChunkReport[] = Object.entries(chunks).map(([file, chunk]) => ({
    file,
    role: roleOf(file, chunk),
    moduleCount: chunk.modules.length,
    ...sizeOf(build, file),
  }))
  reports.sort((a, b) => Number(initial.has(b.file)) - Number(initial.has(a.file)) || b.gzip - a.gzip)

  const initialJs = sum([...initial].map((file) => sizeOf(build, file)))
  const adminReports = reports.filter((chunk) => chunk.role === 'admin')

  const initialFiles = new Set(initial)
  const cssFiles = new Set(
    Object.values(build.manifest)
      .filter((chunk) => initialFiles.has(chunk.file))
      .flatMap((chunk) => chunk.css ?? []),
  )
  const initialCss = [...cssFiles].map((file) => ({ file, ...sizeOf(build, file) }))

  const violations = findAdminViolations(chunks, initial)
  if (initialJs.gzip > budgetGzip) {
    const largest = reports.filter((chunk) => initial.has(chunk.file)).slice(0, 3)
    violations.unshift({
      rule: 'lobby-budget',
      message:
        `lobby initial JS is ${formatKiB(initialJs.gzip)} gzip, over the ${formatKiB(budgetGzip)} budget ` +
        `by ${formatKiB(initialJs.gzip - budgetGzip)}; largest initial chunks: ` +
        largest.map((chunk) => `${chunk.file} (${formatKiB(chunk.gzip)})`).join(', '),
    })
  }

  return {
    entry,
    lobbyChunks,
    chunks: reports,
    initialJs,
    initialCss,
    adminJs: { ...sum(adminReports), chunkCount: adminReports.length },
    violations,
  }
}

export function formatKiB(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`
}
