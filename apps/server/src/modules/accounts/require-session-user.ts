import type { SessionUser } from '@khela/contracts/session'
import type { FastifyRequest } from 'fastify'
import { AppError } from '../../lib/app-error.ts'
import type { Auth } from '../auth/auth.ts'
import { findSessionUser } from '../auth/find-session-user.ts'

/** The signed-in user of a request, or UNAUTHENTICATED. */
export async function requireSessionUser(auth: Auth, request: FastifyRequest): Promise<SessionUser> {
  const user = await findSessionUser(auth, request.headers)
  if (!user) throw new AppError('UNAUTHENTICATED')
  return user
}
