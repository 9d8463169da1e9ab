import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import { googleDonePage } from '@khela/contracts/google-sign-in'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import Negotiator from 'negotiator'
import { sendPrecompressed } from '../lib/precompressed.ts'
import { preferredLanguage } from '../lib/preferred-language.ts'
import { sendErrorBody } from './errors.ts'
import { lobbyPageRenderer } from './lobby-page.ts'

/**
 * Serves the built player site and back office. Hashed assets are cached for a year; pages are revalidated
 * every time so a deploy shows at once. Any other GET for a page, from anything that takes HTML (a browser,
 * and any-type or absent Accept headers: curl, link checkers, uptime monitors), gets index.html and the client
 * router decides (its 404 page included). Unknown `/api` paths, missing files (a path with an extension) and
 * requests that want JSON or anything else but HTML get the JSON 404.
 * Files are looked up per request (`wildcard`), so a rebuilt web app is served without a restart (the lobby
 * falls back to its build-time render until the server restarts: lobby-page.ts).
 */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  const indexFile = path.join(webDist, 'index.html')
  const hasWebApp = existsSync(indexFile)
  if (!hasWebApp) app.log.warn({ webDist }, 'no built web app found: serving the API only')
  else {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: false,
      setHeaders(res, filePath) {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`)
        res.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache')
        // The page that ends a Google sign-in in its popup: coming back from Google, it must not be moved to a
        // browsing context group of its own, or it could not close itself.
        if (filePath.endsWith(path.normalize(googleDonePage)))
          res.header('cross-origin-opener-policy', 'unsafe-none')
      },
    })
  }

  const sendPage = async (reply: FastifyReply, file: string) =>
    reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(await readFile(file))

  // The lobby is where most players land, so it is rendered on the server in the reader's language with its
  // games (lobby-page.ts) and shows before its scripts arrive. To the static plugin the root is a directory,
  // which it refuses to list, hence a route of its own.
  if (hasWebApp) {
    const lobbyPage = await lobbyPageRenderer(app, webDist)
    app.get('/', { schema: { hide: true } }, async (request, reply) => {
      const language = preferredLanguage(request.cookies, request.headers['accept-language'])
      reply.header('vary', 'Cookie, Accept-Language')
      if (lobbyPage) {
        try {
          const page = await lobbyPage(language)
          // The server's own time, for the lobby benchmark and the browser's devtools.
          reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(1)}`).header('etag', page.etag)
          if (request.headers['if-none-match'] === page.etag) return reply.code(304).send()
          return sendPrecompressed(request, reply.header('cache-control', 'no-cache'), page.bytes)
        } catch (error) {
          request.log.error({ err: error }, 'rendering the lobby failed: sending the build-time one')
        }
      }
      try {
        return await sendPage(reply, path.join(webDist, 'prerendered', `lobby.${language}.html`))
      } catch {
        // A build without the prerender step still serves the app.
        return sendPage(reply, indexFile)
      }
    })
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/'
    const isApi = pathname === '/api' || pathname.startsWith('/api/')
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && takesHtml(request)
    if (isApi || !hasWebApp || !wantsPage || path.extname(pathname) !== '') {
      return sendErrorBody(reply, request, 'NOT_FOUND', `No route for ${request.method} ${pathname}.`)
    }
    return sendPage(reply, indexFile)
  })
}

/** Whether HTML is what the request takes best (JSON wins a tie only when it is asked for first, by name). */
function takesHtml(request: FastifyRequest): boolean {
  return new Negotiator(request).mediaType(['text/html', 'application/json']) === 'text/html'
}
