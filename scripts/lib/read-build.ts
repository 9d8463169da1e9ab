import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { constants, gzipSync } from 'node:zlib'
import type { BuildStats, ChunkModulesMap, FileSize, ViteManifest } from './bundle-stats.ts'

function readJson<T>(path: string): T {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T
  } catch (error) {
    throw new Error(`cannot read ${path} — build the web app first (npm run build)`, { cause: error })
  }
}

/** Raw size and gzip size at level 9: what a well-configured server sends. */
export function measureFile(path: string): FileSize {
  const content = readFileSync(path)
  return { raw: content.length, gzip: gzipSync(content, { level: constants.Z_BEST_COMPRESSION }).length }
}

/** Reads apps/web's build output: both manifests and the size of every JS and CSS file they name. */
export function readBuild(distDir: string): BuildStats {
  const manifest = readJson<ViteManifest>(join(distDir, '.vite/manifest.json'))
  const chunks = readJson<ChunkModulesMap>(join(distDir, '.vite/chunk-modules.json'))
  const files = new Set([
    ...Object.keys(chunks),
    ...Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]),
  ])
  const sizes: Record<string, FileSize> = {}
  for (const file of files) sizes[file] = measureFile(join(distDir, file))
  return { manifest, chunks, sizes }
}
