import { z } from 'zod'
import { countries, currencies, genders, welcomeOffers } from './accounts.ts'
import { languages } from './languages.ts'
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

/** What a player declared at registration; accounts made in the back office have none. */
export const adminPlayerProfile = z.object({
  currency: z.enum(currencies),
  country: z.enum(countries),
  surname: z.string(),
  dateOfBirth: z.string(),
  gender: z.enum(genders).nullable(),
  city: z.string(),
  language: z.enum(languages),
  isSubscribedToNewsletter: z.boolean(),
  /** What the player chose at registration: the bonus engine grants it at the qualifying deposit. */
  welcomeOffer: z.enum(welcomeOffers),
  promoCode: z.string().nullable(),
})
export type AdminPlayerProfile = z.infer<typeof adminPlayerProfile>

/** The back office's User Profile page: the list row plus verification and the player's own details. */
export const adminUserDetails = adminUserRow.extend({
  isEmailVerified: z.boolean(),
  playerProfile: adminPlayerProfile.nullable(),
})
export type AdminUserDetails = z.infer<typeof adminUserDetails>

export const banInput = z.object({ reason: z.string().trim().min(3, 'REQUIRED').max(500) })
export type BanInput = z.infer<typeof banInput>

/** A staff account's first password: the +Add form names these bounds in its messages. */
export const staffPasswordLength = { min: 8, max: 128 } as const

/** Staff and partner accounts are made here; players register themselves (their profile needs consent). */
export const adminUserCreate = z.object({
  email: z.email('INVALID_EMAIL').transform((email) => email.trim().toLowerCase()),
  name: z.string().trim().min(1, 'REQUIRED').max(60),
  password: z
    .string()
    .min(staffPasswordLength.min, 'PASSWORD_TOO_SHORT')
    .max(staffPasswordLength.max, 'PASSWORD_TOO_LONG'),
  role: role.exclude(['player']),
})
export type AdminUserCreate = z.input<typeof adminUserCreate>

export const adminUserUpdate = z
  .object({ name: z.string().trim().min(1, 'REQUIRED').max(60), role })
  .partial()
  .refine((update) => Object.keys(update).length > 0, 'REQUIRED')
export type AdminUserUpdate = z.input<typeof adminUserUpdate>

/** A deleted user keeps their row with this address in place of their own; nothing is left to delete. */
export function anonymisedEmailOf(userId: string): string {
  return `deleted-${userId}@deleted.invalid`
}

export function isAnonymised(user: { id: string; email: string }): boolean {
  return user.email === anonymisedEmailOf(user.id)
}
