import type { AdminUserRow, BanInput } from '@khela/contracts/admin-users'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api.ts'
import { adminUsersQueryKey } from './find-admin-users.ts'

/** `ban: null` lifts the ban. */
export interface BanChange {
  userId: string
  ban: BanInput | null
}

export function setUserBan({ userId, ban }: BanChange): Promise<AdminUserRow> {
  const path = `/api/admin/users/${encodeURIComponent(userId)}/${ban ? 'ban' : 'unban'}`
  return apiRequest<AdminUserRow>(path, { method: 'POST', body: ban ?? {} })
}

/** Bans or unbans, then refetches the list so every page shows the new status. */
export function useSetUserBan() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setUserBan,
    meta: { showsOwnError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
  })
}
