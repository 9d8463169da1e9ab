import { accountSettings, accountSettingsInput } from '@khela/contracts/settings'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { findAccountSettings } from './find-account-settings.ts'
import { updateAccountSettings } from './update-account-settings.ts'

/**
 * The back office's Settings. Reading needs the same permission as writing: everything here is public already
 * (GET /api/accounts/registration-settings), so a separate read permission would guard nothing.
 */
export async function settingsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const { database } = app.services

  api.get(
    '/admin/settings/accounts',
    {
      config: { permission: 'settings.write' },
      schema: {
        tags: ['admin'],
        summary: 'Password policy, minimum age, restricted countries, terms version and registration banner',
        response: { 200: accountSettings },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return findAccountSettings(database.db)
    },
  )

  api.put(
    '/admin/settings/accounts',
    {
      config: { permission: 'settings.write' },
      schema: {
        tags: ['admin'],
        summary: 'Replace the account settings; they apply from the next registration or password change',
        body: accountSettingsInput,
        response: { 200: accountSettings },
      },
    },
    async (request) => {
      if (!request.staff) throw new Error('permission check did not run')
      return updateAccountSettings(app.services, {
        staff: request.staff,
        settings: request.body,
        ipAddress: request.ip,
      })
    },
  )
}
