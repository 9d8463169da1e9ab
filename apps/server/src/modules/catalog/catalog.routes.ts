import path from 'node:path'
import {
  catalogProviders,
  categoryGamesPage,
  categoryGamesQuery,
  type GameArtWidth,
  gameArtParams,
  gameArtQuery,
  gameDemo,
  gameDetail,
  gameSearchQuery,
  gameSearchResults,
  launchQuery,
  lobbySummary,
  lobbySummaryQuery,
  notModified,
  slugParams,
} from '@khela/contracts/catalog'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { isClientCopyFresh } from '../../lib/etag.ts'
import { sendPrecompressed } from '../../lib/precompressed.ts'
import { findCatalogProviders } from './find-catalog-providers.ts'
import { findCategoryGames } from './find-category-games.ts'
import { findDemoUrl } from './find-demo-url.ts'
import { findGameArtSubject } from './find-game-art-subject.ts'
import { gameArtVersion } from './game-tile.ts'
import { getGameDetail } from './get-game-detail.ts'
import { createLobbySummaryCache } from './lobby-summary-cache.ts'
import { renderGameArt } from './render-game-art.ts'
import { searchGames } from './search-games.ts'

/** The public catalogue: visitors and players alike read it; nothing here depends on who asks. */
export async function catalogRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const { database, config } = app.services
  const artCacheDir = path.join(config.dataDir, 'cache', 'game-art')
  const lobbySummaryFor = createLobbySummaryCache(database)

  // Server time of every catalogue answer, for the browser's devtools and the lobby benchmark.
  api.addHook('onSend', async (_request, reply) => {
    reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(1)}`)
  })

  api.get(
    '/catalog/lobby',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'Lobby categories in order, each with its real count of games and its first tiles',
        querystring: lobbySummaryQuery,
        response: { 200: lobbySummary, 304: notModified },
      },
    },
    async (request, reply) => {
      const { body, etag, bytes } = await lobbySummaryFor(request.query.tiles)
      if (isClientCopyFresh(request, reply, body, etag)) return reply.code(304).send(null)
      return sendPrecompressed(request, reply, bytes)
    },
  )

  api.get(
    '/catalog/categories/:slug/games',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: "A page of a lobby category's games: provider filter, sort, cursor pagination",
        params: slugParams,
        querystring: categoryGamesQuery,
        response: { 200: categoryGamesPage, 304: notModified },
      },
    },
    async (request, reply) => {
      const body = await findCategoryGames(database, request.params.slug, request.query)
      if (isClientCopyFresh(request, reply, body)) return reply.code(304).send(null)
      return body
    },
  )

  api.get(
    '/catalog/providers',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'The providers (studios) with listed games, by name, each with its number of games',
        response: { 200: catalogProviders, 304: notModified },
      },
    },
    async (request, reply) => {
      const body = await findCatalogProviders(database)
      if (isClientCopyFresh(request, reply, body)) return reply.code(304).send(null)
      return body
    },
  )

  api.get(
    '/catalog/search',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'Games whose title or provider name contains the text, most popular first',
        querystring: gameSearchQuery,
        response: { 200: gameSearchResults, 304: notModified },
      },
    },
    async (request, reply) => {
      const body = await searchGames(database, request.query)
      if (isClientCopyFresh(request, reply, body)) return reply.code(304).send(null)
      return body
    },
  )

  api.get(
    '/catalog/games/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'One game: provider, RTP, categories, demo and launch',
        params: slugParams,
        response: { 200: gameDetail, 304: notModified },
      },
    },
    async (request, reply) => {
      const body = await getGameDetail(database, request.params.slug)
      if (isClientCopyFresh(request, reply, body)) return reply.code(304).send(null)
      return body
    },
  )

  api.get(
    '/catalog/games/:slug/demo',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary:
          "DEMO of a provider's game: where it opens without an account (play money held by the provider)",
        params: slugParams,
        querystring: launchQuery,
        response: { 200: gameDemo },
      },
    },
    async (request) => ({ url: await findDemoUrl(database, request.params.slug, request.query.lang) }),
  )

  api.get(
    '/catalog/art/:file',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: "A game's tile art as square WebP (`w` pixels wide), generated by the project",
        params: gameArtParams,
        querystring: gameArtQuery,
      },
    },
    async (request, reply) => {
      const subject = await findGameArtSubject(database, request.params.file.replace(/\.webp$/, ''))
      const image = await renderGameArt(artCacheDir, subject, request.query.w as GameArtWidth)
      // Only the current version's URL is immutable; an old one still gets today's art, briefly cached.
      const isCurrent = request.query.v === gameArtVersion(subject)
      return reply
        .type('image/webp')
        .header('cache-control', isCurrent ? 'public, max-age=31536000, immutable' : 'public, max-age=300')
        .send(image)
    },
  )
}
