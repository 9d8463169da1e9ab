import type { AdminMarketTemplate, EventSquads } from '@khela/contracts/admin-sportsbook'
import type { LocalizedText } from '@khela/contracts/i18n'
import { AppError } from '../../lib/app-error.ts'
import {
  findMarketTemplate,
  type MarketContext,
  type MarketTemplate,
  marketTemplates,
  type Player,
  type TemplateSelection,
} from './market-templates.ts'

/**
 * What a trader picks besides the template: the line (thousandths), for a per-team market the side, and for a
 * one-player market the player (a key of the side's squad).
 */
export type MarketChoice = {
  template: string
  line: number | null
  side: 'home' | 'away' | null
  player?: string | null
}

/** The event a market is built for: its participants and, for the markets built from players, its squads. */
export type MarketEvent = Pick<MarketContext, 'home' | 'away'> & { squads?: EventSquads }

export type TemplateMarket = {
  template: MarketTemplate
  name: LocalizedText
  selections: TemplateSelection[]
  /** For a market built from a squad, the side and (one-player markets) the player it names. */
  squadSide: 'home' | 'away' | null
  playerKey: string | null
}

// A line and a player only to build the names of a market before the trader has typed or picked them.
const sampleLine = 500
const samplePlayer: Player = { key: 'player', name: { en: 'Player', bn: 'খেলোয়াড়' } }

function needsSide(template: MarketTemplate, context: MarketContext): boolean {
  if (template.players) return true
  try {
    template.name({ ...context, line: sampleLine })
    return false
  } catch {
    return true
  }
}

/** Whether the event's squads can make the market: two players of a side for top batter, one for player runs. */
function hasPlayersFor(template: MarketTemplate, squads: EventSquads | undefined): boolean {
  if (!template.players) return true
  const fewest = template.players === 'team' ? 2 : 1
  return (squads?.home.length ?? 0) >= fewest || (squads?.away.length ?? 0) >= fewest
}

/** The sport's templates a trader can add, named with the event's participants; player markets need a squad. */
export function tradableTemplates(sportSlug: string, event: MarketEvent): AdminMarketTemplate[] {
  const context: MarketContext = { home: event.home, away: event.away }
  const templates =
    (marketTemplates as Record<string, readonly MarketTemplate[] | undefined>)[sportSlug] ?? []
  return templates
    .filter((template) => hasPlayersFor(template, event.squads))
    .map((template) => {
      const isPerTeam = needsSide(template, context)
      return {
        code: template.code,
        name: template.name({
          ...context,
          line: sampleLine,
          side: isPerTeam ? 'home' : undefined,
          players: [samplePlayer],
        }),
        period: template.period,
        hasLine: template.hasLine,
        needsSide: isPerTeam,
        needsPlayer: template.players === 'one',
        marginBasisPoints: template.marginBasisPoints,
      }
    })
}

/** The players a market of the template names, from the side's squad, or the field to correct. */
function playersFor(template: MarketTemplate, event: MarketEvent, choice: MarketChoice): Player[] {
  const side = choice.side
  if (!template.players || !side) return []
  const squad = event.squads?.[side] ?? []
  if (template.players === 'team') {
    if (squad.length < 2) throw new AppError('VALIDATION_FAILED', { fields: { side: 'SQUAD_TOO_SMALL' } })
    return [...squad]
  }
  if (!choice.player) throw new AppError('VALIDATION_FAILED', { fields: { player: 'PLAYER_REQUIRED' } })
  const player = squad.find((found) => found.key === choice.player)
  if (!player) throw new AppError('VALIDATION_FAILED', { fields: { player: 'NOT_IN_SQUAD' } })
  return [player]
}

/**
 * The market a template makes for an event: its name and selections. A choice the template cannot use is
 * refused on the field to correct (VALIDATION_FAILED): an unknown template, a missing line or side, a player the
 * side's squad does not list, a top batter for a side of fewer than two players.
 */
export function buildTemplateMarket(
  sportSlug: string,
  event: MarketEvent,
  choice: MarketChoice,
): TemplateMarket {
  const template = findMarketTemplate(sportSlug, choice.template)
  const context: MarketContext = { home: event.home, away: event.away }
  if (!template) throw new AppError('VALIDATION_FAILED', { fields: { template: 'INVALID_CHOICE' } })
  if (template.hasLine && choice.line === null)
    throw new AppError('VALIDATION_FAILED', { fields: { line: 'LINE_REQUIRED' } })
  const isPerTeam = needsSide(template, context)
  if (isPerTeam && choice.side === null)
    throw new AppError('VALIDATION_FAILED', { fields: { side: 'SIDE_REQUIRED' } })
  const players = playersFor(template, event, choice)
  const built: MarketContext = {
    ...context,
    ...(template.hasLine && choice.line !== null ? { line: choice.line } : {}),
    ...(isPerTeam && choice.side ? { side: choice.side } : {}),
    ...(template.players ? { players } : {}),
  }
  return {
    template,
    name: template.name(built),
    selections: template.selections(built),
    squadSide: template.players ? choice.side : null,
    playerKey: template.players === 'one' ? (players[0]?.key ?? null) : null,
  }
}

/** Probabilities in basis points as the pricing function takes them, checked against the selections' count. */
export function probabilitiesFor(market: TemplateMarket, basisPoints: readonly number[]): number[] {
  if (basisPoints.length !== market.selections.length)
    throw new AppError('VALIDATION_FAILED', { fields: { probabilities: 'PROBABILITIES_COUNT' } })
  return basisPoints.map((value) => value / 10_000)
}

/** The market's external id for the trader's source: one market per template, line, side and player on an event. */
export function tradedMarketExternalId(
  eventId: string,
  choice: MarketChoice,
  template: MarketTemplate,
): string {
  const key = [eventId, choice.template, template.hasLine ? choice.line : '', choice.side ?? '']
  return (template.players === 'one' ? [...key, choice.player ?? ''] : key).join(':')
}

export const traderSource = 'khela-trader'
