import { describe, expect, it } from 'vitest'
import { adminGroups, adminGroupsFor, withProviderLinks } from './admin-menu.ts'

const linkPaths = (groups: ReturnType<typeof adminGroupsFor>) =>
  groups.flatMap((group) => group.links.map((link) => link.path))

describe('adminGroupsFor', () => {
  it('shows an admin every link', () => {
    expect(adminGroupsFor('admin')).toEqual(adminGroups)
  })

  it('leaves Settings, and its then empty group, out for staff without settings.write', () => {
    for (const role of ['support', 'content'] as const) {
      const groups = adminGroupsFor(role)
      expect(linkPaths(groups), role).not.toContain('settings')
      expect(groups.map((group) => group.id)).not.toContain('settings')
    }
  })

  it('shows Settings → Compliance to admins only', () => {
    expect(linkPaths(adminGroupsFor('admin'))).toContain('settings/compliance')
    for (const role of ['finance', 'support', 'content'] as const) {
      expect(linkPaths(adminGroupsFor(role)), role).not.toContain('settings/compliance')
    }
  })

  it('shows finance the cashier pages (Banking, Ledger, both histories) but not the account settings', () => {
    const paths = linkPaths(adminGroupsFor('finance'))
    expect(paths).toEqual(
      expect.arrayContaining(['deposits', 'withdraws', 'settings/banking', 'settings/ledger']),
    )
    expect(paths).not.toContain('settings')
    for (const role of ['support', 'content'] as const) {
      const groups = adminGroupsFor(role)
      expect(linkPaths(groups), role).not.toContain('deposits')
      expect(groups.map((group) => group.id)).not.toContain('bankingWithdraw')
    }
  })

  it('puts the pending badges on the two cashier histories', () => {
    const badges = adminGroups.flatMap((group) => group.links.filter((link) => link.pendingBadge))
    expect(badges.map((link) => [link.path, link.pendingBadge])).toEqual([
      ['deposits', 'deposits'],
      ['withdraws', 'withdrawals'],
    ])
  })

  it('shows the KYC queue to staff who review identity checks only', () => {
    for (const role of ['admin', 'support'] as const)
      expect(linkPaths(adminGroupsFor(role)), role).toContain('kyc')
    for (const role of ['finance', 'content'] as const)
      expect(linkPaths(adminGroupsFor(role)), role).not.toContain('kyc')
  })

  it('shows the user tools only to staff who may read users', () => {
    for (const role of ['finance', 'support'] as const) {
      expect(linkPaths(adminGroupsFor(role)), role).toEqual(
        expect.arrayContaining(['alluser', 'userprofile', 'outbox']),
      )
    }
    const content = adminGroupsFor('content')
    expect(linkPaths(content)).not.toContain('alluser')
    expect(content.map((group) => group.id)).not.toContain('users')
  })

  it('shows the catalogue pages and Games Api key only to staff who may edit the catalogue', () => {
    for (const role of ['admin', 'content'] as const) {
      expect(linkPaths(adminGroupsFor(role)), role).toEqual(
        expect.arrayContaining(['gamecategories', 'gamesCategorisAdd', 'activegames', 'inactivegames']),
      )
      expect(adminGroupsFor(role).map((group) => group.id)).toContain('gamesApiKey')
    }
    for (const role of ['finance', 'support'] as const) {
      const groups = adminGroupsFor(role)
      expect(linkPaths(groups), role).not.toContain('gamecategories')
      expect(groups.map((group) => group.id)).not.toContain('gamesControl')
      expect(groups.map((group) => group.id)).not.toContain('gamesApiKey')
    }
  })

  it('shows Game History, Game Settings and the live Crash round to staff who may read the games', () => {
    const games = ['game-history', 'game-settings', 'crash-live']
    for (const role of ['admin', 'finance'] as const) {
      expect(linkPaths(adminGroupsFor(role)), role).toEqual(expect.arrayContaining(games))
    }
    for (const path of games) expect(linkPaths(adminGroupsFor('support'))).not.toContain(path)
    expect(adminGroupsFor('content').map((group) => group.id)).not.toContain('gameHistory')
  })

  it('shows Provider rounds to staff who may read them: support, finance and admins', () => {
    for (const role of ['admin', 'finance', 'support'] as const)
      expect(linkPaths(adminGroupsFor(role)), role).toContain('provider-rounds')
    expect(linkPaths(adminGroupsFor('content'))).not.toContain('provider-rounds')
  })

  it('shows the Frontend pages (slider, promotions, FAQ, rules) only to staff who edit content', () => {
    const frontend = ['fontendslider', 'promotionoffer', 'faq', 'rules']
    for (const role of ['admin', 'content'] as const) {
      expect(linkPaths(adminGroupsFor(role)), role).toEqual(expect.arrayContaining(frontend))
    }
    for (const role of ['finance', 'support'] as const) {
      const groups = adminGroupsFor(role)
      expect(
        groups.map((group) => group.id),
        role,
      ).not.toContain('frontend')
    }
  })

  it('shows the Risk flags only to staff with risk.review (administrators and finance)', () => {
    for (const role of ['admin', 'finance'] as const) {
      expect(linkPaths(adminGroupsFor(role)), role).toContain('risk')
    }
    for (const role of ['support', 'content', 'player'] as const) {
      expect(linkPaths(adminGroupsFor(role)), role).not.toContain('risk')
    }
  })

  it('shows the Audit Log only to staff with audit.read (administrators and finance)', () => {
    for (const role of ['admin', 'finance'] as const) {
      expect(linkPaths(adminGroupsFor(role)), role).toContain('audit-log')
    }
    for (const role of ['support', 'content', 'player'] as const) {
      const groups = adminGroupsFor(role)
      expect(linkPaths(groups), role).not.toContain('audit-log')
      expect(
        groups.map((group) => group.id),
        role,
      ).not.toContain('auditLog')
    }
  })
})

describe('withProviderLinks', () => {
  const providers = [
    { code: 'evolution', name: 'Evolution' },
    { code: 'pragmatic', name: 'Pragmatic Play' },
  ]
  const apiKeyLinks = (groups: ReturnType<typeof adminGroupsFor>) =>
    groups.find((group) => group.id === 'gamesApiKey')?.links

  it("links Games Api key to each of the catalogue's providers by code, named as the catalogue names it", () => {
    const links = apiKeyLinks(withProviderLinks(adminGroupsFor('admin'), providers))
    expect(links?.map((link) => [link.path, link.label])).toEqual([
      ['gamesapi?provider=evolution', 'Evolution'],
      ['gamesapi?provider=pragmatic', 'Pragmatic Play'],
    ])
    expect(links?.every((link) => link.permission === 'catalog.write')).toBe(true)
  })

  it('links the Games Api key page until the providers are read, and adds nothing for staff without it', () => {
    expect(
      apiKeyLinks(withProviderLinks(adminGroupsFor('admin'), undefined))?.map((link) => link.path),
    ).toEqual(['gamesapi'])
    expect(apiKeyLinks(withProviderLinks(adminGroupsFor('finance'), providers))).toBeUndefined()
  })
})
