import { describe, expect, it } from 'vitest'
import { canChangeRole, canGrantRole, grantableRoles, rolePermissions } from './permissions.ts'
import { roles } from './roles.ts'

const closed = { canNonAdminsGrantRoles: false }
const open = { canNonAdminsGrantRoles: true }

describe('canGrantRole', () => {
  it('lets an administrator give every role, whatever the setting', () => {
    expect(grantableRoles('admin', closed)).toEqual(roles)
    expect(grantableRoles('admin', open)).toEqual(roles)
  })

  it('lets nobody else give any role until the operator allows it', () => {
    for (const actor of roles.filter((role) => role !== 'admin'))
      expect(grantableRoles(actor, closed)).toEqual([])
  })

  it('then lets user managers give only roles whose permissions they hold: support never makes finance', () => {
    expect(grantableRoles('support', open)).toEqual(['player', 'support', 'agent', 'affiliate'])
    expect(canGrantRole('support', 'finance', open)).toBe(false)
    expect(canGrantRole('support', 'admin', open)).toBe(false)
  })

  it('never lets a role without users.write give one, even one with no permissions', () => {
    for (const actor of ['finance', 'content', 'trader', 'player', 'agent', 'affiliate'] as const)
      expect(grantableRoles(actor, open), actor).toEqual([])
  })

  it('never gives a permission the giver lacks', () => {
    for (const actor of roles)
      for (const target of grantableRoles(actor, open))
        for (const permission of rolePermissions[target])
          expect(rolePermissions[actor], `${actor} gives ${target}`).toContain(permission)
  })
})

describe('the trader', () => {
  it('runs the book and nothing else; support cannot make one, an administrator can', () => {
    expect(rolePermissions.trader).toEqual(['sportsbook.read', 'sportsbook.trade'])
    expect(canGrantRole('support', 'trader', open)).toBe(false)
    expect(canGrantRole('admin', 'trader', closed)).toBe(true)
  })
})

describe('canChangeRole', () => {
  it('needs both the old role and the new one to be the changer’s to give', () => {
    expect(canChangeRole('support', 'player', 'agent', open)).toBe(true)
    expect(canChangeRole('support', 'finance', 'player', open)).toBe(false)
    expect(canChangeRole('support', 'player', 'content', open)).toBe(false)
    expect(canChangeRole('support', 'player', 'agent', closed)).toBe(false)
    expect(canChangeRole('admin', 'admin', 'player', closed)).toBe(true)
  })
})
