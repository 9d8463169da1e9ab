/**
 * Dice, Limbo, Heads Tails and Mines as one lazy module: the router imports their pages from here, so the four
 * games share one chunk (and their shared pieces) instead of one each, and none of it is in the lobby's first load.
 */
export { DicePage } from './dice/dice-page.tsx'
export { HeadsTailsPage } from './heads-tails/heads-tails-page.tsx'
export { LimboPage } from './limbo/limbo-page.tsx'
export { MinesPage } from './mines/mines-page.tsx'
