/**
 * The sportsbook's pages as one lazy module: the router imports them from here, so they share one chunk (and the
 * pieces they share) instead of one each, and none of it is in the lobby's first load.
 */
export { EventPage } from './event-page.tsx'
export { LivePage } from './live-page.tsx'
export { MyBetsPage } from './my-bets-page.tsx'
export { SportPage } from './sport-page.tsx'
export { SportsHomePage } from './sports-home-page.tsx'
