import type { Services } from '../../services.ts'
import { revokeSessions } from '../auth/revoke-sessions.ts'
import { type SessionControlMessage, sessionControlChannel } from '../realtime/session-control.ts'

/**
 * Ends every session of the player, on every device, and closes their sockets. Returns Better Auth's sign-out
 * response, whose headers clear this browser's cookie.
 */
export async function signOutEverywhere(
  { database, auth, realtime }: Pick<Services, 'database' | 'auth' | 'realtime'>,
  userId: string,
  headers: Headers,
): Promise<Response> {
  const response = await auth.api.signOut({ headers, asResponse: true })
  await revokeSessions(database.db, userId)
  const message: SessionControlMessage = { type: 'revoked' }
  await realtime.publish(sessionControlChannel(userId), message)
  return response
}
