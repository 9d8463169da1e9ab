// The catalogue's fixed choices, without zod, so the web app can use them at run time without loading zod.

export const gameSorts = ['popular', 'newest', 'az'] as const
export type GameSort = (typeof gameSorts)[number]

export const gameSearchMinLength = 2

/** How many recently played games are kept per player. */
export const recentGamesKept = 20
