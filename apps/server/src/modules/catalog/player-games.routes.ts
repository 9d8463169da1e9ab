import { gameLaunch, launchQuery, playerGameList, slugParams } from '@khela/contracts/catalog'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { requirePlayer } from '../../session/session.ts'
import { addFavouriteGame } from './add-favourite-game.ts'
import { findFavouriteGames } from './find-favourite-games.ts'
import { findRecentGames } from './find-recent-games.ts'
import { launchGame, type OpenProviderGame } from './launch-game.ts'
import { removeFavouriteGame } from './remove-favourite-game.ts'

/** The signed-in player's own games: favourites, recently played, and PLAY. */
export type PlayerGamesRoutesOptions = { openProviderGame: OpenProviderGame }

export async function playerGamesRoutes(
  app: FastifyInstance,
  { openProviderGame }: PlayerGamesRoutesOptions,
) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const { database } = app.services

  // One player's lists: never kept by a shared cache, always read fresh.
  api.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store')
  })

  api.get(
    '/catalog/me/favourites',
    {
      schema: {
        tags: ['catalog'],
        summary: "The signed-in player's favourite games, the latest first",
        response: { 200: playerGameList },
      },
    },
    async (request) => {
      const player = await requirePlayer(request)
      return findFavouriteGames(database, player.id)
    },
  )

  api.put(
    '/catalog/me/favourites/:slug',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Add a game to the favourites (again: no change)',
        params: slugParams,
      },
    },
    async (request, reply) => {
      const player = await requirePlayer(request)
      await addFavouriteGame(database, player.id, request.params.slug)
      return reply.status(204).send()
    },
  )

  api.delete(
    '/catalog/me/favourites/:slug',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Remove a game from the favourites (not there: no change)',
        params: slugParams,
      },
    },
    async (request, reply) => {
      const player = await requirePlayer(request)
      await removeFavouriteGame(database, player.id, request.params.slug)
      return reply.status(204).send()
    },
  )

  api.get(
    '/catalog/me/recent',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The games the signed-in player launched last, the latest first',
        response: { 200: playerGameList },
      },
    },
    async (request) => {
      const player = await requirePlayer(request)
      return findRecentGames(database, player.id)
    },
  )

  api.post(
    '/catalog/me/recent/:slug/launch',
    {
      config: { isPlay: true },
      schema: {
        tags: ['catalog'],
        summary:
          "PLAY: record the game as recently played and say how it starts (a provider's game: its URL with a new launch token)",
        params: slugParams,
        querystring: launchQuery,
        response: { 200: gameLaunch },
      },
    },
    async (request) => {
      const player = await requirePlayer(request)
      return launchGame(
        database,
        {
          userId: player.id,
          slug: request.params.slug,
          language: request.query.lang,
        },
        openProviderGame,
      )
    },
  )
}
