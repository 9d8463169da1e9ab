import { fairFloats, payoutMinor } from '@khela/contracts/fairness'
import {
  diceOutcome,
  headsTailsOutcome,
  limboOutcome,
  minesLayout,
  minesMultiplier,
} from '@khela/contracts/fairness-games'
import type { MinesDetails } from '@khela/contracts/originals'
import { describe, expect, it } from 'vitest'
import { cashOutDemoMines, revealDemoMinesTile, settleDemoInstantBet, startDemoMines } from './demo-play.ts'

const seeds = {
  serverSeed: 'a'.repeat(64),
  clientSeed: 'demo-client',
  nonce: 3,
}

describe('demo instant bets', () => {
  it('settles dice, limbo and heads tails exactly as the published functions do', async () => {
    const floats = await fairFloats(seeds, 1)
    const dice = await settleDemoInstantBet(
      { game: 'dice', input: { stake: 10_000, target: 5_000, direction: 'under' } },
      100,
      seeds,
    )
    const expectedDice = diceOutcome(floats, { target: 5_000, direction: 'under' }, 100)
    expect(dice.details).toEqual({ target: 5_000, direction: 'under', roll: expectedDice.roll })
    expect(dice.status).toBe(expectedDice.isWin ? 'won' : 'lost')
    expect(dice.payout).toBe(payoutMinor(10_000, expectedDice.multiplier))
    expect(dice.nonce).toBe(3)

    const limbo = await settleDemoInstantBet(
      { game: 'limbo', input: { stake: 5_000, target: 20_000 } },
      200,
      seeds,
    )
    expect(limbo.details).toEqual({ target: 20_000, result: limboOutcome(floats, 20_000, 200).result })

    const coin = await settleDemoInstantBet(
      { game: 'heads_tails', input: { stake: 5_000, pick: 'tails' } },
      100,
      seeds,
    )
    const expectedCoin = headsTailsOutcome(floats, 'tails', 100)
    expect(coin.details).toEqual({ pick: 'tails', side: expectedCoin.side })
    expect(coin.payout).toBe(expectedCoin.isWin ? 9_900 : 0)
  })
})

describe('demo mines', () => {
  it('lays the mines from the seeds, pays the multiplier after safe tiles and shows the layout at the end', async () => {
    const game = await startDemoMines({ stake: 10_000, mines: 3 }, 100, seeds)
    const layout = minesLayout(await fairFloats(seeds, 24), 3)
    expect(game.layout).toEqual(layout)
    expect(game.bet.status).toBe('open')
    expect((game.bet.details as MinesDetails).layout).toBeNull()
    expect(cashOutDemoMines(game)).toBeNull()

    const safe = Array.from({ length: 25 }, (_, tile) => tile).filter((tile) => !layout.includes(tile))
    const once = revealDemoMinesTile(game, safe[0] ?? 0)
    const twice = revealDemoMinesTile(once, safe[1] ?? 0)
    expect(revealDemoMinesTile(twice, safe[1] ?? 0)).toBe(twice)
    expect((twice.bet.details as MinesDetails).currentMultiplier).toBe(minesMultiplier(3, 2, 100))
    expect((twice.bet.details as MinesDetails).nextMultiplier).toBe(minesMultiplier(3, 3, 100))

    const cashed = cashOutDemoMines(twice)
    if (!cashed) throw new Error('cash-out refused after two safe tiles')
    expect(cashed.bet.status).toBe('won')
    expect(cashed.bet.payout).toBe(payoutMinor(10_000, minesMultiplier(3, 2, 100)))
    expect((cashed.bet.details as MinesDetails).layout).toEqual(layout)
  })

  it('loses on a mine and reveals the layout', async () => {
    const game = await startDemoMines({ stake: 10_000, mines: 5 }, 100, seeds)
    const lost = revealDemoMinesTile(game, game.layout[0] ?? 0)
    expect(lost.bet.status).toBe('lost')
    expect(lost.bet.payout).toBe(0)
    expect(lost.bet.details).toMatchObject({ hitMine: game.layout[0], layout: game.layout })
    expect(cashOutDemoMines(lost)).toBeNull()
  })

  it('cashes out by itself when every safe tile is revealed', async () => {
    let game = await startDemoMines({ stake: 10_000, mines: 24 }, 100, seeds)
    const safeTile =
      Array.from({ length: 25 }, (_, tile) => tile).find((tile) => !game.layout.includes(tile)) ?? 0
    game = revealDemoMinesTile(game, safeTile)
    expect(game.bet.status).toBe('won')
    expect(game.bet.multiplier).toBe(minesMultiplier(24, 1, 100))
  })
})
