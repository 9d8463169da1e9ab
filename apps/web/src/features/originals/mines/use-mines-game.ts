import type { BetResult, BetView, MinesStartInput, PublicGameRules } from '@khela/contracts/originals'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useIdempotentAttempt } from '../../../lib/idempotent-attempt.ts'
import {
  cashOutDemoMines,
  type DemoMinesGame,
  revealDemoMinesTile,
  startDemoMines,
} from '../shared/demo-play.ts'
import { demoSeeds } from '../shared/demo-seeds.ts'
import { demoWallet } from '../shared/demo-wallet.ts'
import {
  cashOutMines,
  openMinesQueryKey,
  revealMinesTile,
  startMines,
  useOpenMines,
} from '../shared/originals-api.ts'
import { useBalanceAfterBet } from '../shared/use-balance-after-bet.ts'
import type { GameMode } from '../shared/use-game-mode.ts'

// A demo game in play survives leaving the page (not a reload): its layout never leaves this module.
let demoGameInPlay: DemoMinesGame | null = null

/**
 * One Mines game: start, reveal, cash out. Real money goes through the server (the start under an Idempotency-Key,
 * the open game picked up again after a reload); demo settles in the browser from the demo seeds and play money.
 */
export function useMinesGame(mode: GameMode, rules: PublicGameRules) {
  const queryClient = useQueryClient()
  const afterBet = useBalanceAfterBet()
  const sendStart = useIdempotentAttempt(startMines)
  const open = useOpenMines(mode === 'real')
  const [realBet, setRealBet] = useState<BetView | null>(null)
  const [demoGame, setDemoGame] = useState<DemoMinesGame | null>(() => demoGameInPlay)
  const adopted = useRef(false)

  useEffect(() => {
    if (mode !== 'real' || adopted.current || open.data === undefined) return
    adopted.current = true
    if (open.data) setRealBet((current) => current ?? open.data)
  }, [mode, open.data])

  const keepDemo = (game: DemoMinesGame) => {
    demoGameInPlay = game.bet.status === 'open' ? game : null
    setDemoGame(game)
    if (game.bet.status === 'won') demoWallet.credit(game.bet.payout)
    demoWallet.recordBet(game.bet)
  }

  const settleReal = (result: BetResult & { isReplay?: boolean }) => {
    const { bet } = result
    setRealBet(bet)
    afterBet(result)
    queryClient.setQueryData(openMinesQueryKey, bet.status === 'open' ? bet : null)
  }

  return {
    bet: mode === 'demo' ? (demoGame?.bet ?? null) : realBet,
    isResuming: mode === 'real' && open.isPending,
    resumeError: mode === 'real' && open.isError ? open.error : null,
    async start(input: MinesStartInput) {
      if (mode === 'demo') {
        demoWallet.debit(input.stake)
        keepDemo(await startDemoMines(input, rules.edgeBps, await demoSeeds.takeNonce()))
        return
      }
      const result = await sendStart(input)
      settleReal(result)
    },
    async reveal(tile: number) {
      if (mode === 'demo') {
        if (demoGame) keepDemo(revealDemoMinesTile(demoGame, tile))
        return
      }
      if (!realBet) return
      const result = await revealMinesTile(realBet.id, { tile })
      settleReal(result)
    },
    async cashOut() {
      if (mode === 'demo') {
        const cashed = demoGame && cashOutDemoMines(demoGame)
        if (cashed) keepDemo(cashed)
        return
      }
      if (!realBet) return
      const result = await cashOutMines(realBet.id)
      settleReal(result)
    },
    /** After GAME_IN_PROGRESS: the server has an open game this page did not know of. */
    async pickUpOpenGame() {
      const found = await open.refetch()
      if (found.data) setRealBet(found.data)
    },
  }
}
