import {
  adminUserCreate,
  adminUserDetails,
  adminUserPage,
  adminUserRow,
  adminUserSearch,
  adminUserUpdate,
  banInput,
} from '@khela/contracts/admin-users'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireStaff } from '../../session/session.ts'
import { anonymiseUser } from './anonymise-user.ts'
import { createStaffUser } from './create-staff-user.ts'
import { findUsers } from './find-users.ts'
import { getUserDetails } from './get-user-details.ts'
import { setUserBan } from './set-user-ban.ts'
import { updateUser } from './update-user.ts'

const userParams = z.object({ id: z.string().min(1).max(100) })

/**
 * The back office's All Users and User Profile: search, read, create, edit, delete, ban and unban. Every route
 * declares its permission.
 */
export async function adminUsersRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  // A ban, a role or name change or a deletion changes what the user's sessions say, or ends them.
  api.addHook('onSend', async (request) => {
    const { id } = request.params as { id?: string }
    if (request.method !== 'GET' && id) app.services.auth.sessionCache.forgetUser(id)
  })

  api.get(
    '/admin/users',
    {
      config: { permission: 'users.read' },
      schema: {
        tags: ['admin-users'],
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

  api.get(
    '/admin/users/:id',
    {
      config: { permission: 'users.read' },
      schema: {
        tags: ['admin-users'],
        summary: "One user's details for the User Profile page; 404 NOT_FOUND for an unknown id",
        params: userParams,
        response: { 200: adminUserDetails },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return getUserDetails(app.services.database.db, request.params.id)
    },
  )

  api.post(
    '/admin/users',
    {
      config: { errors: ['CONFLICT'], permission: 'users.write' },
      schema: {
        tags: ['admin-users'],
        summary:
          "Create a staff or partner account: admins, or user managers if Settings allows, with a role within the giver's permissions",
        body: adminUserCreate,
        response: { 201: adminUserRow },
      },
    },
    async (request, reply) => {
      const user = await createStaffUser(app.services, {
        staff: requireStaff(request),
        user: request.body,
        ipAddress: request.ip,
      })
      return reply.status(201).send(user)
    },
  )

  api.patch(
    '/admin/users/:id',
    {
      config: { errors: ['CONFLICT'], permission: 'users.write' },
      schema: {
        tags: ['admin-users'],
        summary:
          "Change a user's name, or their role (old and new both within the changer's to give; never one's own)",
        params: userParams,
        body: adminUserUpdate,
        response: { 200: adminUserRow },
      },
    },
    async (request) =>
      updateUser(app.services, {
        staff: requireStaff(request),
        userId: request.params.id,
        update: request.body,
        ipAddress: request.ip,
      }),
  )

  api.delete(
    '/admin/users/:id',
    {
      config: { errors: ['CONFLICT', 'EXCLUSION_IN_FORCE'], permission: 'users.write' },
      schema: {
        tags: ['admin-users'],
        summary: 'Delete a user: personal data anonymised, money records kept',
        params: userParams,
      },
    },
    async (request, reply) => {
      await anonymiseUser(app.services, {
        staff: requireStaff(request),
        userId: request.params.id,
        ipAddress: request.ip,
      })
      return reply.status(204).send()
    },
  )

  api.post(
    '/admin/users/:id/ban',
    {
      config: { errors: ['CONFLICT'], permission: 'users.ban' },
      schema: {
        tags: ['admin-users'],
        summary: 'Ban a user with a reason; their sessions end at once',
        params: userParams,
        body: banInput,
        response: { 200: adminUserRow },
      },
    },
    async (request) =>
      setUserBan(app.services, {
        staff: requireStaff(request),
        userId: request.params.id,
        ban: { reason: request.body.reason },
        ipAddress: request.ip,
      }),
  )

  api.post(
    '/admin/users/:id/unban',
    {
      config: { errors: ['CONFLICT'], permission: 'users.ban' },
      schema: {
        tags: ['admin-users'],
        summary: 'Lift a ban',
        params: userParams,
        response: { 200: adminUserRow },
      },
    },
    async (request) =>
      setUserBan(app.services, {
        staff: requireStaff(request),
        userId: request.params.id,
        ban: null,
        ipAddress: request.ip,
      }),
  )
}
