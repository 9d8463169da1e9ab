import { fairFloats, payoutMinor } from '@khela/contracts/fairness'
import {
  diceOutcome,
  headsTailsOutcome,
  limboOutcome,
  MINES_FLOATS,
  minesLayout,
  minesMultiplier,
} from '@khela/contracts/fairness-games'
import {
  type BetView,
  type DiceBetInput,
  type HeadsTailsBetInput,
  type LimboBetInput,
  type MinesDetails,
  type MinesStartInput,
  originalsLimitBounds,
  type SeededGame,
} from '@khela/contracts/originals'
import { DEMO_CURRENCY } from './demo-wallet.ts'

/**
 * Demo outcomes, made in the browser with the same functions the server settles real bets with, from the demo
 * seed pair: a demo bet is exactly what a real one would have been with those seeds.
 */
export interface DemoBetSeeds {
  serverSeed: string
  clientSeed: string
  nonce: number
}

export type InstantBetInput =
  | { game: 'dice'; input: DiceBetInput }
  | { game: 'limbo'; input: LimboBetInput }
  | { game: 'heads_tails'; input: HeadsTailsBetInput }

/** A bet apart from its game and that game's details. */
type BetFields = Omit<BetView, 'game' | 'details'>
type MinesBet = Extract<BetView, { game: 'mines' }>

function demoBet(game: SeededGame, stake: number, edgeBps: number, seeds: DemoBetSeeds): BetFields {
  const now = new Date().toISOString()
  return {
    id: `demo-${game}-${seeds.serverSeed.slice(0, 8)}-${seeds.nonce}`,
    currency: DEMO_CURRENCY,
    stake,
    payout: 0,
    multiplier: null,
    status: 'open',
    edgeBps,
    // Play money has no payout cap: the highest any setting may be.
    maxPayout: originalsLimitBounds.maxPayout,
    seedId: null,
    nonce: seeds.nonce,
    roundId: null,
    createdAt: now,
    settledAt: null,
  }
}

function settled(bet: BetFields, multiplier: number): BetFields {
  const payout = multiplier > 0 ? payoutMinor(bet.stake, multiplier) : 0
  return {
    ...bet,
    multiplier,
    payout,
    status: multiplier > 0 ? 'won' : 'lost',
    settledAt: new Date().toISOString(),
  }
}

export async function settleDemoInstantBet(
  bet: InstantBetInput,
  edgeBps: number,
  seeds: DemoBetSeeds,
): Promise<BetView> {
  const [float] = await fairFloats(seeds, 1)
  const floats = [float ?? 0]
  const base = demoBet(bet.game, bet.input.stake, edgeBps, seeds)
  if (bet.game === 'dice') {
    const { target, direction } = bet.input
    const outcome = diceOutcome(floats, { target, direction }, edgeBps)
    return {
      ...settled(base, outcome.multiplier),
      game: 'dice',
      details: { target, direction, roll: outcome.roll },
    }
  }
  if (bet.game === 'limbo') {
    const outcome = limboOutcome(floats, bet.input.target, edgeBps)
    return {
      ...settled(base, outcome.multiplier),
      game: 'limbo',
      details: { target: bet.input.target, result: outcome.result },
    }
  }
  const outcome = headsTailsOutcome(floats, bet.input.pick, edgeBps)
  return {
    ...settled(base, outcome.multiplier),
    game: 'heads_tails',
    details: { pick: bet.input.pick, side: outcome.side },
  }
}

/** A demo Mines game: the bet as the page shows it, and its layout, which the page keeps out of sight until the end. */
export interface DemoMinesGame {
  bet: MinesBet
  layout: number[]
}

export async function startDemoMines(
  input: MinesStartInput,
  edgeBps: number,
  seeds: DemoBetSeeds,
): Promise<DemoMinesGame> {
  const layout = minesLayout(await fairFloats(seeds, MINES_FLOATS), input.mines)
  const details: MinesDetails = {
    mines: input.mines,
    revealed: [],
    hitMine: null,
    layout: null,
    currentMultiplier: 0,
    nextMultiplier: minesMultiplier(input.mines, 1, edgeBps),
  }
  return { bet: { ...demoBet('mines', input.stake, edgeBps, seeds), game: 'mines', details }, layout }
}

/** Reveals a tile: a mine ends the game lost; the last safe tile cashes out; a tile already revealed changes nothing. */
export function revealDemoMinesTile(game: DemoMinesGame, tile: number): DemoMinesGame {
  const { details } = game.bet
  if (game.bet.status !== 'open' || details.revealed.includes(tile)) return game
  if (game.layout.includes(tile)) {
    return {
      ...game,
      bet: {
        ...settled(game.bet, 0),
        game: 'mines',
        details: { ...details, hitMine: tile, layout: game.layout, nextMultiplier: null },
      },
    }
  }
  const revealed = [...details.revealed, tile]
  const safeTiles = 25 - details.mines
  const currentMultiplier = minesMultiplier(details.mines, revealed.length, game.bet.edgeBps)
  const nextMultiplier =
    revealed.length < safeTiles ? minesMultiplier(details.mines, revealed.length + 1, game.bet.edgeBps) : null
  const next: MinesDetails = { ...details, revealed, currentMultiplier, nextMultiplier }
  if (revealed.length === safeTiles) {
    return {
      ...game,
      bet: {
        ...settled(game.bet, currentMultiplier),
        game: 'mines',
        details: { ...next, layout: game.layout },
      },
    }
  }
  return { ...game, bet: { ...game.bet, details: next } }
}

/** Cashes out at the current multiplier; refused (null) before the first safe tile or once the game ended. */
export function cashOutDemoMines(game: DemoMinesGame): DemoMinesGame | null {
  const { details } = game.bet
  if (game.bet.status !== 'open' || details.revealed.length === 0) return null
  return {
    ...game,
    bet: {
      ...settled(game.bet, details.currentMultiplier),
      game: 'mines',
      details: { ...details, layout: game.layout },
    },
  }
}
