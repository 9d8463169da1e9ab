import type { AdminUserRow } from '@khela/contracts/admin-users'
import { isStaffRole } from '@khela/contracts/roles'
import type { SessionUser } from '@khela/contracts/session'
import { eq } from 'drizzle-orm'
import { users } from '../../db/schema/auth.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Services } from '../../services.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { revokeSessions } from '../auth/revoke-sessions.ts'
import { type SessionControlMessage, sessionControlChannel } from '../realtime/session-control.ts'
import { findUser } from './find-users.ts'

/**
 * Bans (with a reason) or unbans a user. A ban ends every session at once and closes the user's sockets on
 * every instance. Nobody bans themselves, and only an admin bans staff. Audited with before and after.
 */
export async function setUserBan(
  { database, realtime }: Pick<Services, 'database' | 'realtime'>,
  change: { staff: SessionUser; userId: string; ban: { reason: string } | null; ipAddress: string | null },
): Promise<AdminUserRow> {
  const { staff, userId, ban } = change
  const updated = await database.db.transaction(async (tx) => {
    const before = await findUser(tx, userId)
    if (!before) throw new AppError('NOT_FOUND')
    if (before.id === staff.id)
      throw new AppError('CONFLICT', { message: 'You cannot ban or unban yourself.' })
    if (isStaffRole(before.role) && staff.role !== 'admin') throw new AppError('FORBIDDEN')
    await tx
      .update(users)
      .set({ banned: ban !== null, banReason: ban?.reason ?? null, banExpires: null, updatedAt: new Date() })
      .where(eq(users.id, userId))
    if (ban) await revokeSessions(tx, userId)
    const after = await findUser(tx, userId)
    if (!after) throw new AppError('NOT_FOUND')
    await recordAuditEntry(tx, {
      actorId: staff.id,
      action: ban ? 'user.ban' : 'user.unban',
      recordType: 'user',
      recordId: userId,
      before: { isBanned: before.isBanned, banReason: before.banReason },
      after: { isBanned: after.isBanned, banReason: after.banReason },
      ipAddress: change.ipAddress,
    })
    return after
  })
  if (ban) {
    const message: SessionControlMessage = { type: 'revoked' }
    await realtime.publish(sessionControlChannel(userId), message)
  }
  return updated
}
