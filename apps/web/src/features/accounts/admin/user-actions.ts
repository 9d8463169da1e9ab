import { type AdminUserRow, isAnonymised } from '@khela/contracts/admin-users'
import {
  canGrantRole,
  grantableRoles,
  hasPermission,
  type RoleGrantRules,
} from '@khela/contracts/permissions'
import { isStaffRole, type Role } from '@khela/contracts/roles'
import type { SessionUser } from '@khela/contracts/session'

export interface UserActions {
  canEdit: boolean
  canChangeRole: boolean
  canBan: boolean
  canDelete: boolean
}

/**
 * What the signed-in staff member may do to one user, mirroring the server's rules so the page offers only
 * what will succeed: nobody acts on their own account (beyond their name), a role is changed only by someone
 * who may give it (`canGrantRole`), only an admin bans or deletes staff, and a deleted user cannot be deleted
 * again. The server checks every one of these again.
 */
export function userActionsFor(
  viewer: SessionUser,
  user: Pick<AdminUserRow, 'id' | 'role' | 'email'>,
  rules: RoleGrantRules,
): UserActions {
  const isSelf = viewer.id === user.id
  const isAdmin = viewer.role === 'admin'
  const mayTouchStaff = isAdmin || !isStaffRole(user.role)
  return {
    canEdit: hasPermission(viewer.role, 'users.write'),
    canChangeRole: !isSelf && canGrantRole(viewer.role, user.role, rules),
    canBan: hasPermission(viewer.role, 'users.ban') && !isSelf && mayTouchStaff,
    canDelete:
      hasPermission(viewer.role, 'users.write') &&
      !isSelf &&
      (isAdmin || user.role === 'player') &&
      !isAnonymised(user),
  }
}

/** The roles a staff member may give a new account: those `canGrantRole` allows, never player (players register). */
export function creatableRoles(viewer: SessionUser, rules: RoleGrantRules): Exclude<Role, 'player'>[] {
  return grantableRoles(viewer.role, rules).filter(
    (role): role is Exclude<Role, 'player'> => role !== 'player',
  )
}

/** The roles a user's role may be changed to by this staff member: their current one and those they may give. */
export function roleChoicesFor(
  viewer: SessionUser,
  user: Pick<AdminUserRow, 'role'>,
  rules: RoleGrantRules,
): Role[] {
  const grantable = grantableRoles(viewer.role, rules)
  return grantable.includes(user.role) ? grantable : [user.role]
}
