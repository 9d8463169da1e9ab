import type { LocalizedText } from '@khela/contracts/i18n'
import type { SportBetLegStatus, SportBetView } from '@khela/contracts/sportsbook-placement'
import type { sportBets } from '../../db/schema/sportsbook.ts'
import { systemOfBet } from './bet-line-plan.ts'

/** A leg as the views show it: what it was taken at, with the names of its selection, market and event. */
export type SportBetLegRow = {
  selectionId: string
  selectionName: LocalizedText
  marketId: string
  marketName: LocalizedText
  line: number | null
  eventId: string
  home: LocalizedText
  away: LocalizedText
  startsAt: Date
  price: number
  marketVersion: number
  status: SportBetLegStatus
}

/** A bet and its legs (in the slip's order) as the player sees them, `now` by the server's clock. */
export function toSportBetView(
  bet: typeof sportBets.$inferSelect,
  legs: readonly SportBetLegRow[],
  now: Date,
): SportBetView {
  const system = systemOfBet(bet)
  return {
    id: bet.id,
    type: bet.type,
    ...(system ? { system } : {}),
    status: bet.status,
    currency: bet.currency,
    stake: bet.stake,
    stakePerLine: bet.stakePerLine,
    lineCount: bet.lineCount,
    potentialReturn: bet.potentialReturn,
    payout: bet.payout,
    cashedOutStake: bet.cashedOutStake,
    cashedOutAmount: bet.cashedOutAmount,
    autoCashOutAt: bet.autoCashOutAt,
    oddsPolicy: bet.oddsPolicy,
    bonusStake: bet.bonusStake,
    isFreeBet: bet.isFreeBet,
    createdAt: bet.createdAt.toISOString(),
    decideAt: bet.decideAt?.toISOString() ?? null,
    decidesInMs:
      bet.status === 'pending' && bet.decideAt ? Math.max(0, bet.decideAt.getTime() - now.getTime()) : null,
    refusal: bet.refusal,
    legs: legs.map((leg) => ({
      selectionId: leg.selectionId,
      selectionName: leg.selectionName,
      marketId: leg.marketId,
      marketName: leg.marketName,
      line: leg.line,
      eventId: leg.eventId,
      home: leg.home,
      away: leg.away,
      startsAt: leg.startsAt.toISOString(),
      price: leg.price,
      marketVersion: leg.marketVersion,
      status: leg.status,
    })),
  }
}
