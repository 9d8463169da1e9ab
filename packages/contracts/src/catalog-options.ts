// The catalogue's fixed choices, without zod, so the web app can use them at run time without loading zod.

export const gameSorts = ['popular', 'newest', 'az'] as const
export type GameSort = (typeof gameSorts)[number]

export const gameSearchMinLength = 2

/** How many recently played games are kept per player. */
export const recentGamesKept = 20

/**
 * First path segments a lobby category's slug may not take: a lobby category's page is at `/<slug>`, after
 * the site's own pages (apps/web/src/app/routes.tsx), the back office, the API and the built files the server
 * serves (apps/server/src/plugins/web-app.ts), so a category with one of these slugs could never be reached.
 * The seeded lobby categories' own routes (popular, slots…) are not here: they are category pages.
 */
export const reservedCategorySlugs = [
  // Sections that share the category page but are not catalogue categories.
  'casino',
  'live-dealers',
  'tv-games',
  'top-live-dealer',
  // The sportsbook.
  'live',
  'main',
  'cricket',
  'e-sport',
  'sports',
  // Games and player pages.
  'play',
  'games',
  'aviator',
  'jetx',
  'aviatrix',
  'bonuses',
  'rules',
  'tutorials',
  'deposit',
  'withdrawal',
  'payment-history',
  'profile',
  'bet-history',
  'fairness',
  'responsible-gambling',
  // The affiliate programme, its portal, and the server's tracking links (/r/<code>).
  'affiliates',
  'partners',
  'r',
  // The back office.
  'admin',
  'dashboard',
  // The agents' and shop cashiers' portal.
  'agent',
  // The server: the API and the web app's built folders (assets, prerendered lobby, Google sign-in page).
  'api',
  'assets',
  'auth',
  'prerendered',
] as const

export function isReservedCategorySlug(slug: string): boolean {
  return (reservedCategorySlugs as readonly string[]).includes(slug)
}
