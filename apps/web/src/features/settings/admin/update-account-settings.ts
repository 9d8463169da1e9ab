import type { AccountSettings } from '@khela/contracts/settings'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/endpoint.ts'
import * as adminBackOfficeApi from '../../../lib/endpoints/admin/back-office.ts'
import { registrationSettingsQueryKey } from '../../../lib/use-registration-settings.ts'
import { accountSettingsQueryKey } from './find-account-settings.ts'

export function updateAccountSettings(settings: AccountSettings): Promise<AccountSettings> {
  return api(adminBackOfficeApi.updateAccountSettings, { body: settings })
}

/** Saves, keeps the answer as the page's data, and drops this tab's copy of the rules the player forms use. */
export function useUpdateAccountSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateAccountSettings,
    meta: { showsOwnError: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(accountSettingsQueryKey, saved)
      return queryClient.invalidateQueries({ queryKey: registrationSettingsQueryKey })
    },
  })
}
