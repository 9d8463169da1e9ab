import {
  adminCompetition,
  adminEventDetail,
  adminEventPage,
  adminEventQuery,
  adminSport,
  adminSportList,
  adminSportParams,
  adminSportsbookIdParams,
  betDelayChange,
  competitionCreate,
  eventCreate,
  eventSquads,
  marketCreate,
  marketPreview,
  marketPreviewInput,
  marketResult,
  marketResultOutcome,
  marketStatusChange,
  marketStatusChangeResult,
  priceChange,
} from '@khela/contracts/admin-sportsbook'
import { feedDocumentLimits, feedImportSummary } from '@khela/contracts/sportsbook-feed'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { clock } from '../../lib/clock.ts'
import { requireStaff } from '../../session/session.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { findSiteSettings } from '../settings/find-site-settings.ts'
import { addMarket } from './add-market.ts'
import { changeEventSquads } from './change-event-squads.ts'
import { changeMarketStatuses } from './change-market-statuses.ts'
import { changePrices } from './change-prices.ts'
import { createCompetition } from './create-competition.ts'
import { createEvent } from './create-event.ts'
import { enterMarketResult } from './enter-market-result.ts'
import { findAdminEvents } from './find-admin-events.ts'
import { findAdminSports } from './find-admin-sports.ts'
import { getAdminEvent } from './get-admin-event.ts'
import { importSportsbookFeed } from './import-sportsbook-feed.ts'
import { previewMarket } from './preview-market.ts'
import { publishOpenBetsChanged } from './publish-open-bets-changed.ts'
import { setBetDelays } from './set-bet-delays.ts'
import { settleSportBets } from './settle-sport-bets.ts'

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store')

/** The traders' back office: competitions, events, markets from templates and their prices, suspend and reopen. */
export async function adminSportsbookRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const { database, realtime } = app.services
  const { db } = database
  const tags = ['admin-sportsbook']

  api.get(
    '/admin/sportsbook/sports',
    {
      config: { permission: 'sportsbook.read' },
      schema: {
        tags,
        summary: 'Every sport with its competitions and its running open and suspended markets',
        response: { 200: adminSportList },
      },
    },
    async (_request, reply) => {
      noStore(reply)
      return findAdminSports(database)
    },
  )

  api.post(
    '/admin/sportsbook/competitions',
    {
      config: { permission: 'sportsbook.trade' },
      schema: {
        tags,
        summary: 'Add a competition to a sport (audited); its slug is unique within the sport',
        body: competitionCreate,
        response: { 201: adminCompetition },
      },
    },
    async (request, reply) => {
      const staff = requireStaff(request)
      const created = await createCompetition(db, { staff, input: request.body, ipAddress: request.ip })
      return reply.code(201).send(created)
    },
  )

  // A JSON body rather than multipart: the page reads the file and posts its text, so an upload and a poll
  // parse the same document the same way, and a document that does not parse is answered with its problems.
  api.post(
    '/admin/sportsbook/feed/import',
    {
      bodyLimit: feedDocumentLimits.bytes,
      config: { permission: 'sportsbook.trade' },
      schema: {
        tags,
        summary:
          'Import a feed document (docs/sportsbook-feed.md), each event in its own transaction (audited): events created, updated, unchanged and refused with their problems',
        body: z.unknown(),
        response: { 200: feedImportSummary },
      },
    },
    async (request) => {
      const staff = requireStaff(request)
      const summary = await importSportsbookFeed(db, request.body)
      const { events: _, ...counts } = summary
      await recordAuditEntry(db, {
        actorId: staff.id,
        action: 'sportsbook.feed.import',
        recordType: 'sport_feed',
        recordId: summary.source ?? 'invalid',
        before: null,
        after: counts,
        ipAddress: request.ip,
      })
      return summary
    },
  )

  api.get(
    '/admin/sportsbook/events',
    {
      config: { permission: 'sportsbook.read' },
      schema: {
        tags,
        summary:
          "Events by sport, competition, status and start days (operator's time zone), soonest first, with every market's status",
        querystring: adminEventQuery,
        response: { 200: adminEventPage },
      },
    },
    async (request, reply) => {
      noStore(reply)
      const { timeZone } = await findSiteSettings(db)
      return findAdminEvents(database, request.query, timeZone)
    },
  )

  api.post(
    '/admin/sportsbook/events',
    {
      config: { permission: 'sportsbook.trade' },
      schema: {
        tags,
        summary:
          "Add a scheduled event to a competition (audited); the start is typed in the operator's time zone",
        body: eventCreate,
        response: { 201: adminEventDetail },
      },
    },
    async (request, reply) => {
      const staff = requireStaff(request)
      const { timeZone } = await findSiteSettings(db)
      const id = await createEvent(db, {
        staff,
        input: request.body,
        timeZone,
        now: clock.now(),
        ipAddress: request.ip,
      })
      return reply.code(201).send(await getAdminEvent(database, id))
    },
  )

  api.get(
    '/admin/sportsbook/events/:id',
    {
      config: { permission: 'sportsbook.read' },
      schema: {
        tags,
        summary:
          "An event with every market, its selections' prices and overround, and the templates it can add",
        params: adminSportsbookIdParams,
        response: { 200: adminEventDetail },
      },
    },
    async (request, reply) => {
      noStore(reply)
      return getAdminEvent(database, request.params.id)
    },
  )

  api.put(
    '/admin/sportsbook/events/:id/squads',
    {
      config: { permission: 'sportsbook.trade', errors: ['CONFLICT'] },
      schema: {
        tags,
        summary:
          "Replace an event's squads, each side's players by key and name (audited): top batter and player runs markets are built from them",
        params: adminSportsbookIdParams,
        body: eventSquads,
        response: { 200: adminEventDetail },
      },
    },
    async (request) => {
      const staff = requireStaff(request)
      await changeEventSquads(db, {
        staff,
        eventId: request.params.id,
        squads: request.body,
        ipAddress: request.ip,
      })
      return getAdminEvent(database, request.params.id)
    },
  )

  api.post(
    '/admin/sportsbook/events/:id/markets/preview',
    {
      config: { permission: 'sportsbook.read' },
      schema: {
        tags,
        summary:
          'The pricing tool: a template market for the event, and from true probabilities and a margin its prices and overround; writes nothing',
        params: adminSportsbookIdParams,
        body: marketPreviewInput,
        response: { 200: marketPreview },
      },
    },
    async (request) => previewMarket(db, request.params.id, request.body),
  )

  api.post(
    '/admin/sportsbook/events/:id/markets',
    {
      config: { permission: 'sportsbook.trade', errors: ['CONFLICT'] },
      schema: {
        tags,
        summary:
          'Add a market from a template, priced from true probabilities and a margin (audited); one per template, line and side',
        params: adminSportsbookIdParams,
        body: marketCreate,
        response: { 201: adminEventDetail },
      },
    },
    async (request, reply) => {
      const staff = requireStaff(request)
      await addMarket(db, { staff, eventId: request.params.id, order: request.body, ipAddress: request.ip })
      return reply.code(201).send(await getAdminEvent(database, request.params.id))
    },
  )

  api.put(
    '/admin/sportsbook/markets/:id/prices',
    {
      config: { permission: 'sportsbook.trade', errors: ['CONFLICT'] },
      schema: {
        tags,
        summary: "Change selections' prices by code (audited); the market's version moves",
        params: adminSportsbookIdParams,
        body: priceChange,
        response: { 200: adminEventDetail },
      },
    },
    async (request) => {
      const staff = requireStaff(request)
      const eventId = await changePrices(db, {
        staff,
        marketId: request.params.id,
        change: request.body,
        ipAddress: request.ip,
      })
      await publishOpenBetsChanged(db, { realtime, log: request.log }, { eventIds: [eventId] })
      return getAdminEvent(database, eventId)
    },
  )

  api.post(
    '/admin/sportsbook/markets/:id/result',
    {
      config: { permission: 'sportsbook.trade', errors: ['MARKET_SETTLED', 'RESULTS_INCONSISTENT'] },
      schema: {
        tags,
        summary:
          "Enter a market's result, one per selection (audited): the market is settled and every bet it completes is paid",
        params: adminSportsbookIdParams,
        body: marketResult,
        response: { 200: marketResultOutcome },
      },
    },
    async (request) => {
      const marketId = request.params.id
      await enterMarketResult(db, {
        staff: requireStaff(request),
        marketId,
        input: request.body,
        ipAddress: request.ip,
      })
      return { settledBets: await settleSportBets(db, { realtime, log: request.log }, { marketId }) }
    },
  )

  const statusSummary = (scope: string) =>
    `Suspend the open markets of ${scope}, or reopen its suspended ones (audited); closed and settled markets stay`

  // One market, or every market of an event: the same change by id.
  const idScopes = [
    { path: '/admin/sportsbook/markets/:id/status', kind: 'market', of: 'one market' },
    { path: '/admin/sportsbook/events/:id/market-status', kind: 'event', of: 'an event' },
  ] as const
  for (const { path, kind, of } of idScopes) {
    api.post(
      path,
      {
        config: { permission: 'sportsbook.trade' },
        schema: {
          tags,
          summary: statusSummary(of),
          params: adminSportsbookIdParams,
          body: marketStatusChange,
          response: { 200: marketStatusChangeResult },
        },
      },
      async (request) => {
        const changed = await changeMarketStatuses(db, {
          staff: requireStaff(request),
          scope: { kind, id: request.params.id },
          status: request.body.status,
          ipAddress: request.ip,
        })
        if (changed > 0)
          await publishOpenBetsChanged(
            db,
            { realtime, log: request.log },
            kind === 'market' ? { marketIds: [request.params.id] } : { eventIds: [request.params.id] },
          )
        return { changed }
      },
    )
  }

  api.post(
    '/admin/sportsbook/sports/:slug/market-status',
    {
      config: { permission: 'sportsbook.trade' },
      schema: {
        tags,
        summary: statusSummary("a sport's scheduled and live events"),
        params: adminSportParams,
        body: marketStatusChange,
        response: { 200: marketStatusChangeResult },
      },
    },
    async (request) => {
      const changed = await changeMarketStatuses(db, {
        staff: requireStaff(request),
        scope: { kind: 'sport', slug: request.params.slug },
        status: request.body.status,
        ipAddress: request.ip,
      })
      if (changed > 0)
        await publishOpenBetsChanged(
          db,
          { realtime, log: request.log },
          { sportSlugs: [request.params.slug] },
        )
      return { changed }
    },
  )

  api.put(
    '/admin/sportsbook/sports/:slug/bet-delay',
    {
      config: { permission: 'sportsbook.trade', errors: ['NOT_FOUND'] },
      schema: {
        tags,
        summary:
          "Set a sport's in-play bet delay and its competitions' (null: the sport's), in ms, audited; bets placed afterwards wait them",
        params: adminSportParams,
        body: betDelayChange,
        response: { 200: adminSport },
      },
    },
    async (request) => {
      await setBetDelays(db, {
        staff: requireStaff(request),
        sportSlug: request.params.slug,
        change: request.body,
        ipAddress: request.ip,
      })
      const { sports } = await findAdminSports(database)
      const sport = sports.find((found) => found.slug === request.params.slug)
      if (!sport) throw new Error(`sport ${request.params.slug} changed but not found`)
      return sport
    },
  )
}
