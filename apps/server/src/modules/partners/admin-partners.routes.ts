import {
  adminAffiliates,
  adminAffiliatesQuery,
  affiliateDecisionInput,
  affiliateLinks,
  partnerReport,
  partnerReportQuery,
  partnerSettings,
} from '@khela/contracts/partners'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { clock } from '../../lib/clock.ts'
import { requireStaff } from '../../session/session.ts'
import { findSiteSettings } from '../settings/find-site-settings.ts'
import { saveSettingsDocument } from '../settings/save-settings-document.ts'
import { decideAffiliate } from './decide-affiliate.ts'
import { findAdminAffiliates } from './find-admin-affiliates.ts'
import { findAffiliateLinks } from './find-affiliate-links.ts'
import { findPartnerReport } from './find-partner-report.ts'
import { findPartnerSettings, partnerSettingsDocument } from './partner-settings.ts'
import { requireAffiliateId } from './require-affiliate-id.ts'

const idParams = z.object({ id: z.string().min(1).max(100) })

/** The back office's Affiliators: the list with figures, decisions, each affiliate's portal view, the settings. */
export async function adminPartnersRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const { db } = app.services.database

  api.get(
    '/admin/partners/affiliates',
    {
      config: { permission: 'partners.read' },
      schema: {
        tags: ['admin-partners'],
        summary:
          "Affiliates, newest applications first, with their players' figures from `from` to `to` (deposits D_B, withdrawals W_B, active players A_U_C, active depositors A_D_C)",
        querystring: adminAffiliatesQuery,
        response: { 200: adminAffiliates },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const { timeZone } = await findSiteSettings(db)
      return { affiliates: await findAdminAffiliates(db, { ...request.query, timeZone }) }
    },
  )

  api.get(
    '/admin/partners/affiliates/:id/links',
    {
      config: { permission: 'partners.read' },
      schema: {
        tags: ['admin-partners'],
        summary: "An affiliate's tracking links, as its portal shows them",
        params: idParams,
        response: { 200: affiliateLinks },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return { links: await findAffiliateLinks(db, await requireAffiliateId(db, request.params.id)) }
    },
  )

  api.get(
    '/admin/partners/affiliates/:id/report',
    {
      config: { permission: 'partners.read' },
      schema: {
        tags: ['admin-partners'],
        summary: "An affiliate's report, as its portal shows it (read only)",
        params: idParams,
        querystring: partnerReportQuery,
        response: { 200: partnerReport },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const affiliateId = await requireAffiliateId(db, request.params.id)
      const { timeZone } = await findSiteSettings(db)
      return findPartnerReport(db, { affiliateId, ...request.query, timeZone })
    },
  )

  api.post(
    '/admin/partners/affiliates/:id/decision',
    {
      config: { permission: 'partners.manage', errors: ['ALREADY_DECIDED', 'CONFLICT'] },
      schema: {
        tags: ['admin-partners'],
        summary:
          'Approve (gives the account the affiliate role), reject or suspend an affiliate, with the reason it reads for reject and suspend. Repeating the decision in force changes nothing. Audited',
        params: idParams,
        body: affiliateDecisionInput,
        response: { 200: z.object({ status: adminAffiliates.shape.affiliates.element.shape.status }) },
      },
    },
    async (request) => {
      const staff = requireStaff(request)
      const decided = await decideAffiliate(db, {
        staff,
        affiliateId: request.params.id,
        input: request.body,
        ipAddress: request.ip,
        now: clock.now(),
      })
      // The role may have changed: this process's cached sessions of the account forget it now.
      app.services.auth.sessionCache.forgetUser(decided.userId)
      return { status: decided.status }
    },
  )

  api.get(
    '/admin/partners/settings',
    {
      config: { permission: 'partners.read' },
      schema: {
        tags: ['admin-partners'],
        summary: "The affiliate programme's rules: the attribution window in days",
        response: { 200: partnerSettings },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return findPartnerSettings(db)
    },
  )

  api.put(
    '/admin/partners/settings',
    {
      config: { permission: 'partners.manage' },
      schema: {
        tags: ['admin-partners'],
        summary:
          'Replace the affiliate programme rules; the window applies to the next click and registration. Audited',
        body: partnerSettings,
        response: { 200: partnerSettings },
      },
    },
    async (request) => {
      const staff = requireStaff(request)
      return saveSettingsDocument(db, partnerSettingsDocument, {
        staff,
        settings: request.body,
        ipAddress: request.ip,
      })
    },
  )
}
