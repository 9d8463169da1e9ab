import type { EventSquads } from '@khela/contracts/admin-sportsbook'
import {
  type FeedDocument,
  type FeedEventResult,
  type FeedImportSummary,
  feedDocument,
} from '@khela/contracts/sportsbook-feed'
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { sportEvents, sportMarkets, sportSelections, sports } from '../../db/schema/sportsbook.ts'
import { AppError } from '../../lib/app-error.ts'
import { isUniqueViolation } from '../../lib/database-errors.ts'
import { buildTemplateMarket } from './build-template-market.ts'
import { findMarketTemplate } from './market-templates.ts'
import { type Fixture, type FixtureMarket, upsertFixture } from './upsert-fixture.ts'

type Problem = { path: string; code: string }

/**
 * Imports a feed document (docs/sportsbook-feed.md). A document that does not parse imports nothing; otherwise each
 * event is written in its own transaction by `upsertFixture`, so one refused event never holds back the others,
 * and each is reported created, updated (anything the event or its markets show moved, versions included),
 * unchanged or refused with its problems.
 */
export async function importSportsbookFeed(db: Db, input: unknown): Promise<FeedImportSummary> {
  const parsed = feedDocument.safeParse(input)
  if (!parsed.success) {
    const problems = parsed.error.issues.flatMap(toProblems)
    return { source: null, created: 0, updated: 0, unchanged: 0, refused: 0, events: [], problems }
  }
  const document = parsed.data
  const knownSports = new Set(
    (await db.select({ slug: sports.slug }).from(sports)).map((sport) => sport.slug),
  )
  // An event sent without squads keeps the ones it has: its player markets are built from those.
  const storedSquads = new Map(
    (
      await db
        .select({ externalId: sportEvents.externalId, squads: sportEvents.squads })
        .from(sportEvents)
        .where(
          and(
            eq(sportEvents.externalSource, document.source),
            inArray(
              sportEvents.externalId,
              document.events.map((event) => event.externalId),
            ),
          ),
        )
    ).map((row) => [row.externalId, row.squads]),
  )
  const results: FeedEventResult[] = []
  for (const [index, event] of document.events.entries()) {
    const built = buildFixture(document, index, knownSports, storedSquads)
    if ('problems' in built) {
      results.push({
        externalId: event.externalId,
        outcome: 'refused',
        eventId: null,
        problems: built.problems,
      })
      continue
    }
    results.push(await writeFixture(db, built.fixture))
  }
  const count = (outcome: FeedEventResult['outcome']) =>
    results.filter((result) => result.outcome === outcome).length
  return {
    source: document.source,
    created: count('created'),
    updated: count('updated'),
    unchanged: count('unchanged'),
    refused: count('refused'),
    events: results,
    problems: [],
  }
}

// Every schema field carries its own code; zod's own (an unknown key, a wrong type) becomes its upper-cased code.
function toProblems(issue: z.core.$ZodIssue): Problem[] {
  const path = issue.path.join('.')
  if (issue.code === 'unrecognized_keys')
    return issue.keys.map((key) => ({ path: path ? `${path}.${key}` : key, code: 'UNKNOWN_KEY' }))
  return [{ path, code: /^[A-Z_]+$/.test(issue.message) ? issue.message : issue.code.toUpperCase() }]
}

function buildFixture(
  document: FeedDocument,
  index: number,
  knownSports: ReadonlySet<string>,
  storedSquads: ReadonlyMap<string, EventSquads>,
): { fixture: Fixture } | { problems: Problem[] } {
  const event = document.events[index]
  if (!event) return { problems: [{ path: '', code: 'REQUIRED' }] }
  const competitionIndex = document.competitions.findIndex((c) => c.externalId === event.competition)
  const competition = document.competitions[competitionIndex]
  if (!competition) return { problems: [{ path: 'competition', code: 'UNKNOWN_COMPETITION' }] }
  if (!knownSports.has(competition.sportSlug))
    return { problems: [{ path: `competitions.${competitionIndex}.sportSlug`, code: 'INVALID_CHOICE' }] }

  const problems: Problem[] = []
  const markets: FixtureMarket[] = []
  const marketIds = new Set<string>()
  for (const [position, market] of event.markets.entries()) {
    const at = `markets.${position}`
    if (marketIds.has(market.externalId)) problems.push({ path: `${at}.externalId`, code: 'DUPLICATE' })
    marketIds.add(market.externalId)
    const template = findMarketTemplate(competition.sportSlug, market.template)
    if (!template) {
      problems.push({ path: `${at}.template`, code: 'INVALID_CHOICE' })
      continue
    }
    if (!template.hasLine && market.line != null)
      problems.push({ path: `${at}.line`, code: 'LINE_NOT_ALLOWED' })
    let built: ReturnType<typeof buildTemplateMarket>
    try {
      built = buildTemplateMarket(
        competition.sportSlug,
        { home: event.home, away: event.away, squads: event.squads ?? storedSquads.get(event.externalId) },
        {
          template: market.template,
          line: market.line ?? null,
          side: market.side ?? null,
          player: market.player ?? null,
        },
      )
    } catch (error) {
      if (!(error instanceof AppError)) throw error
      for (const [field, code] of Object.entries(error.fields ?? {}))
        problems.push({ path: `${at}.${field}`, code })
      continue
    }
    const sent = new Map(market.selections.map((selection) => [selection.code, selection]))
    for (const [selectionIndex, selection] of market.selections.entries())
      if (!built.selections.some((expected) => expected.code === selection.code))
        problems.push({ path: `${at}.selections.${selectionIndex}.code`, code: 'INVALID_CHOICE' })
    if (sent.size !== market.selections.length) problems.push({ path: `${at}.selections`, code: 'DUPLICATE' })
    if (built.selections.some((expected) => !sent.has(expected.code)))
      problems.push({ path: `${at}.selections`, code: 'MISSING_SELECTIONS' })
    markets.push({
      externalId: market.externalId,
      template: template.code,
      name: built.name,
      period: template.period,
      line: template.hasLine ? (market.line ?? null) : null,
      squadSide: built.squadSide,
      playerKey: built.playerKey,
      maxStake: template.maxStake,
      maxPayout: template.maxPayout,
      position,
      ...(market.status ? { status: market.status } : {}),
      selections: built.selections.map((expected, selectionPosition) => {
        const selection = sent.get(expected.code)
        return {
          code: expected.code,
          name: expected.name,
          price: selection?.price ?? 0,
          position: selectionPosition,
          ...(selection?.status ? { status: selection.status } : {}),
        }
      }),
    })
  }
  if (problems.length > 0) return { problems }
  return {
    fixture: {
      source: document.source,
      competition: {
        externalId: competition.externalId,
        sportSlug: competition.sportSlug,
        slug: competition.slug,
        name: competition.name,
        country: competition.country ?? null,
        position: competitionIndex + 1,
      },
      event: {
        externalId: event.externalId,
        home: event.home,
        away: event.away,
        startsAt: new Date(event.startsAt),
        ...(event.status ? { status: event.status } : {}),
        ...(event.squads ? { squads: event.squads } : {}),
      },
      markets,
    },
  }
}

async function writeFixture(db: Db, fixture: Fixture): Promise<FeedEventResult> {
  const externalId = fixture.event.externalId
  try {
    return await db.transaction(async (tx) => {
      const before = await snapshotEvent(tx, fixture.source, externalId)
      const eventId = await upsertFixture(tx, fixture)
      const after = await snapshotEvent(tx, fixture.source, externalId)
      const outcome = before === null ? 'created' : before === after ? 'unchanged' : 'updated'
      return { externalId, outcome, eventId, problems: [] }
    })
  } catch (error) {
    // A competition slug another source already uses in the sport is the one write a valid document can hit.
    if (!isUniqueViolation(error)) throw error
    return {
      externalId,
      outcome: 'refused',
      eventId: null,
      problems: [{ path: 'competition', code: 'SLUG_TAKEN' }],
    }
  }
}

/** What a player or trader sees of an event: its fields, and its markets' versions (prices, lines, statuses). */
async function snapshotEvent(db: Db, source: string, externalId: string): Promise<string | null> {
  const [event] = await db
    .select({
      id: sportEvents.id,
      competitionId: sportEvents.competitionId,
      home: sportEvents.home,
      away: sportEvents.away,
      startsAt: sportEvents.startsAt,
      status: sportEvents.status,
      squads: sportEvents.squads,
    })
    .from(sportEvents)
    .where(and(eq(sportEvents.externalSource, source), eq(sportEvents.externalId, externalId)))
  if (!event) return null
  const markets = await db
    .select({
      externalId: sportMarkets.externalId,
      version: sportMarkets.version,
      name: sportMarkets.name,
      position: sportMarkets.position,
      selection: sportSelections.code,
      selectionName: sportSelections.name,
    })
    .from(sportMarkets)
    .innerJoin(sportSelections, eq(sportSelections.marketId, sportMarkets.id))
    .where(eq(sportMarkets.eventId, event.id))
    .orderBy(asc(sportMarkets.externalId), asc(sportSelections.code))
  return JSON.stringify({ event, markets })
}
