import type { CrashEvent } from '@khela/contracts/originals'
import { useQueryClient } from '@tanstack/react-query'
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react'
import { useIdempotentAttempt } from '../../../lib/idempotent-attempt.ts'
import { walletBalanceQueryKey } from '../../../lib/wallet-balance.ts'
import { demoWallet } from '../shared/demo-wallet.ts'
import { recentBetsQueryKey } from '../shared/originals-api.ts'
import { useBalanceAfterBet } from '../shared/use-balance-after-bet.ts'
import type { GameMode } from '../shared/use-game-mode.ts'
import { cashOutCrashBet, placeCrashBet } from './crash-api.ts'
import type { CrashFrames } from './crash-frames.ts'
import type { CrashRound } from './crash-round.ts'
import {
  demoAutoCashOut,
  demoBetView,
  demoCashOut,
  demoSettleAtCrash,
  followRound,
  type SlotBet,
  slotBetFromView,
} from './crash-slot-bet.ts'

type TickEvent = Extract<CrashEvent, { type: 'tick' }>

interface SlotBetOptions {
  slot: 0 | 1
  mode: GameMode
  round: CrashRound | null
  frames: CrashFrames
  lastTick: RefObject<TickEvent | null>
}

/**
 * The player's bet in one slot and what can be done with it. Real money goes to the server (the bet under an
 * Idempotency-Key, so a retried press is never charged twice) and follows the round's list for auto cash-outs and
 * the crash; play money settles in the browser against the demo wallet, from the same shared round.
 */
export function useSlotBet({ slot, mode, round, frames, lastTick }: SlotBetOptions) {
  const queryClient = useQueryClient()
  const balanceAfterBet = useBalanceAfterBet()
  const sendBet = useIdempotentAttempt(placeCrashBet)
  const [bet, setBetState] = useState<SlotBet | null>(null)
  const current = useRef<SlotBet | null>(null)
  const placedAt = useRef('')
  const shownRound = useRef(round)
  shownRound.current = round

  const setBet = useCallback((next: SlotBet | null) => {
    current.current = next
    setBetState(next)
  }, [])

  /** A play-money bet settled: paid into the demo wallet once, and kept in its recent bets. */
  const settleDemo = useCallback(
    (next: SlotBet) => {
      const before = current.current
      if (!before || next === before) return
      setBet(next)
      if (next.status === 'won') demoWallet.credit(next.payout)
      const known = shownRound.current
      demoWallet.recordBet(
        demoBetView(next, {
          slot,
          crashPoint: known?.roundId === next.roundId ? known.crashPoint : null,
          edgeBps: known?.edgeBps ?? null,
          placedAt: placedAt.current,
        }),
      )
    },
    [setBet, slot],
  )

  // Real money: the round's list tells of auto cash-outs, the payout cap and the crash.
  useEffect(() => {
    if (mode !== 'real' || !bet) return
    const followed = followRound(bet, round)
    if (followed === bet) return
    setBet(followed)
    void queryClient.invalidateQueries({ queryKey: recentBetsQueryKey('crash') })
    // Paid by the server without a request of ours: the header's balance is fetched again.
    if (followed.status === 'won') void queryClient.invalidateQueries({ queryKey: walletBalanceQueryKey })
  }, [mode, bet, round, setBet, queryClient])

  // Play money at the crash (or, after a missed crash, by the history's crash point).
  useEffect(() => {
    if (mode !== 'demo' || !bet || bet.status !== 'open' || !round) return
    if (round.roundId === bet.roundId) {
      if (round.phase === 'crashed' && round.crashPoint !== null)
        settleDemo(demoSettleAtCrash(bet, round.crashPoint))
      return
    }
    const crashed = round.history.find((entry) => entry.roundId === bet.roundId)
    settleDemo(demoSettleAtCrash(bet, crashed?.crashPoint ?? 0))
  }, [mode, bet, round, settleDemo])

  // Play money's auto cash-out, once the server's ticks have reached its target.
  useEffect(() => {
    if (mode !== 'demo') return
    return frames.subscribe(() => {
      const open = current.current
      const tick = lastTick.current
      if (open?.status !== 'open' || tick?.roundId !== open.roundId) return
      settleDemo(demoAutoCashOut(open, tick.multiplier))
    })
  }, [mode, frames, lastTick, settleDemo])

  const place = async (stake: number, autoCashout: number | null) => {
    if (!round) return
    placedAt.current = new Date().toISOString()
    if (mode === 'real') {
      const result = await sendBet({ roundId: round.roundId, slot, stake, autoCashout })
      setBet(slotBetFromView(result.bet))
      balanceAfterBet(result)
      return
    }
    demoWallet.debit(stake)
    const placed: SlotBet = {
      betId: crypto.randomUUID(),
      roundId: round.roundId,
      stake,
      autoCashout,
      status: 'open',
      payout: 0,
      cashedOutAt: null,
    }
    setBet(placed)
    demoWallet.recordBet(
      demoBetView(placed, { slot, crashPoint: null, edgeBps: round.edgeBps, placedAt: placedAt.current }),
    )
  }

  const cashOut = async () => {
    const open = current.current
    if (open?.status !== 'open') return
    if (mode === 'real') {
      const result = await cashOutCrashBet(open.betId)
      setBet(slotBetFromView(result.bet))
      balanceAfterBet(result)
      return
    }
    const view = frames.current()
    if (view?.phase === 'running' && shownRound.current?.phase === 'running') {
      settleDemo(demoCashOut(open, view.multiplier))
    }
  }

  return { bet, place, cashOut }
}
