import { adminUserPage, adminUserRow, adminUserSearch, banInput } from '@khela/contracts/admin-users'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { findUsers } from './find-users.ts'
import { setUserBan } from './set-user-ban.ts'

const userParams = z.object({ id: z.string().min(1).max(100) })

/** The back office's All Users: search, ban and unban. Every route declares its permission. */
export async function adminUsersRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()

  api.get(
    '/admin/users',
    {
      config: { permission: 'users.read' },
      schema: {
        tags: ['admin'],
        summary: 'Users, newest first, searched by email, name or phone',
        querystring: adminUserSearch,
        response: { 200: adminUserPage },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return findUsers(app.services.database.db, request.query)
    },
  )

  const staffOf = (request: FastifyRequest) => {
    if (!request.staff) throw new Error('permission check did not run')
    return request.staff
  }

  api.post(
    '/admin/users/:id/ban',
    {
      config: { permission: 'users.ban' },
      schema: {
        tags: ['admin'],
        summary: 'Ban a user with a reason; their sessions end at once',
        params: userParams,
        body: banInput,
        response: { 200: adminUserRow },
      },
    },
    async (request) =>
      setUserBan(app.services, {
        staff: staffOf(request),
        userId: request.params.id,
        ban: { reason: request.body.reason },
        ipAddress: request.ip,
      }),
  )

  api.post(
    '/admin/users/:id/unban',
    {
      config: { permission: 'users.ban' },
      schema: { tags: ['admin'], summary: 'Lift a ban', params: userParams, response: { 200: adminUserRow } },
    },
    async (request) =>
      setUserBan(app.services, {
        staff: staffOf(request),
        userId: request.params.id,
        ban: null,
        ipAddress: request.ip,
      }),
  )
}
