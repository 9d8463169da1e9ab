import type { SelectionResultEntry } from '@khela/contracts/admin-sportsbook'
import {
  commentaryLabel,
  type LiveFeedMessage,
  type LiveMarket,
  type LiveResult,
  type LiveScore,
} from '@khela/contracts/sportsbook-live-feed'
import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sportEvents, sportMarkets, sportSelections } from '../../db/schema/sportsbook.ts'
import type { LiveCommentaryLine } from '../../db/schema/sportsbook-live.ts'
import { AppError } from '../../lib/app-error.ts'
import { writeMarketResult } from './enter-market-result.ts'
import { findMarketTemplate } from './market-templates.ts'
import { upsertMarkets } from './upsert-fixture.ts'

/** An event's live row as the messages being applied change it; written back once they are. */
export type LiveState = {
  eventId: string
  source: string
  score: LiveScore | null
  commentary: LiveCommentaryLine[]
  bettingStopped: boolean
}

/** Commentary lines an event keeps, newest first: the last few overs. */
export const commentaryKept = 60

/** The event's main market, which `matchEnd` settles. */
const matchWinnerTemplate = 'match_winner'

/**
 * Applies one live message inside the receiving transaction (the event's live row locked). Returns the markets it
 * settled, whose bets are paid once the transaction commits.
 */
export async function applyLiveMessage(
  tx: Db,
  state: LiveState,
  message: LiveFeedMessage,
): Promise<string[]> {
  switch (message.type) {
    case 'score': {
      state.score = message.score
      const line = {
        seq: message.seq,
        overs: commentaryLabel(message.score),
        text: message.commentary,
        at: message.sentAt,
      }
      state.commentary = [line, ...state.commentary].slice(0, commentaryKept)
      await tx
        .update(sportEvents)
        .set({ status: 'live', updatedAt: sql`now()` })
        .where(and(eq(sportEvents.id, state.eventId), eq(sportEvents.status, 'scheduled')))
      return []
    }
    case 'betStop':
      state.bettingStopped = true
      await tx
        .update(sportMarkets)
        .set({ status: 'suspended', feedHold: 'bet_stop' })
        .where(and(eq(sportMarkets.eventId, state.eventId), eq(sportMarkets.status, 'open')))
      return []
    case 'betStart':
      state.bettingStopped = false
      await tx
        .update(sportMarkets)
        .set({ status: 'open', feedHold: null })
        .where(and(eq(sportMarkets.eventId, state.eventId), eq(sportMarkets.feedHold, 'bet_stop')))
      return []
    case 'market':
      await openLiveMarket(tx, state, message.market)
      return []
    case 'prices':
      for (const market of message.markets) await applyPrices(tx, state, market)
      return []
    case 'result': {
      const settled: string[] = []
      for (const result of message.results) {
        const marketId = await applyResult(tx, state, result)
        if (marketId) settled.push(marketId)
      }
      return settled
    }
    case 'matchEnd':
      return endMatch(tx, state, message.winner)
  }
}

/**
 * Ends the watchdog's hold on an event whose feed spoke again: its markets go back to where the feed had them,
 * held for the delivery under way or open.
 */
export async function releaseSilenceHold(tx: Db, eventId: string, bettingStopped: boolean): Promise<void> {
  await tx
    .update(sportMarkets)
    .set(bettingStopped ? { feedHold: 'bet_stop' } : { status: 'open', feedHold: null })
    .where(and(eq(sportMarkets.eventId, eventId), eq(sportMarkets.feedHold, 'feed_silent')))
}

/** A new market the feed opens in play, last on the event's page; held with the rest while betting is stopped. */
async function openLiveMarket(tx: Db, state: LiveState, market: LiveMarket): Promise<void> {
  const [event] = await tx
    .select({ sportSlug: sportEvents.sportSlug, status: sportEvents.status })
    .from(sportEvents)
    .where(eq(sportEvents.id, state.eventId))
  const template = event && findMarketTemplate(event.sportSlug, market.template)
  if (!template) throw new AppError('VALIDATION_FAILED', { fields: { 'market.template': 'INVALID_CHOICE' } })
  if (template.hasLine !== (market.line !== null))
    throw new AppError('VALIDATION_FAILED', {
      fields: { 'market.line': template.hasLine ? 'REQUIRED' : 'INVALID_CHOICE' },
    })
  const [last] = await tx
    .select({ position: sql<number>`coalesce(max(${sportMarkets.position}), -1)::int` })
    .from(sportMarkets)
    .where(eq(sportMarkets.eventId, state.eventId))
  const [saved] = await upsertMarkets(tx, {
    source: state.source,
    eventId: state.eventId,
    markets: [
      {
        externalId: market.externalId,
        template: template.code,
        name: market.name,
        period: template.period,
        line: market.line,
        maxStake: template.maxStake,
        maxPayout: template.maxPayout,
        liabilityLimit: template.liabilityLimit,
        position: (last?.position ?? -1) + 1,
        selections: market.selections.map((selection, position) => ({ ...selection, position })),
      },
    ],
  })
  if (saved && state.bettingStopped)
    await tx
      .update(sportMarkets)
      .set({ status: 'suspended', feedHold: 'bet_stop' })
      .where(and(eq(sportMarkets.id, saved.id), eq(sportMarkets.status, 'open')))
}

/**
 * New prices for a known market, and the feed's own suspension or reopening. The feed reopens only what it holds
 * (its own suspension); a trader's or the liability limit's stays. A settled market is left as it is.
 */
async function applyPrices(
  tx: Db,
  state: LiveState,
  update: { market: string; status: 'open' | 'suspended'; prices: Record<string, number> },
): Promise<void> {
  const [market] = await tx
    .select({ id: sportMarkets.id, status: sportMarkets.status, feedHold: sportMarkets.feedHold })
    .from(sportMarkets)
    .where(
      and(
        eq(sportMarkets.externalSource, state.source),
        eq(sportMarkets.externalId, update.market),
        eq(sportMarkets.eventId, state.eventId),
      ),
    )
    .for('update')
  if (!market) throw new AppError('VALIDATION_FAILED', { fields: { 'markets.market': 'NOT_FOUND' } })
  if (market.status === 'settled' || market.status === 'closed') return
  const codes = Object.keys(update.prices)
  if (codes.length > 0)
    await tx.execute(sql`
      UPDATE ${sportSelections} SET price = u.price, updated_at = now()
      FROM unnest(${sql.param(codes)}::text[], ${sql.param(codes.map((code) => update.prices[code]))}::int[])
        AS u(code, price)
      WHERE ${sportSelections.marketId} = ${market.id} AND ${sportSelections.code} = u.code
        AND ${sportSelections.price} <> u.price`)
  if (update.status === 'suspended' && (market.status === 'open' || market.feedHold === 'bet_stop'))
    await tx
      .update(sportMarkets)
      .set({ status: 'suspended', feedHold: 'feed' })
      .where(eq(sportMarkets.id, market.id))
  if (update.status === 'open' && market.feedHold === 'feed')
    await tx
      .update(sportMarkets)
      .set(state.bettingStopped ? { feedHold: 'bet_stop' } : { status: 'open', feedHold: null })
      .where(eq(sportMarkets.id, market.id))
}

/** Settles a market the feed resulted; a market already settled (a result sent twice) is left alone. */
async function applyResult(tx: Db, state: LiveState, result: LiveResult): Promise<string | null> {
  const [market] = await tx
    .select({ id: sportMarkets.id, status: sportMarkets.status })
    .from(sportMarkets)
    .where(
      and(
        eq(sportMarkets.externalSource, state.source),
        eq(sportMarkets.externalId, result.market),
        eq(sportMarkets.eventId, state.eventId),
      ),
    )
    .for('update')
  if (!market) throw new AppError('VALIDATION_FAILED', { fields: { 'results.market': 'NOT_FOUND' } })
  if (market.status === 'settled') return null
  const selections = await tx
    .select({ code: sportSelections.code })
    .from(sportSelections)
    .where(eq(sportSelections.marketId, market.id))
  const codes = selections.map((selection) => selection.code)
  const winners = result.outcome === 'settled' ? result.winners : []
  if (winners.some((code) => !codes.includes(code)) || new Set(winners).size !== winners.length)
    throw new AppError('VALIDATION_FAILED', { fields: { 'results.winners': 'INVALID_CHOICE' } })
  await writeMarketResult(tx, market.id, resultEntries(codes, result))
  return market.id
}

/** One winner wins; two or more share one place as a dead heat; void voids every selection. */
export function resultEntries(codes: readonly string[], result: LiveResult): SelectionResultEntry[] {
  if (result.outcome === 'void') return codes.map((code) => ({ code, result: 'void' as const }))
  const { winners } = result
  return codes.map((code): SelectionResultEntry => {
    if (!winners.includes(code)) return { code, result: 'lost' }
    return winners.length === 1
      ? { code, result: 'won' }
      : { code, result: 'dead_heat', placesPaid: 1, tiedCount: winners.length }
  })
}

/**
 * The match is over: its match winner is settled (a tie is a dead heat, as the template's rules say), the event
 * ends, and every market still unsettled closes for the traders to result.
 */
async function endMatch(tx: Db, state: LiveState, winner: 'home' | 'away' | 'tie'): Promise<string[]> {
  state.bettingStopped = true
  const mains = await tx
    .select({ externalId: sportMarkets.externalId })
    .from(sportMarkets)
    .where(
      and(
        eq(sportMarkets.eventId, state.eventId),
        eq(sportMarkets.template, matchWinnerTemplate),
        eq(sportMarkets.externalSource, state.source),
        ne(sportMarkets.status, 'settled'),
      ),
    )
  const settled: string[] = []
  for (const main of mains) {
    const winners = winner === 'tie' ? ['home', 'away'] : [winner]
    const marketId = await applyResult(tx, state, { market: main.externalId, outcome: 'settled', winners })
    if (marketId) settled.push(marketId)
  }
  await tx
    .update(sportEvents)
    .set({ status: 'ended', updatedAt: sql`now()` })
    .where(and(eq(sportEvents.id, state.eventId), inArray(sportEvents.status, ['scheduled', 'live'])))
  await tx
    .update(sportMarkets)
    .set({ status: 'closed', feedHold: null })
    .where(and(eq(sportMarkets.eventId, state.eventId), inArray(sportMarkets.status, ['open', 'suspended'])))
  return settled
}
