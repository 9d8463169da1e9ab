import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { languages } from '@khela/contracts/languages'

// Runs after `vite build` and the SSR build of src/prerender.tsx: writes dist/prerendered/lobby.<language>.html,
// the lobby as a visitor sees it while its data loads. The server renders `/` with the catalogue's data at
// request time and falls back to these files when it cannot.
const webRoot = path.resolve(import.meta.dirname, '..')
const dist = path.join(webRoot, 'dist')
const { renderLobby, composeLobbyPage } = (await import(
  pathToFileURL(path.join(webRoot, 'dist-ssr/prerender.js')).href
)) as {
  renderLobby(language: string): Promise<string>
  composeLobbyPage(template: string, language: string, markup: string): string
}

const template = await readFile(path.join(dist, 'index.html'), 'utf8')
await mkdir(path.join(dist, 'prerendered'), { recursive: true })
for (const language of languages) {
  const page = composeLobbyPage(template, language, await renderLobby(language))
  await writeFile(path.join(dist, 'prerendered', `lobby.${language}.html`), page)
  process.stdout.write(`prerendered / in ${language}: ${(Buffer.byteLength(page) / 1024).toFixed(1)} KiB\n`)
}
