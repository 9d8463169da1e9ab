import { type AdminUserRow, isAnonymised } from '@khela/contracts/admin-users'
import { hasPermission } from '@khela/contracts/permissions'
import { isStaffRole } from '@khela/contracts/roles'
import type { SessionUser } from '@khela/contracts/session'

export interface UserActions {
  canEdit: boolean
  canChangeRole: boolean
  canBan: boolean
  canDelete: boolean
}

/**
 * What the signed-in staff member may do to one user, mirroring the server's rules so the page offers only
 * what will succeed: nobody acts on their own account (beyond their name), roles are an admin's decision,
 * only an admin bans or deletes staff, and a deleted user cannot be deleted again. The server checks every
 * one of these again.
 */
export function userActionsFor(
  viewer: SessionUser,
  user: Pick<AdminUserRow, 'id' | 'role' | 'email'>,
): UserActions {
  const isSelf = viewer.id === user.id
  const isAdmin = viewer.role === 'admin'
  const mayTouchStaff = isAdmin || !isStaffRole(user.role)
  return {
    canEdit: hasPermission(viewer.role, 'users.write'),
    canChangeRole: isAdmin && !isSelf,
    canBan: hasPermission(viewer.role, 'users.ban') && !isSelf && mayTouchStaff,
    canDelete:
      hasPermission(viewer.role, 'users.write') &&
      !isSelf &&
      (isAdmin || user.role === 'player') &&
      !isAnonymised(user),
  }
}

/** The roles a staff member may give a new account: never player (players register), admin only by an admin. */
export function creatableRoles(viewer: SessionUser) {
  const partnersAndStaff = ['support', 'finance', 'content', 'agent', 'affiliate'] as const
  return viewer.role === 'admin' ? (['admin', ...partnersAndStaff] as const) : partnersAndStaff
}
