import type { AccountSettings } from '@khela/contracts/settings'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/endpoint.ts'
import * as adminBackOfficeApi from '../../../lib/endpoints/admin/back-office.ts'

export const accountSettingsQueryKey = ['admin', 'settings', 'accounts'] as const

export function findAccountSettings(signal?: AbortSignal): Promise<AccountSettings> {
  return api(adminBackOfficeApi.accountSettings, { signal })
}

/** The settings as stored, fetched fresh whenever the page opens, so the form starts from what applies. */
export function useAccountSettings() {
  return useQuery({
    queryKey: accountSettingsQueryKey,
    queryFn: ({ signal }) => findAccountSettings(signal),
    staleTime: 0,
    meta: { showsOwnError: true },
  })
}
