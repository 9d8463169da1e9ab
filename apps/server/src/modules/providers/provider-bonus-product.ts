import type { BonusProduct } from '@khela/contracts/bonuses'

/** The catalogue's slot categories: the lobby's Slots and the back office's main Slot. */
const slotCategories = new Set(['slots', 'slot'])

/** The catalogue's live and table categories (lobby and main). */
const tableCategories = new Set(['live-games', 'roulette', 'baccarat', 'blackjack', 'table', 'casino'])

/**
 * The product a provider game's stake counts as in a bonus's wagering, from the catalogue categories it is listed in:
 * `slots` for a slot, `live_table` for everything else (live casino, roulette, card and table games, and a game
 * listed nowhere). A game listed both as a slot and as anything of a table's kind counts as a table: an operator's
 * terms weigh tables lower, and a doubtful game must not wager a bonus faster than its terms allow.
 */
export function providerBonusProduct(categorySlugs: readonly string[]): BonusProduct {
  const isSlot = categorySlugs.some((slug) => slotCategories.has(slug))
  const isTable = categorySlugs.some((slug) => tableCategories.has(slug))
  return isSlot && !isTable ? 'slots' : 'live_table'
}
