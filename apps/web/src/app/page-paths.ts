/**
 * Every page's path pattern: the router (routes.tsx, admin/admin-tree.tsx) builds its routes from these, and the
 * accessibility gate (e2e/every-page-meets-wcag-in-both-languages.spec.ts) visits each one, so a new page is
 * checked without anyone remembering to add it. Plain strings only: e2e imports this file outside the web build.
 */

/** Lobby categories and casino sections, all drawn by the category page. Relative to `/`. */
export const categoryPagePaths = [
  'popular',
  'exclusive',
  'new-games',
  'live-games',
  'slots',
  'crash-games',
  'local-games',
  'fast-games',
  'roulette',
  'baccarat',
  'blackjack',
  'table',
  'virtual-sports',
  'other',
  'casino',
  'live-dealers',
  'tv-games',
  'top-live-dealer',
] as const

export const sportsPagePaths = ['live', 'main', 'cricket', 'e-sport'] as const

/**
 * A sport's page (cricket's and esports' are /cricket and /e-sport), an event's and the player's sports bets, under
 * /sports.
 */
export const sportsbookPagePaths = {
  sport: 'sports/:sportSlug',
  event: 'sports/events/:eventId',
  myBets: 'sports/my-bets',
} as const

/** Aviator, JetX and Aviatrix open Khela's Crash under their own titles: the same shared round. */
export const crashPagePaths = ['games/crash', 'aviator', 'jetx', 'aviatrix'] as const

export const originalGamePagePaths = {
  DicePage: 'games/dice',
  LimboPage: 'games/limbo',
  HeadsTailsPage: 'games/heads-tails',
  MinesPage: 'games/mines',
} as const

/** The player site's other pages, relative to `/`; '' is the lobby. */
export const playerPagePaths = {
  lobby: '',
  play: 'play/:slug',
  bonuses: 'bonuses',
  rules: 'rules',
  tutorials: 'tutorials',
  deposit: 'deposit',
  withdrawal: 'withdrawal',
  paymentHistory: 'payment-history',
  profile: 'profile',
  responsibleGamblingTools: 'profile/responsible-gambling',
  responsibleGambling: 'responsible-gambling',
  betHistory: 'bet-history',
  fairness: 'fairness',
  /** The affiliate programme and its application. */
  affiliates: 'affiliates',
  /** An affiliate's own portal: links and reports (a lazy chunk with the back office's catalogue). */
  partnerPortal: 'partners',
  /** A lobby category the operator added later; an unknown slug shows not-found there. */
  addedCategory: ':categorySlug',
} as const

/** The partners' portal: agents and shop cashiers, signed in on the site. */
export const partnerPortalPath = '/agent'

/** The back office's pages, relative to /dashboard; '' is the overview. */
export const dashboardPagePaths = {
  overview: '',
  allUsers: 'alluser',
  userProfile: 'userprofile/:userId?',
  outbox: 'outbox',
  settings: 'settings',
  compliance: 'settings/compliance',
  banking: 'settings/banking',
  ledger: 'settings/ledger',
  deposits: 'deposits',
  withdrawals: 'withdraws',
  auditLog: 'audit-log',
  risk: 'risk',
  agentTree: 'agenttree',
  kyc: 'kyc',
  gameCategories: 'gamecategories',
  addCategories: 'gamesCategorisAdd',
  activeGames: 'activegames',
  inactiveGames: 'inactivegames',
  gamesApi: 'gamesapi',
  slider: 'fontendslider',
  promotions: 'promotionoffer',
  bonusCampaigns: 'bonuses',
  faq: 'faq',
  rules: 'rules',
  tutorials: 'tutorials',
  gameHistory: 'game-history',
  gameSettings: 'game-settings',
  liveCrash: 'crash-live',
  providerRounds: 'provider-rounds',
  sportsbookEvents: 'sportsbook/events',
  sportsbookNewEvent: 'sportsbook/events/new',
  sportsbookFeeds: 'sportsbook/feeds',
  sportsbookBets: 'sportsbook/bets',
  sportsbookLiability: 'sportsbook/liability',
  sportsbookEvent: 'sportsbook/events/:eventId',
  affiliators: 'affilitors',
  affiliateView: 'affilitors/:affiliateId',
  commission: 'commission',
} as const

/** The staff sign-in page. */
export const adminSignInPath = '/admin'

/** Every player-site path pattern, absolute. */
export function playerSitePathPatterns(): string[] {
  return [
    ...Object.values(playerPagePaths),
    ...categoryPagePaths,
    ...sportsPagePaths,
    ...Object.values(sportsbookPagePaths),
    ...crashPagePaths,
    ...Object.values(originalGamePagePaths),
  ].map((path) => `/${path}`)
}

/** Every back-office path pattern behind the sign-in, absolute. */
export function dashboardPathPatterns(): string[] {
  return Object.values(dashboardPagePaths).map((path) => (path === '' ? '/dashboard' : `/dashboard/${path}`))
}
