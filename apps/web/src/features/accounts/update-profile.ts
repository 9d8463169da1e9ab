import type { Profile, profileUpdate } from '@khela/contracts/accounts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { api } from '../../lib/endpoint.ts'
import * as accountsApi from '../../lib/endpoints/accounts.ts'
import { profileQueryKey } from './get-profile.ts'

export type ProfileChanges = z.output<typeof profileUpdate>

export const updateProfile = (changes: ProfileChanges) => api(accountsApi.updateProfile, { body: changes })

/** Saves the profile; the answer is the stored profile, so the page shows it without a refetch. */
export function useUpdateProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData<Profile>(profileQueryKey, profile),
    meta: { showsOwnError: true },
  })
}
