export type PriceMove = 'up' | 'down'

/** Which way a selection's price went between two reads; null when it did not move or there was no earlier read. */
export function priceMove(previous: number | undefined, current: number): PriceMove | null {
  if (previous === undefined || previous === current) return null
  return current > previous ? 'up' : 'down'
}

export interface PriceHistory {
  price: number
  move: PriceMove | null
  /** Counts the moves, so a second move the same way restarts the flash. */
  moves: number
}

/** The next history after a read: a move is remembered until the price moves again. */
export function nextPriceHistory(history: PriceHistory | undefined, price: number): PriceHistory {
  if (!history) return { price, move: null, moves: 0 }
  const move = priceMove(history.price, price)
  return move ? { price, move, moves: history.moves + 1 } : history
}
