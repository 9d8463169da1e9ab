import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { languages } from '@khela/contracts/languages'

// Runs after `vite build` and the SSR build of src/prerender.tsx: writes dist/prerendered/lobby.<language>.html,
// index.html with the lobby's markup inside #root, which the server sends for `/`.
const webRoot = path.resolve(import.meta.dirname, '..')
const dist = path.join(webRoot, 'dist')
const { renderLobby } = (await import(pathToFileURL(path.join(webRoot, 'dist-ssr/prerender.js')).href)) as {
  renderLobby(language: string): Promise<string>
}

const template = await readFile(path.join(dist, 'index.html'), 'utf8')
const rootElement = '<div id="root"></div>'
if (!template.includes(rootElement)) throw new Error(`dist/index.html has no ${rootElement}`)

await mkdir(path.join(dist, 'prerendered'), { recursive: true })
for (const language of languages) {
  const markup = await renderLobby(language)
  // The site's CSP allows no inline script; a prerendered one would only be refused and logged as an error.
  if (/<script/i.test(markup)) throw new Error(`the prerendered lobby (${language}) contains a <script>`)
  const { title, body } = liftTitle(markup)
  const page = template
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(/<title>[^<]*<\/title>/, title ?? '$&')
    .replace(rootElement, `<div id="root">${body}</div>`)
  await writeFile(path.join(dist, 'prerendered', `lobby.${language}.html`), page)
  process.stdout.write(`prerendered / in ${language}: ${(Buffer.byteLength(page) / 1024).toFixed(1)} KiB\n`)
}

/** React renders a page's <title> where the page declares it; in a static page it belongs in <head>. */
function liftTitle(markup: string): { title: string | null; body: string } {
  const match = markup.match(/<title>[^<]*<\/title>/)
  return match ? { title: match[0], body: markup.replace(match[0], '') } : { title: null, body: markup }
}
