import { mkdirSync, mkdtempSync, renameSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { errorBody } from '@khela/contracts/errors'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../test/use-test-app.ts'
import type { App } from '../app.ts'

const page = '<!doctype html><html><head><title>Khela</title></head><body><div id="root"></div></body></html>'
const webDist = mkdtempSync(path.join(tmpdir(), 'khela-web-'))
mkdirSync(path.join(webDist, 'assets'), { recursive: true })
writeFileSync(path.join(webDist, 'index.html'), page)
mkdirSync(path.join(webDist, 'prerendered'))
writeFileSync(path.join(webDist, 'prerendered', 'lobby.en.html'), '<html lang="en">All Games</html>')
writeFileSync(path.join(webDist, 'prerendered', 'lobby.bn.html'), '<html lang="bn">সব গেম</html>')
writeFileSync(
  path.join(webDist, 'assets', 'lobby-a1b2c3.js'),
  `export const lobby = ${'"tile",'.repeat(400)}1`,
)

const testApp = useTestApp({ WEB_DIST: webDist })
let app: App

beforeAll(() => {
  app = testApp()
})

describe('serving the web app', () => {
  it('answers any page path with index.html, revalidated on every visit', async () => {
    for (const url of ['/crash-games', '/dashboard/deposits', '/no/such/page']) {
      const response = await app.inject({ url, headers: { accept: 'text/html' } })
      expect(response.statusCode, url).toBe(200)
      expect(response.body).toBe(page)
      expect(response.headers['cache-control']).toBe('no-cache')
    }
  })

  it('answers a page path with the page to anything that takes HTML: */*, no Accept, HEAD', async () => {
    const asks = [
      { method: 'GET', accept: '*/*' },
      { method: 'GET', accept: undefined },
      { method: 'GET', accept: 'text/*' },
      { method: 'GET', accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
      { method: 'HEAD', accept: '*/*' },
    ] as const
    for (const { method, accept } of asks) {
      const response = await app.inject({
        method,
        url: '/casino',
        headers: accept === undefined ? {} : { accept },
      })
      expect(response.statusCode, `${method} ${accept}`).toBe(200)
      expect(response.headers['content-type'], `${method} ${accept}`).toMatch(/^text\/html/)
      if (method === 'GET') expect(response.body).toBe(page)
    }
  })

  it('gives the JSON 404 for a page path to a request that wants JSON or anything but HTML', async () => {
    for (const accept of ['application/json', 'application/json, */*;q=0.5', 'image/png']) {
      const response = await app.inject({ url: '/casino', headers: { accept } })
      expect(response.statusCode, accept).toBe(404)
      expect(errorBody.parse(response.json()).error.code).toBe('NOT_FOUND')
    }
    const post = await app.inject({ method: 'POST', url: '/casino', headers: { accept: '*/*' } })
    expect(post.statusCode).toBe(404)
  })

  it('sends the prerendered lobby for / in the language the player chose or the browser asks for', async () => {
    const visit = (headers: Record<string, string>) =>
      app.inject({ url: '/', headers: { accept: 'text/html', ...headers } })
    expect((await visit({})).body).toBe('<html lang="en">All Games</html>')
    expect((await visit({ 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.8' })).body).toBe(
      '<html lang="bn">সব গেম</html>',
    )
    expect((await visit({ cookie: 'khela_lang=bn' })).body).toBe('<html lang="bn">সব গেম</html>')
    const chosenEnglish = await visit({ cookie: 'khela_lang=en', 'accept-language': 'bn' })
    expect(chosenEnglish.body).toBe('<html lang="en">All Games</html>')
    expect(chosenEnglish.headers.vary).toContain('Accept-Language')
    expect(chosenEnglish.headers['cache-control']).toBe('no-cache')
  })

  it('still serves the app for / from a build without the prerendered lobby', async () => {
    renameSync(path.join(webDist, 'prerendered'), path.join(webDist, 'prerendered-away'))
    try {
      const response = await app.inject({ url: '/', headers: { accept: 'text/html' } })
      expect(response.statusCode).toBe(200)
      expect(response.body).toBe(page)
    } finally {
      renameSync(path.join(webDist, 'prerendered-away'), path.join(webDist, 'prerendered'))
    }
  })

  it('caches hashed assets for a year and compresses them', async () => {
    const response = await app.inject({
      url: '/assets/lobby-a1b2c3.js',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.headers['content-encoding']).toBe('gzip')
  })

  it('serves files written after it started, so a rebuild of the web app needs no restart', async () => {
    writeFileSync(path.join(webDist, 'assets', 'rebuilt-d4e5f6.js'), 'export const rebuilt = true')
    const response = await app.inject('/assets/rebuilt-d4e5f6.js')
    expect(response.statusCode).toBe(200)
    expect(response.body).toBe('export const rebuilt = true')
  })

  it('sends a content security policy that allows only its own origin for scripts', async () => {
    const response = await app.inject({ url: '/', headers: { accept: 'text/html' } })
    const policy = String(response.headers['content-security-policy'])
    expect(policy).toContain("default-src 'self'")
    expect(policy).toContain("script-src 'self';")
    expect(policy).toContain("frame-ancestors 'none'")
    expect(response.headers['x-content-type-options']).toBe('nosniff')
  })

  it('gives a JSON 404 to unknown API paths and to missing files whatever they accept', async () => {
    for (const url of ['/api/nothing-here', '/api', '/assets/missing-123.js', '/favicon-old.ico'])
      for (const accept of ['*/*', undefined]) {
        const response = await app.inject({ url, headers: accept === undefined ? {} : { accept } })
        expect(response.statusCode, `${url} ${accept}`).toBe(404)
        expect(errorBody.parse(response.json()).error.code).toBe('NOT_FOUND')
      }
  })

  it('gives a JSON 404 to unknown API paths and to missing files', async () => {
    for (const url of ['/api/nothing-here', '/assets/missing-123.js']) {
      const response = await app.inject({ url, headers: { accept: 'text/html' } })
      expect(response.statusCode, url).toBe(404)
      expect(errorBody.parse(response.json()).error.code).toBe('NOT_FOUND')
    }
  })

  it('publishes the OpenAPI description at /api/docs', async () => {
    const response = await app.inject('/api/docs/json')
    expect(response.statusCode).toBe(200)
    const document = response.json() as { openapi: string; paths: Record<string, unknown> }
    expect(document.openapi).toMatch(/^3\./)
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/content/faq']))
  })
})
