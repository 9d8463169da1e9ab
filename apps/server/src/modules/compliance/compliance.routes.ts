import { complianceSettings, complianceSettingsView, publicLicence } from '@khela/contracts/compliance'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { requireStaff } from '../../session/session.ts'
import { findComplianceSettings } from './find-compliance-settings.ts'
import { updateComplianceSettings } from './update-compliance-settings.ts'

/**
 * Settings → Compliance (licence, KYC thresholds, the IP-country switch) and the licence the footer shows. Reading
 * needs the same permission as writing, as for the account settings: it is one admin page, and nothing on it is
 * secret enough to need a separate read right (the licence is public, the rest only steers admin decisions).
 */
export async function complianceRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const { database, ipCountries } = app.services
  const ipCountryDatabase = ipCountries?.database ?? null

  api.get(
    '/compliance/licence',
    {
      config: { access: 'public' },
      schema: {
        tags: ['compliance'],
        summary: "The operator's licence (jurisdiction and number) for the footer; null until configured",
        response: { 200: publicLicence },
      },
    },
    async (_request, reply) => {
      // Revalidated on each use: the lobby page's render reads it too, and a saved licence shows at once.
      reply.header('cache-control', 'no-cache')
      return (await findComplianceSettings(database.db)).licence
    },
  )

  api.get(
    '/admin/compliance/settings',
    {
      config: { permission: 'settings.write' },
      schema: {
        tags: ['admin-settings'],
        summary:
          'Licence, KYC thresholds, the IP-country switch, and the IP database the server was started with',
        response: { 200: complianceSettingsView },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return { ...(await findComplianceSettings(database.db)), ipCountryDatabase }
    },
  )

  api.put(
    '/admin/compliance/settings',
    {
      config: { permission: 'settings.write' },
      schema: {
        tags: ['admin-settings'],
        summary: 'Replace the compliance settings (audited); they apply from the next request',
        body: complianceSettings,
        response: { 200: complianceSettingsView },
      },
    },
    async (request) => {
      const staff = requireStaff(request)
      const saved = await updateComplianceSettings(app.services, {
        staff,
        settings: request.body,
        ipAddress: request.ip,
      })
      return { ...saved, ipCountryDatabase }
    },
  )
}
