import type { SessionUser } from '@khela/contracts/session'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sportEvents, sportMarkets } from '../../db/schema/sportsbook.ts'
import { AppError } from '../../lib/app-error.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import {
  buildTemplateMarket,
  type MarketChoice,
  probabilitiesFor,
  tradedMarketExternalId,
  traderSource,
} from './build-template-market.ts'
import { findTradedEvent } from './preview-market.ts'
import { priceOutcomes } from './price-outcomes.ts'
import { upsertMarkets } from './upsert-fixture.ts'

export type MarketOrder = MarketChoice & { probabilities: number[]; marginBasisPoints: number }

/**
 * Adds a market from the sport's template to an event that has not ended, priced from the trader's true
 * probabilities and margin, last on the event's page and open. One market per template, line and side
 * (MARKET_EXISTS). The event row is locked, so two traders adding the same market meet one after the other.
 * Audited with the probabilities, margin, prices and overround.
 */
export async function addMarket(
  db: Db,
  request: { staff: SessionUser; eventId: string; order: MarketOrder; ipAddress: string | null },
): Promise<string> {
  const { staff, order, ipAddress } = request
  return db.transaction(async (tx) => {
    const event = await findTradedEvent(tx, request.eventId)
    const [locked] = await tx
      .select({ status: sportEvents.status })
      .from(sportEvents)
      .where(eq(sportEvents.id, event.id))
      .for('update')
    if (locked?.status !== 'scheduled' && locked?.status !== 'live')
      throw new AppError('CONFLICT', {
        message: 'This event has ended or was called off: it takes no new markets.',
      })
    const market = buildTemplateMarket(event.sportSlug, event, order)
    const { prices, overroundBasisPoints } = priceOutcomes(
      probabilitiesFor(market, order.probabilities),
      order.marginBasisPoints,
    )
    const externalId = tradedMarketExternalId(event.id, order, market.template)
    const [existing] = await tx
      .select({ id: sportMarkets.id })
      .from(sportMarkets)
      .where(and(eq(sportMarkets.externalSource, traderSource), eq(sportMarkets.externalId, externalId)))
    if (existing) throw new AppError('VALIDATION_FAILED', { fields: { template: 'MARKET_EXISTS' } })
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${sportMarkets.position}), -1)::int` })
      .from(sportMarkets)
      .where(eq(sportMarkets.eventId, event.id))
    const line = market.template.hasLine ? order.line : null
    const [saved] = await upsertMarkets(tx, {
      source: traderSource,
      eventId: event.id,
      markets: [
        {
          externalId,
          template: market.template.code,
          name: market.name,
          period: market.template.period,
          line,
          squadSide: market.squadSide,
          playerKey: market.playerKey,
          maxStake: market.template.maxStake,
          maxPayout: market.template.maxPayout,
          position: (last?.position ?? -1) + 1,
          selections: market.selections.map((selection, index) => ({
            ...selection,
            price: prices[index] ?? 0,
            position: index,
          })),
        },
      ],
    })
    if (!saved) throw new Error('market not saved')
    await recordAuditEntry(tx, {
      actorId: staff.id,
      action: 'sportsbook.market.create',
      recordType: 'sport_market',
      recordId: saved.id,
      before: null,
      after: {
        eventId: event.id,
        template: market.template.code,
        line,
        side: order.side,
        ...(market.template.players === 'one' ? { player: order.player } : {}),
        status: 'open',
        probabilities: order.probabilities,
        marginBasisPoints: order.marginBasisPoints,
        overroundBasisPoints,
        prices: Object.fromEntries(
          market.selections.map((selection, index) => [selection.code, prices[index]]),
        ),
      },
      ipAddress,
    })
    return saved.id
  })
}
