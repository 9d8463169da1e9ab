import type { SportBetsPage } from '@khela/contracts/sportsbook-placement'
import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { ApiError } from '../../../lib/api.ts'
import { api } from '../../../lib/endpoint.ts'
import * as sportsbookApi from '../../../lib/endpoints/sportsbook.ts'
import { useTranslation } from '../../../lib/i18n.ts'
import { type Attempt, attemptFor } from '../../../lib/idempotent-attempt.ts'
import { notify } from '../../../lib/toast.ts'
import { applyCashBalance } from '../../../lib/wallet-balance.ts'
import {
  afterPlacement,
  applyRefusal,
  betInputOf,
  clearRefusals,
  placeableLines,
  type SlipLine,
} from './bet-slip-state.ts'
import { readSlip, updateSlip } from './bet-slip-store.ts'
import { freeBetsQueryKey } from './use-free-bets.ts'

/** The player's sports bets; a placed bet makes it stale. */
export const sportBetsQueryKey = ['sportsbook', 'bets'] as const

// The answer header of a replayed Idempotency-Key (contracts' idempotentReplayHeader, in a module with zod).
const replayHeader = 'idempotent-replay'

/**
 * Places the slip: one POST per bet with a stake (each single its own bet; the accumulator, or the system at its
 * stake per line, one bet), one after another, each under its own Idempotency-Key kept until an answer comes, so a
 * retry after a lost answer is never charged twice. A placed line leaves the slip and the header's balance follows; a refused one keeps its refusal
 * beside its legs (a moved price taken onto the slip, to accept by placing again).
 */
export function usePlaceSlip() {
  const { t } = useTranslation('sportsbook')
  const queryClient = useQueryClient()
  const attempts = useRef(new Map<string, Attempt>())
  const [isPlacing, setPlacing] = useState(false)

  const send = async (line: SlipLine, slip: ReturnType<typeof readSlip>) => {
    const body = betInputOf(line, slip.oddsPolicy, slip.freeBet)
    const attempt = attemptFor(attempts.current.get(line.id) ?? null, JSON.stringify(body), () =>
      crypto.randomUUID(),
    )
    attempts.current.set(line.id, attempt)
    let isReplay = false
    try {
      const placed = await api(sportsbookApi.placeBet, {
        body,
        idempotencyKey: attempt.key,
        onHeaders: (headers) => {
          isReplay = headers.get(replayHeader) === 'true'
        },
      })
      attempts.current.delete(line.id)
      applyCashBalance(queryClient, placed.balance, isReplay)
      // An in-play bet shows on the slip as pending at once, its countdown running, before the list is refetched.
      if (placed.bet.status === 'pending')
        queryClient.setQueryData<SportBetsPage>([...sportBetsQueryKey, 1], (page) =>
          page
            ? { ...page, items: [placed.bet, ...page.items.filter((bet) => bet.id !== placed.bet.id)] }
            : page,
        )
      return placed.bet.status
    } catch (error) {
      // A refusal is an answer: nothing was placed, so the next attempt may go under a new key. Without an answer
      // (no network, a 5xx) the key stays, and a retry of the same line replays the first request's result.
      const isAnswer = error instanceof ApiError && error.status >= 400 && error.status < 500
      if (isAnswer) attempts.current.delete(line.id)
      const code = error instanceof ApiError ? error.code : 'INTERNAL'
      updateSlip((state) =>
        applyRefusal(state, line, code, error instanceof ApiError ? error.fields : undefined),
      )
      return null
    }
  }

  const place = async () => {
    if (isPlacing) return
    const slip = readSlip()
    const lines = placeableLines(slip)
    if (lines.length === 0) return
    setPlacing(true)
    updateSlip(clearRefusals)
    const placed: SlipLine[] = []
    let pendingCount = 0
    try {
      // One after another: each bet locks the player's cash row, so sending them together would only queue there.
      for (const line of lines) {
        const status = await send(line, slip)
        if (status === null) continue
        placed.push(line)
        if (status === 'pending') pendingCount += 1
      }
    } finally {
      setPlacing(false)
    }
    updateSlip((state) => afterPlacement(state, placed))
    if (placed.length > 0) {
      // In-play bets wait their delay: the slip shows each one's countdown and then its outcome.
      if (pendingCount > 0) notify('info', t('slip.pendingToast', { count: pendingCount }))
      if (placed.length > pendingCount)
        notify('success', t('slip.placedToast', { count: placed.length - pendingCount }))
      void queryClient.invalidateQueries({ queryKey: sportBetsQueryKey })
      if (slip.freeBet) void queryClient.invalidateQueries({ queryKey: freeBetsQueryKey })
    }
    if (placed.length < lines.length) notify('error', t('slip.refusedToast'))
  }

  return { place, isPlacing }
}
