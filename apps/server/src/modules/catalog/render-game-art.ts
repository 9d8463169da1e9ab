import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { GameArtWidth } from '@khela/contracts/catalog'
import sharp from 'sharp'
import { gameArtVersion } from './game-tile.ts'

export type ArtSubject = { slug: string; title: string; providerName: string }

/** Renders by version, so a cached file never needs invalidating: a changed game has a new version. */
const inFlight = new Map<string, Promise<Buffer>>()

/**
 * The tile art of a game as WebP, drawn by the project (no third-party images) and rendered once per
 * version and width into `<dataDir>/cache/game-art`. Concurrent requests for the same file share one render.
 */
export async function renderGameArt(
  cacheDir: string,
  subject: ArtSubject,
  width: GameArtWidth,
): Promise<Buffer> {
  const file = path.join(cacheDir, gameArtVersion(subject), `${subject.slug}-${width}.webp`)
  const cached = await readFile(file).catch(() => null)
  if (cached) return cached
  const pending = inFlight.get(file)
  if (pending) return pending
  const render = (async () => {
    const image = await sharp(Buffer.from(gameArtSvg(subject)))
      .resize(width, width)
      .webp({ quality: 78, effort: 4 })
      .toBuffer()
    await mkdir(path.dirname(file), { recursive: true })
    // Written aside and renamed, so another instance sharing the directory never reads half a file.
    const partial = `${file}.${process.pid}.partial`
    await writeFile(partial, image)
    await rename(partial, file)
    return image
  })().finally(() => inFlight.delete(file))
  inFlight.set(file, render)
  return render
}

function hashOf(text: string): number {
  let hash = 2166136261
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 16777619)
  }
  return hash >>> 0
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`)
}

/** Breaks a title into at most three lines of about 12 characters. */
function titleLines(title: string): string[] {
  const lines: string[] = []
  for (const word of title.split(/\s+/)) {
    const last = lines[lines.length - 1]
    if (last !== undefined && `${last} ${word}`.length <= 12) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines.length > 3 ? [...lines.slice(0, 2), `${lines.slice(2).join(' ').slice(0, 11)}…`] : lines
}

/** A 480×480 SVG: a two-colour gradient and rings picked from the slug's hash, the title and the studio. */
export function gameArtSvg(subject: ArtSubject): string {
  const hash = hashOf(subject.slug)
  const hue = hash % 360
  const accent = (hue + 40 + ((hash >>> 9) % 80)) % 360
  const ringX = 60 + ((hash >>> 3) % 360)
  const ringY = 40 + ((hash >>> 11) % 160)
  const lines = titleLines(subject.title)
  const fontSize = lines.some((line) => line.length > 10) ? 50 : 58
  const firstLineY = 250 - ((lines.length - 1) * fontSize * 1.1) / 2
  const text = lines
    .map(
      (line, index) =>
        `<text x="240" y="${(firstLineY + index * fontSize * 1.1).toFixed(0)}">${escapeXml(line)}</text>`,
    )
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 480 480">
<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue},70%,42%)"/><stop offset="1" stop-color="hsl(${accent},75%,22%)"/>
</linearGradient></defs>
<rect width="480" height="480" fill="url(#b)"/>
<circle cx="${ringX}" cy="${ringY}" r="150" fill="none" stroke="hsl(${accent},90%,70%)" stroke-opacity="0.25" stroke-width="28"/>
<circle cx="${480 - ringX}" cy="${480 - ringY}" r="90" fill="hsl(${hue},90%,75%)" fill-opacity="0.18"/>
<g font-family="DejaVu Sans, Noto Sans, Liberation Sans, sans-serif" font-weight="700" font-size="${fontSize}" fill="#fff" text-anchor="middle">${text}</g>
<rect x="0" y="400" width="480" height="80" fill="#000" fill-opacity="0.35"/>
<text x="240" y="452" font-family="DejaVu Sans, Noto Sans, Liberation Sans, sans-serif" font-size="30" fill="#fff" fill-opacity="0.9" text-anchor="middle">${escapeXml(subject.providerName)}</text>
</svg>`
}
