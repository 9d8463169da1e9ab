import type { ErrorCode } from '@khela/contracts/errors'
import type { OddsPolicy } from '@khela/contracts/sportsbook-bet-types'
import type { PlaceSportBetInput, SportBetType } from '@khela/contracts/sportsbook-placement'
import { AppError } from '../../lib/app-error.ts'
import type { BetLegFacts } from './lock-bet-legs.ts'

type LegInput = PlaceSportBetInput['legs'][number]

/** A leg the bet takes: the selection as it stands, at the price and market version standing now. */
export type TakenLeg = BetLegFacts & { position: number }

/**
 * The bet's legs, in the slip's order, checked against the book as it stands (`facts`, read under the markets'
 * locks): each refused leg is named in `fields` as `legs.<index>` with its code, and the error carries the first
 * one's. A bet of several legs (accumulator, system) takes one selection per event. Then the odds policy: a leg
 * whose price moved is taken at the price now when the policy allows it, otherwise ODDS_CHANGED gives each moved
 * leg's price and version now.
 */
export function checkBetLegs(
  bet: { type: SportBetType; legs: readonly LegInput[]; oddsPolicy: OddsPolicy },
  facts: readonly BetLegFacts[],
  now: Date,
): TakenLeg[] {
  const bySelection = new Map(facts.map((fact) => [fact.selectionId, fact]))
  const refusals: Record<string, string> = {}
  let firstRefusal: ErrorCode | null = null
  const refuse = (index: number, code: ErrorCode) => {
    refusals[`legs.${index}`] = code
    firstRefusal ??= code
  }
  const events = new Set<string>()
  const taken: TakenLeg[] = []
  for (const [index, leg] of bet.legs.entries()) {
    const fact = bySelection.get(leg.selectionId.toLowerCase())
    const refusal = fact ? statusRefusal(fact, now) : 'SELECTION_UNAVAILABLE'
    if (!fact || refusal) {
      refuse(index, refusal ?? 'SELECTION_UNAVAILABLE')
      continue
    }
    if (events.has(fact.eventId)) {
      refuse(index, 'RELATED_SELECTIONS')
      continue
    }
    events.add(fact.eventId)
    taken.push({ ...fact, position: index })
  }
  if (firstRefusal) throw new AppError(firstRefusal, { fields: refusals })

  const moved: Record<string, string> = {}
  for (const leg of taken) {
    const slip = bet.legs[leg.position]
    if (!slip || slip.price === leg.price) continue
    if (bet.oddsPolicy === 'any' || (bet.oddsPolicy === 'higher' && leg.price > slip.price)) continue
    moved[`legs.${leg.position}`] = 'ODDS_CHANGED'
    moved[`legs.${leg.position}.price`] = String(leg.price)
    moved[`legs.${leg.position}.marketVersion`] = String(leg.version)
  }
  if (Object.keys(moved).length > 0) throw new AppError('ODDS_CHANGED', { fields: moved })
  return taken
}

/**
 * Why a leg takes no bet now, if it does not. A live event's open markets take bets (in-play); a scheduled
 * event takes none from its start on, even before a feed marks it live.
 */
export function statusRefusal(
  fact: Pick<BetLegFacts, 'eventStatus' | 'marketStatus' | 'selectionStatus' | 'startsAt'>,
  now: Date,
): ErrorCode | null {
  if (fact.eventStatus === 'ended' || fact.eventStatus === 'cancelled' || fact.eventStatus === 'postponed')
    return 'MARKET_CLOSED'
  if (fact.marketStatus === 'closed' || fact.marketStatus === 'settled') return 'MARKET_CLOSED'
  if (fact.eventStatus === 'scheduled' && fact.startsAt.getTime() <= now.getTime()) return 'EVENT_STARTED'
  if (fact.marketStatus === 'suspended' || fact.selectionStatus === 'suspended') return 'MARKET_SUSPENDED'
  if (fact.selectionStatus !== 'open') return 'MARKET_CLOSED'
  return null
}
