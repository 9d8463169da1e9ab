import { mkdirSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../test/use-test-app.ts'
import type { App } from '../app.ts'
import { faqEntries } from '../db/schema/content.ts'

// A web build whose SSR part renders what it was given, counts its renders, and fails for Bengali, standing
// in for apps/web/src/prerender.tsx (the real one is exercised by the Playwright tests).
const buildRoot = mkdtempSync(path.join(tmpdir(), 'khela-build-'))
const webDist = path.join(buildRoot, 'dist')
mkdirSync(path.join(webDist, 'prerendered'), { recursive: true })
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html lang="en"><head><title>Khela</title></head><body><div id="root"></div></body></html>',
)
writeFileSync(path.join(webDist, 'prerendered', 'lobby.bn.html'), '<html lang="bn">build-time lobby</html>')
mkdirSync(path.join(buildRoot, 'dist-ssr'))
writeFileSync(
  path.join(buildRoot, 'dist-ssr', 'prerender.js'),
  `globalThis.lobbyRenders = 0
export const lobbyDataSources = [{ queryKey: ['content', 'faq'], path: '/api/content/faq' }]
export async function renderLobby(language, data) {
  if (language === 'bn') throw new Error('cannot render Bengali')
  globalThis.lobbyRenders += 1
  const questions = data.flatMap((entry) => entry.data.entries.map((faq) => faq.question.en))
  return '<main>' + questions.join('|') + '</main>'
}
export function composeLobbyPage(template, language, markup, data) {
  return template.replace('<div id="root"></div>', '<div id="root">' + markup + '</div><data>' + JSON.stringify(data) + '</data>')
}
`,
)

const renders = () => (globalThis as { lobbyRenders?: number }).lobbyRenders ?? 0
const testApp = useTestApp({ WEB_DIST: webDist })
let app: App

beforeAll(() => {
  app = testApp()
})

const visit = (headers: Record<string, string> = {}) =>
  app.inject({ url: '/', headers: { accept: 'text/html', ...headers } })

describe('the lobby rendered on the server', () => {
  it('carries what the public API answers, and the data it was rendered with', async () => {
    await app.services.database.db.insert(faqEntries).values({
      position: 99,
      question: { en: 'Is the lobby rendered with its data?', bn: 'লবি কি তথ্যসহ আসে?' },
      answer: { en: 'Yes.', bn: 'হ্যাঁ।' },
    })
    const response = await visit()
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(response.headers['cache-control']).toBe('no-cache')
    const rendered = response.body.match(/<main>(.*)<\/main>/)?.[1]?.split('|')
    expect(rendered).toContain('Is the lobby rendered with its data?')
    expect(response.body).toContain('"queryKey":["content","faq"]')
  })

  it('renders once per distinct data, answers 304 to a known ETag, and renders anew when the data changes', async () => {
    const first = await visit()
    const rendersBefore = renders()
    const again = await visit()
    expect(again.headers.etag).toBe(first.headers.etag)
    expect(renders()).toBe(rendersBefore)
    const revalidated = await visit({ 'if-none-match': String(first.headers.etag) })
    expect(revalidated.statusCode).toBe(304)
    expect(revalidated.body).toBe('')

    await app.services.database.db.insert(faqEntries).values({
      position: 100,
      question: { en: 'Does a new entry show at once?', bn: 'নতুন প্রশ্ন কি সাথে সাথে দেখায়?' },
      answer: { en: 'Yes.', bn: 'হ্যাঁ।' },
    })
    const changed = await visit({ 'if-none-match': String(first.headers.etag) })
    expect(changed.statusCode).toBe(200)
    expect(changed.headers.etag).not.toBe(first.headers.etag)
    expect(changed.body).toContain('Does a new entry show at once?')
    expect(renders()).toBe(rendersBefore + 1)
  })

  it('sends the build-time lobby once the web app is rebuilt, until the server restarts', async () => {
    const ssrEntry = path.join(buildRoot, 'dist-ssr', 'prerender.js')
    const rebuilt = readFileSync(ssrEntry, 'utf8').replace("'<main>'", '\'<main data-build="2">\'')
    writeFileSync(ssrEntry, rebuilt)
    utimesSync(ssrEntry, new Date(), new Date(Date.now() + 5000))
    const response = await visit()
    expect(response.statusCode).toBe(200)
    expect(response.body).not.toContain('<main')
    expect(response.body).toContain('<div id="root"></div>')
  })

  it('sends the build-time lobby when rendering fails', async () => {
    const response = await visit({ cookie: 'khela_lang=bn' })
    expect(response.statusCode).toBe(200)
    expect(response.body).toBe('<html lang="bn">build-time lobby</html>')
  })
})
