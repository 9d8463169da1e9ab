import type { SessionUser } from '@khela/contracts/session'
import { describe, expect, it } from 'vitest'
import { creatableRoles, userActionsFor } from './user-actions.ts'

const staff = (role: SessionUser['role']): SessionUser => ({
  id: `${role}-id`,
  email: `${role}@khela.test`,
  name: role,
  role,
})
const player = { id: 'player-id', role: 'player' as const, email: 'player@khela.test' }

describe('userActionsFor', () => {
  it('lets finance only look: users.read is all it has', () => {
    expect(userActionsFor(staff('finance'), player)).toEqual({
      canEdit: false,
      canChangeRole: false,
      canBan: false,
      canDelete: false,
    })
  })

  it('lets support edit, ban and delete players, but not change roles or touch staff', () => {
    expect(userActionsFor(staff('support'), player)).toEqual({
      canEdit: true,
      canChangeRole: false,
      canBan: true,
      canDelete: true,
    })
    expect(
      userActionsFor(staff('support'), { id: 'f', role: 'finance', email: 'f@khela.test' }),
    ).toMatchObject({
      canBan: false,
      canDelete: false,
    })
  })

  it('offers no Delete for a user already deleted', () => {
    const deleted = { id: 'gone', role: 'player' as const, email: 'deleted-gone@deleted.invalid' }
    expect(userActionsFor(staff('admin'), deleted).canDelete).toBe(false)
  })

  it('lets an admin do everything to others, and never change, ban or delete themselves', () => {
    const admin = staff('admin')
    expect(userActionsFor(admin, { id: 'f', role: 'finance', email: 'f@khela.test' })).toEqual({
      canEdit: true,
      canChangeRole: true,
      canBan: true,
      canDelete: true,
    })
    expect(userActionsFor(admin, admin)).toEqual({
      canEdit: true,
      canChangeRole: false,
      canBan: false,
      canDelete: false,
    })
  })
})

describe('creatableRoles', () => {
  it('offers admin only to an admin, and player to nobody', () => {
    expect(creatableRoles(staff('admin'))).toContain('admin')
    expect(creatableRoles(staff('support'))).not.toContain('admin')
    expect(creatableRoles(staff('admin'))).not.toContain('player')
  })
})
