// Cricket and esports have their own entries in the site's menus (/cricket, /e-sport); every other sport's page is
// under /sports. One path per sport, so a sport's links and its menu entry lead to the same page.
const ownPaths: Record<string, string> = { cricket: '/cricket', esports: '/e-sport' }

/** The sport page a menu path shows, for the paths that name no slug. */
export const sportSlugByPath: Record<string, string> = { '/cricket': 'cricket', '/e-sport': 'esports' }

export function sportPath(slug: string, competition?: string): string {
  const path = ownPaths[slug] ?? `/sports/${encodeURIComponent(slug)}`
  return competition ? `${path}?competition=${encodeURIComponent(competition)}` : path
}

export function eventPath(id: string): string {
  return `/sports/events/${encodeURIComponent(id)}`
}

/** The player's sports bets. */
export const myBetsPath = '/sports/my-bets'
