import { payoutMinor } from '@khela/contracts/fairness'
import {
  type BetStatus,
  type BetView,
  type CrashDetails,
  originalsLimitBounds,
} from '@khela/contracts/originals'
import type { CrashRound } from './crash-round.ts'

/** The player's bet in one of the two slots, real or play money, as its panel shows it. */
export interface SlotBet {
  betId: string
  roundId: string
  stake: number
  autoCashout: number | null
  status: BetStatus
  payout: number
  /** The multiplier it was cashed out at; null while open or lost. */
  cashedOutAt: number | null
}

export function slotBetFromView(bet: BetView): SlotBet {
  const autoCashout = bet.game === 'crash' ? bet.details.autoCashout : null
  return {
    betId: bet.id,
    roundId: bet.roundId ?? '',
    stake: bet.stake,
    autoCashout,
    status: bet.status,
    payout: bet.payout,
    cashedOutAt: bet.status === 'won' ? bet.multiplier : null,
  }
}

/**
 * A real bet as the round now tells it: cashed out (by the player, the auto cash-out or the payout cap) when the
 * round's list says so, lost once the round crashed with it open. A settled bet never goes back to open.
 */
export function followRound(bet: SlotBet, round: CrashRound | null): SlotBet {
  if (bet.status !== 'open' || round?.roundId !== bet.roundId) return bet
  const listed = round.bets.find((entry) => entry.betId === bet.betId)
  if (listed && listed.status !== 'open') {
    return { ...bet, status: listed.status, payout: listed.payout, cashedOutAt: listed.cashedOutAt }
  }
  if (round.phase === 'crashed') return { ...bet, status: 'lost' }
  return bet
}

/** Play money: a cash-out pays stake × the multiplier shown when the button was pressed. */
export function demoCashOut(bet: SlotBet, multiplier: number): SlotBet {
  if (bet.status !== 'open') return bet
  return { ...bet, status: 'won', cashedOutAt: multiplier, payout: payoutMinor(bet.stake, multiplier) }
}

/** Play money: the auto cash-out pays its target once the server's multiplier has reached it. */
export function demoAutoCashOut(bet: SlotBet, serverMultiplier: number): SlotBet {
  if (bet.status !== 'open' || bet.autoCashout === null || serverMultiplier < bet.autoCashout) return bet
  return demoCashOut(bet, bet.autoCashout)
}

/**
 * Play money at the crash, by the published rule: an auto cash-out below the crash point is paid at its target,
 * anything else still open is lost.
 */
export function demoSettleAtCrash(bet: SlotBet, crashPoint: number): SlotBet {
  if (bet.status !== 'open') return bet
  if (bet.autoCashout !== null && bet.autoCashout < crashPoint) return demoCashOut(bet, bet.autoCashout)
  return { ...bet, status: 'lost' }
}

/** A play-money bet as the demo wallet's recent bets keep it. */
export function demoBetView(
  bet: SlotBet,
  round: { slot: 0 | 1; crashPoint: number | null; edgeBps: number | null; placedAt: string },
): BetView {
  const details: CrashDetails = {
    slot: round.slot,
    autoCashout: bet.autoCashout,
    crashPoint: round.crashPoint,
  }
  return {
    id: bet.betId,
    game: 'crash',
    currency: 'BDT',
    stake: bet.stake,
    payout: bet.payout,
    multiplier: bet.status === 'won' ? bet.cashedOutAt : bet.status === 'lost' ? 0 : null,
    status: bet.status,
    edgeBps: round.edgeBps ?? 0,
    // Play money has no payout cap: the highest any setting may be.
    maxPayout: originalsLimitBounds.maxPayout,
    seedId: null,
    nonce: null,
    roundId: bet.roundId,
    details,
    createdAt: round.placedAt,
    settledAt: bet.status === 'open' ? null : new Date().toISOString(),
  }
}
