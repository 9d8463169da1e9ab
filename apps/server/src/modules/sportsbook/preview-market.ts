import type { EventSquads, MarketPreview, MarketPreviewInput } from '@khela/contracts/admin-sportsbook'
import type { LocalizedText } from '@khela/contracts/i18n'
import { isUuid } from '@khela/contracts/ids'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sportEvents } from '../../db/schema/sportsbook.ts'
import { AppError } from '../../lib/app-error.ts'
import { buildTemplateMarket, type MarketChoice, probabilitiesFor } from './build-template-market.ts'
import { priceOutcomes } from './price-outcomes.ts'

export type TradedEvent = {
  id: string
  sportSlug: string
  home: LocalizedText
  away: LocalizedText
  squads: EventSquads
}

export async function findTradedEvent(db: Pick<Db, 'select'>, id: string): Promise<TradedEvent> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND')
  const [event] = await db
    .select({
      id: sportEvents.id,
      sportSlug: sportEvents.sportSlug,
      home: sportEvents.home,
      away: sportEvents.away,
      squads: sportEvents.squads,
    })
    .from(sportEvents)
    .where(eq(sportEvents.id, id))
  if (!event) throw new AppError('NOT_FOUND')
  return event
}

/**
 * The pricing tool: the market a template makes for the event, and with probabilities, the prices and the
 * overround the margin gives. Writes nothing.
 */
export async function previewMarket(
  db: Db,
  eventId: string,
  input: MarketChoice & Pick<MarketPreviewInput, 'probabilities'> & { marginBasisPoints: number },
): Promise<MarketPreview> {
  const event = await findTradedEvent(db, eventId)
  const market = buildTemplateMarket(event.sportSlug, event, input)
  const priced = input.probabilities
    ? priceOutcomes(probabilitiesFor(market, input.probabilities), input.marginBasisPoints)
    : null
  return {
    name: market.name,
    selections: market.selections.map((selection, index) => ({
      ...selection,
      price: priced?.prices[index] ?? null,
    })),
    overroundBasisPoints: priced?.overroundBasisPoints ?? null,
  }
}
