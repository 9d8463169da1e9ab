import type { AdminUserRow, BanInput } from '@khela/contracts/admin-users'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/endpoint.ts'
import * as adminUsersApi from '../../../lib/endpoints/admin/users.ts'
import { adminUsersQueryKey } from './find-admin-users.ts'

/** `ban: null` lifts the ban. */
export interface BanChange {
  userId: string
  ban: BanInput | null
}

export function setUserBan({ userId, ban }: BanChange): Promise<AdminUserRow> {
  return ban
    ? api(adminUsersApi.banUser, { params: { userId }, body: ban })
    : api(adminUsersApi.unbanUser, { params: { userId }, body: {} })
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
