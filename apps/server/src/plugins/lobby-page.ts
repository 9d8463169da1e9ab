import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { type Language, operatorTimeZone } from '@khela/contracts/languages'
import type { FastifyInstance } from 'fastify'
import { type Precompressed, precompress } from '../lib/precompressed.ts'

/** The parts of the web app's SSR build (apps/web/src/prerender.tsx) the server uses. */
interface LobbyRenderer {
  lobbyDataSources: { queryKey: readonly unknown[]; path: string }[]
  renderLobby(language: Language, data: PageDataEntry[]): Promise<string>
  composeLobbyPage(template: string, language: Language, markup: string, data: PageDataEntry[]): string
}

interface PageDataEntry {
  queryKey: readonly unknown[]
  data: unknown
}

export interface LobbyPage {
  html: string
  /** The page compressed once, as it is kept. */
  bytes: Precompressed
  /** Changes whenever the page would: another build, language or data. */
  etag: string
}

/** Pages for the few (language × data) combinations in use; each is a few tens of KiB. */
const MAX_CACHED_PAGES = 16

/**
 * Renders the lobby `/` with what it shows a visitor (categories, counts and first tiles, banners…), read
 * in-process from the public API, so the first HTML already carries the games and the client hydrates it
 * from the same data. A page is rendered once per distinct (build, language, data) and kept, so a catalogue
 * change shows on the next request without any rendering in between. Null when the web app was built
 * without its SSR part; the caller then sends the build-time lobby.
 */
export async function lobbyPageRenderer(app: FastifyInstance, webDist: string) {
  const ssrEntry = path.join(webDist, '..', 'dist-ssr', 'prerender.js')
  if (!existsSync(ssrEntry)) return null
  const pages = new Map<string, Promise<LobbyPage>>()
  // The SSR part's chunks import its entry by its plain URL, so it cannot be imported afresh after a rebuild.
  // A rebuilt one is noticed instead, and the build-time lobby is sent until the server restarts: markup from
  // an older build than the scripts that hydrate it would not be adopted.
  const builtAt = (await stat(ssrEntry)).mtimeMs
  const renderer = (await import(pathToFileURL(ssrEntry).href)) as LobbyRenderer
  async function currentRenderer(): Promise<{ version: number; renderer: LobbyRenderer }> {
    if ((await stat(ssrEntry)).mtimeMs !== builtAt) {
      throw new Error('the web app was rebuilt since the server started: restart it to render the new lobby')
    }
    return { version: builtAt, renderer }
  }

  async function readData(renderer: LobbyRenderer): Promise<PageDataEntry[]> {
    const entries = await Promise.all(
      renderer.lobbyDataSources.map(async ({ queryKey, path: url }) => {
        const response = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } })
        // A source that fails is left to the browser, which fetches it and shows its own error.
        return response.statusCode === 200 ? { queryKey, data: response.json() as unknown } : null
      }),
    )
    return entries.filter((entry) => entry !== null)
  }

  return async function lobbyPage(language: Language): Promise<LobbyPage> {
    const { version, renderer } = await currentRenderer()
    const [template, data] = await Promise.all([
      readFile(path.join(webDist, 'index.html'), 'utf8'),
      readData(renderer),
    ])
    // The footer shows the year (in the operator's time zone, as the browser's first render does).
    const year = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: operatorTimeZone }).format(
      new Date(),
    )
    const key = createHash('sha256')
      .update(`${version}:${year}:${language}`)
      .update(template)
      .update(JSON.stringify(data))
      .digest('base64url')
    let page = pages.get(key)
    if (!page) {
      page = renderer.renderLobby(language, data).then(async (markup) => {
        const html = renderer.composeLobbyPage(template, language, markup, data)
        return {
          html,
          bytes: await precompress(html, 'text/html; charset=utf-8'),
          etag: `"lobby-${key.slice(0, 27)}"`,
        }
      })
      page.catch(() => pages.delete(key))
      pages.set(key, page)
      if (pages.size > MAX_CACHED_PAGES) pages.delete(pages.keys().next().value as string)
    }
    return page
  }
}
