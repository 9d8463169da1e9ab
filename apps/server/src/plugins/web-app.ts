import { existsSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { sendError } from './errors.ts'

/**
 * Serves the built player site and back office. Hashed assets are cached for a year; index.html is
 * revalidated every time so a deploy shows at once. Any other GET for a page falls back to index.html and
 * the client router decides (its 404 page included). Unknown `/api` paths get the JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  const indexFile = path.join(webDist, 'index.html')
  const hasWebApp = existsSync(indexFile)
  if (!hasWebApp) app.log.warn({ webDist }, 'no built web app found: serving the API only')
  else {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      preCompressed: true,
      index: false,
      setHeaders(res, filePath) {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`)
        res.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache')
      },
    })
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/')
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html')
    if (isApi || !hasWebApp || !wantsPage || path.extname(request.url.split('?')[0] ?? '') !== '') {
      return sendError(
        reply,
        request,
        'NOT_FOUND',
        `No route for ${request.method} ${request.url.split('?')[0]}.`,
      )
    }
    reply.header('cache-control', 'no-cache')
    return reply.sendFile('index.html')
  })
}
