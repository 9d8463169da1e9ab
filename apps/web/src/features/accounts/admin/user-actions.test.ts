import type { SessionUser } from '@khela/contracts/session'
import { describe, expect, it } from 'vitest'
import { creatableRoles, roleChoicesFor, userActionsFor } from './user-actions.ts'

const staff = (role: SessionUser['role']): SessionUser => ({
  id: `${role}-id`,
  email: `${role}@khela.test`,
  name: role,
  role,
})
const player = { id: 'player-id', role: 'player' as const, email: 'player@khela.test' }
const finance = { id: 'f', role: 'finance' as const, email: 'f@khela.test' }
const closed = { canNonAdminsGrantRoles: false }
const open = { canNonAdminsGrantRoles: true }

describe('userActionsFor', () => {
  it('lets finance only look: users.read is all it has', () => {
    expect(userActionsFor(staff('finance'), player, open)).toEqual({
      canEdit: false,
      canChangeRole: false,
      canBan: false,
      canDelete: false,
    })
  })

  it('lets support edit, ban and delete players, but not change roles or touch staff', () => {
    expect(userActionsFor(staff('support'), player, closed)).toEqual({
      canEdit: true,
      canChangeRole: false,
      canBan: true,
      canDelete: true,
    })
    expect(userActionsFor(staff('support'), finance, closed)).toMatchObject({
      canBan: false,
      canDelete: false,
    })
  })

  it("lets support change a player's role once the operator allows it, never a finance account's", () => {
    expect(userActionsFor(staff('support'), player, open).canChangeRole).toBe(true)
    expect(userActionsFor(staff('support'), finance, open).canChangeRole).toBe(false)
  })

  it('offers no Delete for a user already deleted', () => {
    const deleted = { id: 'gone', role: 'player' as const, email: 'deleted-gone@deleted.invalid' }
    expect(userActionsFor(staff('admin'), deleted, closed).canDelete).toBe(false)
  })

  it('lets an admin do everything to others, and never change, ban or delete themselves', () => {
    const admin = staff('admin')
    expect(userActionsFor(admin, finance, closed)).toEqual({
      canEdit: true,
      canChangeRole: true,
      canBan: true,
      canDelete: true,
    })
    expect(userActionsFor(admin, admin, closed)).toEqual({
      canEdit: true,
      canChangeRole: false,
      canBan: false,
      canDelete: false,
    })
  })
})

describe('creatableRoles', () => {
  it('offers every role but player to an admin', () => {
    expect(creatableRoles(staff('admin'), closed)).toEqual([
      'admin',
      'finance',
      'support',
      'content',
      'trader',
      'agent',
      'affiliate',
    ])
  })

  it('offers support nothing by default, and then only roles within its own permissions', () => {
    expect(creatableRoles(staff('support'), closed)).toEqual([])
    expect(creatableRoles(staff('support'), open)).toEqual(['support', 'agent', 'affiliate'])
  })

  it('offers staff who cannot manage users nothing', () => {
    expect(creatableRoles(staff('finance'), open)).toEqual([])
    expect(creatableRoles(staff('content'), open)).toEqual([])
  })
})

describe('roleChoicesFor', () => {
  it('lists the roles the viewer may give, or only the current role when that is beyond them', () => {
    expect(roleChoicesFor(staff('support'), player, open)).toEqual([
      'player',
      'support',
      'agent',
      'affiliate',
    ])
    expect(roleChoicesFor(staff('support'), finance, open)).toEqual(['finance'])
    expect(roleChoicesFor(staff('support'), player, closed)).toEqual(['player'])
  })
})
