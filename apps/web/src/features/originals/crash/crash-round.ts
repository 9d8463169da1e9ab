import type { CrashEvent, CrashRoundBet, CrashRoundState } from '@khela/contracts/originals'

/** How many recent crash points the strip keeps. */
export const crashHistoryLength = 20

/** What the page knows of the shared round: from the state answer, kept current by the channel's events. */
export interface CrashRound {
  roundId: string
  roundNumber: number
  chainCommitment: string | null
  phase: CrashRoundState['phase']
  bettingEndsAt: number
  startedAt: number
  crashPoint: number | null
  capMultiplier: number | null
  edgeBps: number | null
  /** In the order they were placed. */
  bets: CrashRoundBet[]
  /** Latest first. */
  history: CrashRoundState['history']
}

export type CrashRoundAction =
  | { type: 'state'; state: CrashRoundState }
  | { type: 'event'; event: Exclude<CrashEvent, { type: 'tick' }> }

/**
 * Folds the state answer and the channel's events into the round shown. An answer older than the round already
 * shown (a slow request overtaken by a `round` event) is ignored; events of another round than the one shown are
 * ignored too, except `round`, which starts the next one (the page then fetches its state).
 */
export function crashRoundReducer(current: CrashRound | null, action: CrashRoundAction): CrashRound | null {
  if (action.type === 'state') {
    const { state } = action
    if (current && state.roundNumber < current.roundNumber) return current
    return {
      roundId: state.roundId,
      roundNumber: state.roundNumber,
      chainCommitment: state.chainCommitment,
      phase: state.phase,
      bettingEndsAt: state.bettingEndsAt,
      startedAt: state.startedAt,
      crashPoint: state.crashPoint,
      capMultiplier: state.capMultiplier,
      edgeBps: state.edgeBps,
      // Bets heard on the channel while the request was under way are kept; the answer's copy wins for the rest.
      bets: current?.roundId === state.roundId ? mergeBets(state.bets, current.bets) : state.bets,
      history: withCrash(state.history, state),
    }
  }
  const { event } = action
  if (event.type === 'round') {
    if (current && event.roundNumber < current.roundNumber) return current
    const isSameRound = current?.roundId === event.roundId
    const round: CrashRound = {
      roundId: event.roundId,
      roundNumber: event.roundNumber,
      chainCommitment: isSameRound ? current.chainCommitment : null,
      phase: event.phase,
      bettingEndsAt: event.bettingEndsAt,
      startedAt: event.startedAt,
      crashPoint: event.crashPoint,
      capMultiplier: event.capMultiplier,
      edgeBps: isSameRound ? current.edgeBps : null,
      bets: isSameRound ? current.bets : [],
      history: current?.history ?? [],
    }
    if (round.phase !== 'crashed') return round
    return {
      ...round,
      bets: round.bets.map((bet) => (bet.status === 'open' ? { ...bet, status: 'lost' } : bet)),
      history: withCrash(round.history, round),
    }
  }
  if (!current || event.roundId !== current.roundId) return current
  return { ...current, bets: mergeBets(current.bets, [event.bet]) }
}

/** `base` with `updates` applied by bet id (a settled copy beats an open one); new bets go at the end. */
function mergeBets(base: CrashRoundBet[], updates: CrashRoundBet[]): CrashRoundBet[] {
  const merged = [...base]
  for (const bet of updates) {
    const index = merged.findIndex((known) => known.betId === bet.betId)
    if (index === -1) merged.push(bet)
    else if (merged[index]?.status === 'open') merged[index] = bet
  }
  return merged
}

/** The history with this round's crash point first once it has crashed (once only). */
function withCrash(
  history: CrashRoundState['history'],
  round: { roundId: string; phase: CrashRoundState['phase']; crashPoint: number | null },
): CrashRoundState['history'] {
  if (round.phase !== 'crashed' || round.crashPoint === null) return history.slice(0, crashHistoryLength)
  if (history.some((entry) => entry.roundId === round.roundId)) return history.slice(0, crashHistoryLength)
  return [{ roundId: round.roundId, crashPoint: round.crashPoint }, ...history].slice(0, crashHistoryLength)
}
