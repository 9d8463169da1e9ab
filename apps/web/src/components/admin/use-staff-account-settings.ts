import type { StaffAccountSettings } from '@khela/contracts/settings'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../lib/endpoint.ts'
import * as adminBackOfficeApi from '../../lib/endpoints/admin/back-office.ts'

export const staffAccountSettingsQueryKey = ['admin', 'settings', 'staff-accounts'] as const

export function fetchStaffAccountSettings(signal?: AbortSignal): Promise<StaffAccountSettings> {
  return api(adminBackOfficeApi.staffAccountSettings, { signal })
}

/**
 * Whether staff besides administrators may give roles: Settings shows and edits it, All Users reads it to offer a
 * user manager only the roles the server will accept. Asked afresh whenever a page needs it: an admin may change it.
 */
export function useStaffAccountSettings({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: staffAccountSettingsQueryKey,
    queryFn: ({ signal }) => fetchStaffAccountSettings(signal),
    enabled: isEnabled,
    staleTime: 0,
    meta: { showsOwnError: true },
  })
}
