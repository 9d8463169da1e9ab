import { holdsWallet, passesKyc } from '@khela/contracts/roles'
import type { SessionUser } from '@khela/contracts/session'
import type { FastifyRequest } from 'fastify'
import { AppError } from '../lib/app-error.ts'
import { findSessionUser } from './find-session-user.ts'

/**
 * The caller of a route, for handlers: every module asks here instead of reading cookies itself. The session
 * comes from Better Auth (`auth.ts`) through this process's cache (`find-session-user.ts`).
 */

/** The signed-in user of a request, or UNAUTHENTICATED. */
export async function requireSessionUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await findSessionUser(request.server.services.auth, request.headers)
  if (!user) throw new AppError('UNAUTHENTICATED')
  return user
}

/** The signed-in player: UNAUTHENTICATED for a visitor, FORBIDDEN for staff, who do not play. */
export async function requirePlayer(request: FastifyRequest): Promise<SessionUser> {
  const user = await requireSessionUser(request)
  if (user.role !== 'player') throw new AppError('FORBIDDEN')
  return user
}

/** The signed-in holder of a wallet who may withdraw from it (a player or an affiliate); FORBIDDEN for others. */
export async function requireWalletHolder(request: FastifyRequest): Promise<SessionUser> {
  const user = await requireSessionUser(request)
  if (!holdsWallet(user.role)) throw new AppError('FORBIDDEN')
  return user
}

/** The signed-in account that passes an identity check of its own: a wallet holder, an agent or a cashier. */
export async function requireKycSubject(request: FastifyRequest): Promise<SessionUser> {
  const user = await requireSessionUser(request)
  if (!passesKyc(user.role)) throw new AppError('FORBIDDEN')
  return user
}

/**
 * The staff member on a back-office route, already checked by the route's `config.permission`
 * (plugins/permissions.ts). Called on a route without a permission it is a programming error, never a 4xx.
 */
export function requireStaff(request: FastifyRequest): SessionUser {
  if (!request.staff) throw new Error('permission check did not run')
  return request.staff
}
