import type { AdminMarketTemplate } from '@khela/contracts/admin-sportsbook'
import type { LocalizedText } from '@khela/contracts/i18n'
import { AppError } from '../../lib/app-error.ts'
import {
  findMarketTemplate,
  type MarketContext,
  type MarketTemplate,
  marketTemplates,
  type TemplateSelection,
} from './market-templates.ts'

/** What a trader picks besides the template: the line (thousandths) and, for a per-team market, the side. */
export type MarketChoice = { template: string; line: number | null; side: 'home' | 'away' | null }

export type TemplateMarket = {
  template: MarketTemplate
  name: LocalizedText
  selections: TemplateSelection[]
}

// A line only to build the names of a line market before the trader has typed one.
const sampleLine = 500

function needsSide(template: MarketTemplate, context: MarketContext): boolean {
  try {
    template.name({ ...context, line: sampleLine })
    return false
  } catch {
    return true
  }
}

/** Markets built from players' names (top batter, player runs) need a squad the back office does not keep yet. */
function needsPlayers(template: MarketTemplate, context: MarketContext): boolean {
  try {
    const built = template.selections({ ...context, line: sampleLine, side: 'home' })
    template.name({ ...context, line: sampleLine, side: 'home' })
    return built.length < 2
  } catch {
    return true
  }
}

/** The sport's templates a trader can add, named with the event's participants. */
export function tradableTemplates(sportSlug: string, context: MarketContext): AdminMarketTemplate[] {
  const templates =
    (marketTemplates as Record<string, readonly MarketTemplate[] | undefined>)[sportSlug] ?? []
  return templates
    .filter((template) => !needsPlayers(template, context))
    .map((template) => {
      const isPerTeam = needsSide(template, context)
      return {
        code: template.code,
        name: template.name({ ...context, line: sampleLine, side: isPerTeam ? 'home' : undefined }),
        period: template.period,
        hasLine: template.hasLine,
        needsSide: isPerTeam,
        marginBasisPoints: template.marginBasisPoints,
      }
    })
}

/**
 * The market a template makes for an event: its name and selections. A choice the template cannot use is
 * refused on the field to correct (VALIDATION_FAILED): an unknown template, a missing line or side.
 */
export function buildTemplateMarket(
  sportSlug: string,
  participants: Pick<MarketContext, 'home' | 'away'>,
  choice: MarketChoice,
): TemplateMarket {
  const template = findMarketTemplate(sportSlug, choice.template)
  const context: MarketContext = { ...participants }
  if (!template || needsPlayers(template, context))
    throw new AppError('VALIDATION_FAILED', { fields: { template: 'INVALID_CHOICE' } })
  if (template.hasLine && choice.line === null)
    throw new AppError('VALIDATION_FAILED', { fields: { line: 'LINE_REQUIRED' } })
  const isPerTeam = needsSide(template, context)
  if (isPerTeam && choice.side === null)
    throw new AppError('VALIDATION_FAILED', { fields: { side: 'SIDE_REQUIRED' } })
  const built: MarketContext = {
    ...context,
    ...(template.hasLine && choice.line !== null ? { line: choice.line } : {}),
    ...(isPerTeam && choice.side ? { side: choice.side } : {}),
  }
  return { template, name: template.name(built), selections: template.selections(built) }
}

/** Probabilities in basis points as the pricing function takes them, checked against the selections' count. */
export function probabilitiesFor(market: TemplateMarket, basisPoints: readonly number[]): number[] {
  if (basisPoints.length !== market.selections.length)
    throw new AppError('VALIDATION_FAILED', { fields: { probabilities: 'PROBABILITIES_COUNT' } })
  return basisPoints.map((value) => value / 10_000)
}

/** The market's external id for the trader's source: one market per template, line and side on an event. */
export function tradedMarketExternalId(
  eventId: string,
  choice: MarketChoice,
  template: MarketTemplate,
): string {
  return [eventId, choice.template, template.hasLine ? choice.line : '', choice.side ?? ''].join(':')
}

export const traderSource = 'khela-trader'
