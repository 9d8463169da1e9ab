import { randomUUID } from 'node:crypto'
import type { FaultSwitch, Faults } from './faults.ts'
import { type RouletteBet, spinRoulette } from './games/euro-roulette.ts'
import { type FortuneFiveRound, playFortuneFive } from './games/fortune-five.ts'
import { cryptoRng } from './rng.ts'
import type { FreeRoundGrant, PlaySession, Round, RoundStatus, Store } from './store.ts'
import type { WalletClient } from './wallet-client.ts'

export type RoundDeps = { store: Store; wallet: WalletClient; faults: FaultSwitch }

export type SpinRequest =
  | { game: 'fortune-five'; stake: number }
  | { game: 'euro-roulette'; bets: RouletteBet[] }

type Outcome = { slot: FortuneFiveRound } | { roulette: ReturnType<typeof spinRoulette> }

/** What the page is told. `balance` is Khela's answer (or the demo's play money); null when none came. */
export type SpinAnswer =
  | ({ status: 'settled'; round: string; stake: number; win: number; balance: number | null } & Outcome)
  /** The win could not be delivered yet: it is retried until Khela takes it. */
  | ({ status: 'win_pending'; round: string; stake: number; win: number; balance: null } & Outcome)
  | { status: 'refused'; code: string; balance: number | null }
  /** The bet could not be confirmed (or Khela had a rollback for it first): rolled back, nothing stays moved. */
  | { status: 'failed'; round: string; balance: number | null }

type RealSession = Extract<PlaySession, { mode: 'real' }>

const stakeOf = (request: SpinRequest) =>
  request.game === 'fortune-five' ? request.stake : request.bets.reduce((sum, bet) => sum + bet.amount, 0)

const playOutcome = (request: SpinRequest): Outcome =>
  request.game === 'fortune-five'
    ? { slot: playFortuneFive(cryptoRng, request.stake) }
    : { roulette: spinRoulette(cryptoRng, request.bets) }

const sessionPart = (round: Round) => ({
  token: round.token,
  player: round.player,
  currency: round.currency,
  game: round.game,
})

/** The win of a round, the same body every time it is sent (a retry must repeat the first call exactly). */
const winBody = (round: Round) => ({
  ...sessionPart(round),
  round: round.id,
  transaction: round.winTransaction,
  reference: round.betTransaction,
  amount: round.win,
  roundClosed: true,
})

const rollbackBody = (round: Round) => ({
  ...sessionPart(round),
  round: round.id,
  transaction: round.rollbackTransaction,
  reference: round.betTransaction,
  roundClosed: true,
})

/**
 * One paid round against Khela's wallet. The slot sends its bet, plays, then sends its win (0 closes a lost
 * round); roulette settles in one `bet-win`. A bet that is never confirmed — every attempt timed out or failed —
 * is rolled back under a new transaction id naming it, as aggregators do, and the player is told the spin failed.
 */
export async function playRealRound(
  deps: RoundDeps,
  session: RealSession,
  request: SpinRequest,
): Promise<SpinAnswer> {
  const faults = deps.faults.takeForRound()
  const now = new Date().toISOString()
  const round: Round = {
    id: randomUUID(),
    player: session.player,
    game: session.game,
    currency: session.currency,
    token: session.token,
    stake: stakeOf(request),
    win: 0,
    status: 'open',
    betTransaction: randomUUID(),
    winTransaction: null,
    rollbackTransaction: null,
    refusal: null,
    freeRoundGrant: null,
    createdAt: now,
    updatedAt: now,
  }
  deps.store.saveRound(round)
  const base = { ...sessionPart(round), round: round.id, transaction: round.betTransaction }
  if (faults.rollbackFirst)
    await deps.wallet.send(
      'rollback',
      { ...base, transaction: randomUUID(), reference: round.betTransaction, roundClosed: false },
      faults,
    )

  // Roulette's outcome is known before its one call; the slot's is played once its bet is taken.
  let outcome = request.game === 'euro-roulette' ? playOutcome(request) : null
  const drop = { answers: faults.dropResponses }
  const bet =
    outcome && 'roulette' in outcome
      ? await deps.wallet.send(
          'bet-win',
          { ...base, bet: round.stake, win: outcome.roulette.win, roundClosed: true },
          faults,
          drop,
        )
      : await deps.wallet.send('bet', { ...base, amount: round.stake, roundClosed: false }, faults, drop)

  if (bet.kind === 'refused') {
    deps.store.saveRound({ ...round, status: 'refused', refusal: bet.code })
    return { status: 'refused', code: bet.code, balance: bet.balance }
  }
  // Answered without a transfer: Khela had a rollback for this bet first, so it never debited.
  if (bet.kind === 'unreachable' || bet.answer.transfer === null) return cancelRound(deps, round, faults)

  outcome ??= playOutcome(request)
  const win = 'slot' in outcome ? outcome.slot.win : outcome.roulette.win
  if ('roulette' in outcome) {
    deps.store.saveRound({ ...round, win, status: 'settled' })
    return {
      status: 'settled',
      round: round.id,
      stake: round.stake,
      win,
      balance: bet.answer.balance,
      ...outcome,
    }
  }
  const withWin: Round = { ...round, win, winTransaction: randomUUID() }
  deps.store.saveRound(withWin)
  const paid = await deps.wallet.send('win', winBody(withWin), faults)
  if (paid.kind === 'unreachable') {
    deps.store.saveRound({ ...withWin, status: 'win_pending' })
    return { status: 'win_pending', round: round.id, stake: round.stake, win, balance: null, ...outcome }
  }
  if (paid.kind === 'refused') {
    // Khela no longer takes a win on this bet (it was rolled back there): the round is void.
    deps.store.saveRound({ ...withWin, status: 'cancelled', refusal: paid.code })
    return { status: 'failed', round: round.id, balance: null }
  }
  deps.store.saveRound({ ...withWin, status: 'settled' })
  return {
    status: 'settled',
    round: round.id,
    stake: round.stake,
    win,
    balance: paid.answer.balance,
    ...outcome,
  }
}

async function cancelRound(deps: RoundDeps, round: Round, faults: Faults): Promise<SpinAnswer> {
  const cancelling: Round = { ...round, rollbackTransaction: randomUUID() }
  deps.store.saveRound({ ...cancelling, status: 'rollback_pending' })
  const rolledBack = await deps.wallet.send('rollback', rollbackBody(cancelling), faults)
  if (rolledBack.kind === 'unreachable') return { status: 'failed', round: round.id, balance: null }
  deps.store.saveRound({
    ...cancelling,
    status: 'cancelled',
    refusal: rolledBack.kind === 'refused' ? rolledBack.code : null,
  })
  return {
    status: 'failed',
    round: round.id,
    balance: rolledBack.kind === 'ok' ? rolledBack.answer.balance : null,
  }
}

/** Sends again every win and rollback that could not be delivered, with its first transaction id and body. */
export async function deliverPendingCalls(deps: RoundDeps): Promise<void> {
  for (const round of deps.store.rounds()) {
    if (round.status === 'free_pending') {
      await payFreeRound(deps, round, noDelay)
      continue
    }
    if (round.status !== 'win_pending' && round.status !== 'rollback_pending') continue
    const isWin = round.status === 'win_pending'
    const outcome = isWin
      ? await deps.wallet.send('win', winBody(round), { ...noDelay })
      : await deps.wallet.send('rollback', rollbackBody(round), { ...noDelay })
    if (outcome.kind === 'unreachable') continue
    const refusal = outcome.kind === 'refused' ? outcome.code : null
    deps.store.saveRound({ ...round, status: isWin && !refusal ? 'settled' : 'cancelled', refusal })
  }
}

const noDelay: Faults = { dropResponses: 0, delayMs: 0, duplicate: false, rollbackFirst: false }

/** A free spin's win as Khela's `free-round-win` takes it: the same body every time it is sent. */
const freeRoundWinBody = (round: Round, grant: FreeRoundGrant) => ({
  ...sessionPart(round),
  round: round.id,
  transaction: round.winTransaction,
  freeRoundGrant: grant.reference,
  amount: round.win,
  roundClosed: true,
})

/**
 * A free-round spin: the grant's stake, nothing debited. A grant Khela made (it has Khela's reference) is paid by
 * `free-round-win`, its win going to the player's bonus there; one that cannot be delivered is `free_pending` and
 * sent again like a pending win. Refused (the grant ended at Khela): the spin is cancelled and the grant's spins
 * left are dropped. A grant made here by hand has nobody to pay it: `free_unpaid`.
 */
export async function playFreeRound(deps: RoundDeps, session: RealSession, grant: FreeRoundGrant) {
  const slot = playFortuneFive(cryptoRng, grant.stake)
  const now = new Date().toISOString()
  deps.store.saveGrant({ ...grant, remaining: grant.remaining - 1 })
  // Grants kept from before references existed have none either.
  const isOperators = Boolean(grant.reference)
  const round: Round = {
    id: randomUUID(),
    player: session.player,
    game: session.game,
    currency: session.currency,
    token: session.token,
    stake: grant.stake,
    win: slot.win,
    status: isOperators ? 'free_pending' : 'free_unpaid',
    betTransaction: randomUUID(),
    winTransaction: isOperators ? randomUUID() : null,
    rollbackTransaction: null,
    refusal: null,
    freeRoundGrant: grant.id,
    createdAt: now,
    updatedAt: now,
  }
  deps.store.saveRound(round)
  const paid =
    round.status === 'free_pending' ? await payFreeRound(deps, round, deps.faults.takeForRound()) : null
  const freeRoundsLeft = deps.store.findGrant(grant.id)?.remaining ?? 0
  return { slot, win: slot.win, freeRoundsLeft, paid: paid ?? round.status }
}

/** Sends a free spin's win to Khela; what became of the spin. */
async function payFreeRound(deps: RoundDeps, round: Round, faults: Faults): Promise<RoundStatus> {
  const grant = round.freeRoundGrant ? deps.store.findGrant(round.freeRoundGrant) : undefined
  if (!grant?.reference) return round.status
  const outcome = await deps.wallet.send('free-round-win', freeRoundWinBody(round, grant), faults)
  if (outcome.kind === 'unreachable') return 'free_pending'
  if (outcome.kind === 'refused') {
    deps.store.saveRound({ ...round, status: 'cancelled', refusal: outcome.code })
    if (outcome.code === 'FREE_ROUNDS_ENDED') deps.store.saveGrant({ ...grant, remaining: 0 })
    return 'cancelled'
  }
  deps.store.saveRound({ ...round, status: 'free_paid' })
  return 'free_paid'
}

/** A demo round: play money held in the session, no wallet. */
export function playDemoRound(
  deps: RoundDeps,
  session: Extract<PlaySession, { mode: 'demo' }>,
  request: SpinRequest,
): SpinAnswer {
  const stake = stakeOf(request)
  if (stake > session.balance)
    return { status: 'refused', code: 'INSUFFICIENT_FUNDS', balance: session.balance }
  const outcome = playOutcome(request)
  const win = 'slot' in outcome ? outcome.slot.win : outcome.roulette.win
  const balance = session.balance - stake + win
  deps.store.saveSession({ ...session, balance })
  return { status: 'settled', round: randomUUID(), stake, win, balance, ...outcome }
}
