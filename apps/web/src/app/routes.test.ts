import { reservedCategorySlugs } from '@khela/contracts/catalog-options'
import type { RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import { adminSignInPath, playerSitePathPatterns } from './page-paths.ts'
import { routes } from './routes.tsx'

/** The seeded lobby categories: their fixed routes are category pages, so a lobby category may have the slug. */
const lobbyCategorySlugs = [
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
]

/** The first path segment of every route that is not a parameter or a catch-all. */
function fixedFirstSegments(list: RouteObject[]): string[] {
  return list.flatMap((route) => {
    const segment = route.path?.replace(/^\/+/, '').split('/')[0] ?? ''
    const own = segment === '' || segment.startsWith(':') || segment === '*' ? [] : [segment]
    return [...own, ...(segment === '' ? fixedFirstSegments(route.children ?? []) : [])]
  })
}

describe('site routes', () => {
  it("keeps every fixed page path out of lobby categories' slugs", () => {
    const paths = fixedFirstSegments(routes)
    expect(paths).toEqual(expect.arrayContaining(['admin', 'dashboard', 'bonuses', 'play', 'live']))
    const reserved: readonly string[] = reservedCategorySlugs
    const unreserved = paths.filter((path) => !reserved.includes(path) && !lobbyCategorySlugs.includes(path))
    expect(unreserved).toEqual([])
  })

  it('reserves none of the lobby categories, whose pages are at those paths', () => {
    const reserved: readonly string[] = reservedCategorySlugs
    expect(lobbyCategorySlugs.filter((slug) => reserved.includes(slug))).toEqual([])
  })

  it('lists every player page in page-paths.ts, which the accessibility spec visits', () => {
    const site = routes.find((route) => route.path === '/')?.children ?? []
    const drawn = site
      .filter((route) => route.path !== '*')
      .map((route) => (route.index ? '/' : `/${route.path}`))
    expect(drawn.toSorted()).toEqual(playerSitePathPatterns().toSorted())
    expect(routes.map((route) => route.path)).toContain(adminSignInPath)
  })
})
