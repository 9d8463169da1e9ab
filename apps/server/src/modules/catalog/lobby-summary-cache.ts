import { type LobbySummary, lobbySummary } from '@khela/contracts/catalog'
import type { Database } from '../../db/client.ts'
import { etagOf } from '../../lib/etag.ts'
import { type Precompressed, precompress } from '../../lib/precompressed.ts'
import { findCatalogRevision } from './find-catalog-revision.ts'
import { findLobbySummary } from './find-lobby-summary.ts'

export type CachedLobbySummary = {
  body: LobbySummary
  etag: string
  /** The body as JSON, compressed once per revision. */
  bytes: Precompressed
}

/**
 * The lobby summary of this instance, kept per catalogue revision: every visitor's first request asks for it,
 * and the catalogue changes rarely. Reading the revision is one single-row query, so a change made on any
 * instance is seen by the next request here; the counts are still those of the database at that revision.
 */
export function createLobbySummaryCache(database: Database) {
  const entries = new Map<number, CachedLobbySummary & { revision: number }>()
  return async function lobbySummaryFor(tiles: number): Promise<CachedLobbySummary> {
    // Read before computing: a write racing the computation leaves a newer revision, so the next call recomputes.
    const revision = await findCatalogRevision(database)
    const cached = entries.get(tiles)
    if (cached?.revision === revision) return cached
    // Checked against its contract once here, as the route's response schema would on every request.
    const body = lobbySummary.parse(await findLobbySummary(database, tiles))
    const bytes = await precompress(JSON.stringify(body), 'application/json; charset=utf-8')
    const entry = { revision, body, etag: etagOf(body), bytes }
    entries.set(tiles, entry)
    return entry
  }
}
