import { z } from 'zod'
import { role } from './session.ts'

export const adminUserSearch = z.object({
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
})
export type AdminUserSearch = z.input<typeof adminUserSearch>

export const adminUserRow = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  role,
  isBanned: z.boolean(),
  banReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
})
export type AdminUserRow = z.infer<typeof adminUserRow>

export const adminUserPage = z.object({
  users: z.array(adminUserRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type AdminUserPage = z.infer<typeof adminUserPage>

export const banInput = z.object({ reason: z.string().trim().min(3, 'REQUIRED').max(500) })
export type BanInput = z.infer<typeof banInput>
