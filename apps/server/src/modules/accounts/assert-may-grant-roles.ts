import { canGrantRole, type RoleGrantRules } from '@khela/contracts/permissions'
import type { Role } from '@khela/contracts/roles'
import type { SessionUser } from '@khela/contracts/session'
import { AppError } from '../../lib/app-error.ts'

/**
 * Refuses, with a FORBIDDEN that says why, unless the staff member may give every one of `targetRoles` (a new
 * account's role; a changed account's old and new roles). The rule itself is `canGrantRole`, the one the back
 * office uses to offer only the roles that will be accepted.
 */
export function assertMayGrantRoles(
  staff: SessionUser,
  targetRoles: readonly Role[],
  rules: RoleGrantRules,
): void {
  if (targetRoles.every((role) => canGrantRole(staff.role, role, rules))) return
  const isClosedToNonAdmins = staff.role !== 'admin' && !rules.canNonAdminsGrantRoles
  throw new AppError('FORBIDDEN', {
    message: isClosedToNonAdmins
      ? 'Only an administrator can create accounts and change roles.'
      : 'You can give only roles whose permissions you hold yourself.',
  })
}
