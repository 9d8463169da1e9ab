import { describe, expect, it } from 'vitest'
import { adminGroups, adminGroupsFor } from './admin-menu.ts'

const linkPaths = (groups: ReturnType<typeof adminGroupsFor>) =>
  groups.flatMap((group) => group.links.map((link) => link.path))

describe('adminGroupsFor', () => {
  it('shows an admin every link', () => {
    expect(adminGroupsFor('admin')).toEqual(adminGroups)
  })

  it('leaves Settings, and its then empty group, out for staff without settings.write', () => {
    for (const role of ['finance', 'support', 'content'] as const) {
      const groups = adminGroupsFor(role)
      expect(linkPaths(groups), role).not.toContain('settings')
      expect(groups.map((group) => group.id)).not.toContain('settings')
      expect(linkPaths(groups)).toContain('alluser')
    }
  })
})
