import type { StaffAccountSettings } from '@khela/contracts/settings'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { staffAccountSettingsQueryKey } from '../../../components/admin/use-staff-account-settings.ts'
import { api } from '../../../lib/endpoint.ts'
import * as adminBackOfficeApi from '../../../lib/endpoints/admin/back-office.ts'

export function updateStaffAccountSettings(settings: StaffAccountSettings): Promise<StaffAccountSettings> {
  return api(adminBackOfficeApi.updateStaffAccountSettings, { body: settings })
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
