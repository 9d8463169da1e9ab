import type { StaffAccountSettings } from '@khela/contracts/settings'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { staffAccountSettingsQueryKey } from '../../../components/admin/use-staff-account-settings.ts'
import { apiRequest } from '../../../lib/api.ts'

export function updateStaffAccountSettings(settings: StaffAccountSettings): Promise<StaffAccountSettings> {
  return apiRequest<StaffAccountSettings>('/api/admin/settings/staff-accounts', {
    method: 'PUT',
    body: settings,
  })
}

/** Saves, and keeps the answer as what the page (and All Users in this tab) goes by. */
export function useUpdateStaffAccountSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateStaffAccountSettings,
    meta: { showsOwnError: true },
    onSuccess: (saved) => queryClient.setQueryData(staffAccountSettingsQueryKey, saved),
  })
}
