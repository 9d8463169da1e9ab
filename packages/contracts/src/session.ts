import { z } from 'zod'
import { roles } from './roles.ts'

export const role = z.enum(roles)

export const sessionUser = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role,
})
export type SessionUser = z.infer<typeof sessionUser>

export const currentSession = z.object({ user: sessionUser.nullable() })
export type CurrentSession = z.infer<typeof currentSession>
