import { hasPermission, type RoleGrantRules } from '@khela/contracts/permissions'
import type { SessionUser } from '@khela/contracts/session'
import { useStaffAccountSettings } from '../../../components/admin/use-staff-account-settings.ts'

/** Until the setting is known (or if it cannot be read), nothing is offered that the server might refuse. */
const closedToNonAdmins: RoleGrantRules = { canNonAdminsGrantRoles: false }

/**
 * The operator's rule on giving roles, as this staff member's pages need it for `canGrantRole`. An administrator
 * may give any role whatever it says, and staff who cannot manage users may give none, so only user managers ask.
 */
export function useRoleGrantRules(viewer: SessionUser): RoleGrantRules {
  const mayAsk = viewer.role !== 'admin' && hasPermission(viewer.role, 'users.write')
  return useStaffAccountSettings({ isEnabled: mayAsk }).data ?? closedToNonAdmins
}
