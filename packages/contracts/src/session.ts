import { z } from 'zod'

export const roles = ['player', 'admin', 'finance', 'support', 'content', 'agent', 'affiliate'] as const
export const role = z.enum(roles)
export type Role = z.infer<typeof role>

export const sessionUser = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role,
})
export type SessionUser = z.infer<typeof sessionUser>

export const currentSession = z.object({ user: sessionUser.nullable() })
export type CurrentSession = z.infer<typeof currentSession>
