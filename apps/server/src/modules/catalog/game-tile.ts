import { createHash } from 'node:crypto'
import { type GameArt, type GameTile, gameArtWidths, type LaunchKind } from '@khela/contracts/catalog'

/** Bump when the generated art's drawing changes: every tile gets a new URL, so no cache keeps the old one. */
export const gameArtStyleVersion = 1
const defaultArtWidth = 240

/** The columns every tile query selects (raw SQL, aliased so rows map without renaming). */
export const gameTileColumns = `g.slug, g.title, g.provider_code AS "providerCode", p.name AS "providerName",
  g.thumbnail, g.is_popular AS "isPopular", g.is_new AS "isNew", g.is_exclusive AS "isExclusive",
  g.has_demo AS "hasDemo", g.launch_kind AS "launchKind"`

/** A game is listed, counted and found only while both it and its provider are active. */
export const isListedGame = `g.status = 'active' AND p.status = 'active'`

export type GameTileRow = {
  slug: string
  title: string
  providerCode: string
  providerName: string
  thumbnail: string | null
  isPopular: boolean
  isNew: boolean
  isExclusive: boolean
  hasDemo: boolean
  launchKind: LaunchKind
}

/** Changes whenever what the art draws changes, so the art URL can be cached for a year. */
export function gameArtVersion(art: { slug: string; title: string; providerName: string }): string {
  return createHash('sha256')
    .update(`${gameArtStyleVersion}\n${art.slug}\n${art.title}\n${art.providerName}`)
    .digest('base64url')
    .slice(0, 10)
}

export function gameArtOf(row: Pick<GameTileRow, 'slug' | 'title' | 'providerName' | 'thumbnail'>): GameArt {
  const largest = gameArtWidths[gameArtWidths.length - 1] ?? defaultArtWidth
  if (row.thumbnail) return { src: row.thumbnail, srcSet: '', width: largest, height: largest }
  const base = `/api/catalog/art/${row.slug}.webp?v=${gameArtVersion(row)}`
  return {
    src: `${base}&w=${defaultArtWidth}`,
    srcSet: gameArtWidths.map((width) => `${base}&w=${width} ${width}w`).join(', '),
    width: defaultArtWidth,
    height: defaultArtWidth,
  }
}

export function toGameTile(row: GameTileRow): GameTile {
  return {
    slug: row.slug,
    title: row.title,
    provider: { code: row.providerCode, name: row.providerName },
    art: gameArtOf(row),
    isPopular: row.isPopular,
    isNew: row.isNew,
    isExclusive: row.isExclusive,
    hasDemo: row.hasDemo,
    launchKind: row.launchKind,
  }
}
