import {
  affiliateApplicationInput,
  affiliateLink,
  affiliateLinkInput,
  affiliateLinks,
  myAffiliate,
  partnerReport,
  partnerReportCsvQuery,
  partnerReportQuery,
} from '@khela/contracts/partners'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '../../lib/app-error.ts'
import { clock } from '../../lib/clock.ts'
import { findSessionUser } from '../../session/find-session-user.ts'
import { requireSessionUser } from '../../session/session.ts'
import { findSiteSettings } from '../settings/find-site-settings.ts'
import { applyAsAffiliate } from './apply-as-affiliate.ts'
import { createAffiliateLink } from './create-affiliate-link.ts'
import { findAffiliateLinks } from './find-affiliate-links.ts'
import { findMyAffiliate } from './find-my-affiliate.ts'
import { findPartnerReport } from './find-partner-report.ts'
import { partnerReportCsv } from './partner-report-csv.ts'
import { requireAffiliate } from './require-affiliate.ts'
import { readReferralCookie } from './tracking-cookie.ts'

/** The affiliate's side: the application, and the portal's links and reports. */
export async function partnersRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const { auth, database } = app.services
  const { db } = database
  // Per account, not per address: many players share a mobile carrier's few addresses.
  const perAccount = (name: string, max: number) =>
    app.rateLimit({
      max,
      timeWindow: '1 hour',
      keyGenerator: async (request) =>
        `${name}:${(await findSessionUser(auth, request.headers))?.id ?? request.ip}`,
    })

  api.get(
    '/partners/me',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['partners'],
        summary: "The signed-in account's affiliate application and its status, or null before it applies",
        response: { 200: myAffiliate },
      },
    },
    async (request, reply) => {
      const user = await requireSessionUser(request)
      reply.header('cache-control', 'no-store')
      return findMyAffiliate(db, user.id)
    },
  )

  api.post(
    '/partners/applications',
    {
      config: { access: 'signed-in', errors: ['CONFLICT'], isRateLimited: true },
      onRequest: perAccount('affiliate-application', 10),
      schema: {
        tags: ['partners'],
        summary:
          'Apply to the affiliate programme (players only; a rejected applicant may apply again); staff approve or reject',
        body: affiliateApplicationInput,
        response: { 201: myAffiliate },
      },
    },
    async (request, reply) => {
      const user = await requireSessionUser(request)
      const applied = await applyAsAffiliate(db, {
        user,
        input: request.body,
        clickId: readReferralCookie(request),
        now: clock.now(),
      })
      return reply.status(201).send(applied)
    },
  )

  api.get(
    '/partners/links',
    {
      // Signed in, but not an affiliate (or not yet approved).
      config: { access: 'signed-in', errors: ['FORBIDDEN'] },
      schema: {
        tags: ['partners'],
        summary: "The affiliate's tracking links, newest first (affiliates only)",
        response: { 200: affiliateLinks },
      },
    },
    async (request, reply) => {
      const { affiliateId } = await requireAffiliate(request)
      reply.header('cache-control', 'no-store')
      return { links: await findAffiliateLinks(db, affiliateId) }
    },
  )

  api.post(
    '/partners/links',
    {
      config: { access: 'signed-in', isRateLimited: true },
      onRequest: perAccount('affiliate-link', 60),
      schema: {
        tags: ['partners'],
        summary:
          'Make a tracking link (`/r/<code>`): a name, an optional campaign sub-id and a landing page on this site (approved affiliates only)',
        body: affiliateLinkInput,
        response: { 201: affiliateLink },
      },
    },
    async (request, reply) => {
      const { affiliateId, isApproved } = await requireAffiliate(request)
      if (!isApproved)
        throw new AppError('FORBIDDEN', { message: 'A suspended affiliate cannot make new links.' })
      return reply.status(201).send(await createAffiliateLink(db, { affiliateId, input: request.body }))
    },
  )

  api.get(
    '/partners/report',
    {
      // Signed in, but not an affiliate (or not yet approved).
      config: { access: 'signed-in', errors: ['FORBIDDEN'] },
      schema: {
        tags: ['partners'],
        summary:
          "The affiliate's figures from `from` to `to` (days in the operator's time zone): totals, per link, per sub-id and per day",
        querystring: partnerReportQuery,
        response: { 200: partnerReport },
      },
    },
    async (request, reply) => {
      const { affiliateId } = await requireAffiliate(request)
      reply.header('cache-control', 'no-store')
      const { timeZone } = await findSiteSettings(db)
      return findPartnerReport(db, { affiliateId, ...request.query, timeZone })
    },
  )

  api.get(
    '/partners/report.csv',
    {
      // Signed in, but not an affiliate (or not yet approved).
      config: { access: 'signed-in', errors: ['FORBIDDEN'] },
      schema: {
        tags: ['partners'],
        summary: 'The report as CSV, one row per link, per sub-id or per day (`by`)',
        querystring: partnerReportCsvQuery,
        response: { 200: z.string().describe('text/csv') },
      },
    },
    async (request, reply) => {
      const { affiliateId } = await requireAffiliate(request)
      const { from, to, by } = request.query
      const { timeZone } = await findSiteSettings(db)
      const report = await findPartnerReport(db, { affiliateId, from, to, timeZone })
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="khela-affiliate-${by}-${from}-${to}.csv"`)
        .send(partnerReportCsv(report, by))
    },
  )
}
