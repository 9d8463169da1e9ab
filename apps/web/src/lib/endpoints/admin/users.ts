import type {
  AdminUserCreate,
  AdminUserDetails,
  AdminUserPage,
  AdminUserRow,
  AdminUserUpdate,
  BanInput,
} from '@khela/contracts/admin-users'
import { type EmptyBody, endpoint, type QueryInit } from '../../endpoint.ts'

export const users = endpoint<{ query: QueryInit; response: AdminUserPage }>()('GET', '/api/admin/users')
export const user = endpoint<{ response: AdminUserDetails }>()('GET', '/api/admin/users/:userId')
export const createUser = endpoint<{ body: AdminUserCreate; response: AdminUserRow }>()(
  'POST',
  '/api/admin/users',
)
export const updateUser = endpoint<{ body: AdminUserUpdate; response: AdminUserRow }>()(
  'PATCH',
  '/api/admin/users/:userId',
)
export const deleteUser = endpoint<{ response: undefined }>()('DELETE', '/api/admin/users/:userId')
export const banUser = endpoint<{ body: BanInput; response: AdminUserRow }>()(
  'POST',
  '/api/admin/users/:userId/ban',
)
export const unbanUser = endpoint<{ body: EmptyBody; response: AdminUserRow }>()(
  'POST',
  '/api/admin/users/:userId/unban',
)
