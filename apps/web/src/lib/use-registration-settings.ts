import { useQuery } from '@tanstack/react-query'
import { api } from './endpoint.ts'
import * as accountsApi from './endpoints/accounts.ts'

export const registrationSettingsQueryKey = ['accounts', 'registration-settings'] as const

export const fetchRegistrationSettings = ({ signal }: { signal?: AbortSignal } = {}) =>
  api(accountsApi.registrationSettings, { signal })

/** The operator's rules for the registration and sign-in forms: password policy, minimum age, Google. */
export function useRegistrationSettings() {
  return useQuery({
    queryKey: registrationSettingsQueryKey,
    queryFn: fetchRegistrationSettings,
    // An admin may change the rules at any moment: each form that opens shows the rules it has at once and
    // asks again, so a player does not type against a policy that changed minutes ago.
    staleTime: 0,
    meta: { showsOwnError: true },
  })
}
