import { adminProviderList } from '@khela/contracts/admin-catalog'
import {
  gameFileMaxBytes,
  gameFileUpload,
  gameImportReport,
  providerCodeParams,
  providerCredentialsUpdate,
  providerCredentialsView,
} from '@khela/contracts/provider-setup'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { requireStaff } from '../../session/session.ts'
import { findAdminProviders } from './find-admin-providers.ts'
import { getProviderCredentials } from './get-provider-credentials.ts'
import { importProviderGames } from './import-provider-games.ts'
import { saveProviderCredentials } from './save-provider-credentials.ts'

/**
 * The back office's Games API Key page: the providers, each one's API credentials (administrators only:
 * 'providers.write') and its game file import (catalogue staff: 'catalog.write').
 */
export async function adminProvidersRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const { db } = app.services.database
  api.get(
    '/admin/catalog/providers',
    {
      config: { permission: 'catalog.write' },
      schema: {
        tags: ['admin-catalog'],
        summary: 'Game providers with their number of games and whether credentials are stored',
        response: { 200: adminProviderList },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return { providers: await findAdminProviders(db) }
    },
  )

  api.get(
    '/admin/catalog/providers/:code/credentials',
    {
      config: { permission: 'providers.write' },
      schema: {
        tags: ['admin-catalog'],
        summary: "A provider's API credentials, each secret masked",
        params: providerCodeParams,
        response: { 200: providerCredentialsView },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return getProviderCredentials(db, app.services.config, request.params.code)
    },
  )

  api.put(
    '/admin/catalog/providers/:code/credentials',
    {
      config: { permission: 'providers.write' },
      schema: {
        tags: ['admin-catalog'],
        summary: 'Save API Setup: empty secrets keep the stored value, `clear` removes one',
        params: providerCodeParams,
        body: providerCredentialsUpdate,
        response: { 200: providerCredentialsView },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return saveProviderCredentials(app.services, {
        staff: requireStaff(request),
        providerCode: request.params.code,
        update: request.body,
        ipAddress: request.ip,
      })
    },
  )

  api.post(
    '/admin/catalog/providers/:code/game-file',
    {
      config: { permission: 'catalog.write' },
      // The file's text inside JSON: room for the largest file plus its escaping.
      bodyLimit: gameFileMaxBytes * 2,
      schema: {
        tags: ['admin-catalog'],
        summary: "Import a provider's game file (CSV or JSON): added, updated and rejected rows",
        params: providerCodeParams,
        body: gameFileUpload,
        response: { 200: gameImportReport },
      },
    },
    async (request) =>
      importProviderGames(app.services, {
        staff: requireStaff(request),
        providerCode: request.params.code,
        file: request.body,
        ipAddress: request.ip,
      }),
  )
}
