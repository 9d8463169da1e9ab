import type { SessionUser } from '@khela/contracts/session'
import type { FastifyRequest } from 'fastify'
import { AppError } from '../../lib/app-error.ts'
import { requireSessionUser } from '../accounts/require-session-user.ts'
import type { Auth } from '../auth/auth.ts'

/** The signed-in player: UNAUTHENTICATED for a visitor, FORBIDDEN for staff, who do not play. */
export async function requirePlayer(auth: Auth, request: FastifyRequest): Promise<SessionUser> {
  const user = await requireSessionUser(auth, request)
  if (user.role !== 'player') throw new AppError('FORBIDDEN')
  return user
}
