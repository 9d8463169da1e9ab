import {
  adminCategoryCreate,
  adminCategoryPage,
  adminCategoryRow,
  adminCategorySearch,
  adminCategoryUpdate,
  adminGamePage,
  adminGameRow,
  adminGameSearch,
  adminGameUpdate,
  catalogIdParams,
} from '@khela/contracts/admin-catalog'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { AppError } from '../../lib/app-error.ts'
import { requireStaff } from '../../session/session.ts'
import { createCategory } from './create-category.ts'
import { deleteCategory } from './delete-category.ts'
import { findAdminCategories } from './find-admin-categories.ts'
import { findAdminGame, findAdminGames } from './find-admin-games.ts'
import { updateCategory } from './update-category.ts'
import { updateGame } from './update-game.ts'

/**
 * The back office's catalogue: All Game Categories, main and sub categories, Active and Inactive Games.
 * Reads need 'catalog.write' too: only the staff who edit the catalogue have a use for these lists.
 */
export async function adminCatalogRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const { db } = app.services.database
  const permission = 'catalog.write'
  api.get(
    '/admin/catalog/categories',
    {
      config: { permission },
      schema: {
        tags: ['admin-catalog'],
        summary: "One kind's categories (lobby, main or sub) in position order, with their active games",
        querystring: adminCategorySearch,
        response: { 200: adminCategoryPage },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return findAdminCategories(db, request.query)
    },
  )

  api.post(
    '/admin/catalog/categories',
    {
      config: { errors: ['CONFLICT'], permission },
      schema: {
        tags: ['admin-catalog'],
        summary: 'Add a category; main and sub categories need only a name',
        body: adminCategoryCreate,
        response: { 201: adminCategoryRow },
      },
    },
    async (request, reply) => {
      const category = await createCategory(app.services, {
        staff: requireStaff(request),
        category: request.body,
        ipAddress: request.ip,
      })
      return reply.status(201).send(category)
    },
  )

  api.patch(
    '/admin/catalog/categories/:id',
    {
      config: { errors: ['CONFLICT'], permission },
      schema: {
        tags: ['admin-catalog'],
        summary: "Change a category's names, slug, position (the others shift) or status",
        params: catalogIdParams,
        body: adminCategoryUpdate,
        response: { 200: adminCategoryRow },
      },
    },
    async (request) =>
      updateCategory(app.services, {
        staff: requireStaff(request),
        categoryId: request.params.id,
        update: request.body,
        ipAddress: request.ip,
      }),
  )

  api.delete(
    '/admin/catalog/categories/:id',
    {
      config: { errors: ['CONFLICT'], permission },
      schema: {
        tags: ['admin-catalog'],
        summary: 'Delete a category that holds no games (CONFLICT otherwise)',
        params: catalogIdParams,
      },
    },
    async (request, reply) => {
      await deleteCategory(app.services, {
        staff: requireStaff(request),
        categoryId: request.params.id,
        ipAddress: request.ip,
      })
      return reply.status(204).send()
    },
  )

  api.get(
    '/admin/catalog/games',
    {
      config: { permission },
      schema: {
        tags: ['admin-catalog'],
        summary: 'Active or inactive games in popularity order, searched by title, slug or provider',
        querystring: adminGameSearch,
        response: { 200: adminGamePage },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return findAdminGames(db, request.query)
    },
  )

  api.get(
    '/admin/catalog/games/:id',
    {
      config: { permission },
      schema: {
        tags: ['admin-catalog'],
        summary: 'One game with its categories, for the edit form',
        params: catalogIdParams,
        response: { 200: adminGameRow },
      },
    },
    async (request, reply) => {
      const game = await findAdminGame(db, request.params.id)
      if (!game) throw new AppError('NOT_FOUND', { message: 'No such game.' })
      reply.header('cache-control', 'no-store')
      return game
    },
  )

  api.patch(
    '/admin/catalog/games/:id',
    {
      config: { permission },
      schema: {
        tags: ['admin-catalog'],
        summary: "Change a game's title, categories, flags, position or status",
        params: catalogIdParams,
        body: adminGameUpdate,
        response: { 200: adminGameRow },
      },
    },
    async (request) =>
      updateGame(app.services, {
        staff: requireStaff(request),
        gameId: request.params.id,
        update: request.body,
        ipAddress: request.ip,
      }),
  )
}
