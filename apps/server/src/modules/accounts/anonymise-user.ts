import { anonymisedEmailOf, isAnonymised } from '@khela/contracts/admin-users'
import type { SessionUser } from '@khela/contracts/session'
import { eq } from 'drizzle-orm'
import { playerProfiles } from '../../db/schema/accounts.ts'
import { users } from '../../db/schema/auth.ts'
import { AppError } from '../../lib/app-error.ts'
import { runPlayerExitSteps } from '../../lib/player-exits.ts'
import type { Services } from '../../services.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { deleteSignInAccounts } from '../auth/delete-sign-in-accounts.ts'
import { revokeSessions } from '../auth/revoke-sessions.ts'
import { type SessionControlMessage, sessionControlChannel } from '../realtime/session-control.ts'
import { findExclusionInForce } from '../responsible-gambling/find-exclusion-in-force.ts'
import { findUser } from './find-users.ts'

/**
 * "Deleting" a user: their personal data is replaced, their sign-in removed and their sessions ended, while
 * the user row — and so every money record that points at it — stays. Only an admin deletes staff. Audited.
 */
export async function anonymiseUser(
  { database, realtime }: Pick<Services, 'database' | 'realtime'>,
  change: { staff: SessionUser; userId: string; ipAddress: string | null },
): Promise<void> {
  const { staff, userId } = change
  await database.db.transaction(async (tx) => {
    const before = await findUser(tx, userId)
    if (!before) throw new AppError('NOT_FOUND')
    if (userId === staff.id) throw new AppError('CONFLICT', { message: 'You cannot delete yourself.' })
    if (before.role !== 'player' && staff.role !== 'admin') throw new AppError('FORBIDDEN')
    if (isAnonymised(before)) {
      throw new AppError('CONFLICT', { message: 'This user has already been deleted.' })
    }
    // Deleting would free the email and phone for a new account without the exclusion: nobody may end one early.
    if (await findExclusionInForce(tx, userId)) throw new AppError('EXCLUSION_IN_FORCE')
    await tx
      .update(users)
      .set({
        email: anonymisedEmailOf(userId),
        name: 'Deleted user',
        image: null,
        emailVerified: false,
        banned: true,
        banReason: 'Account deleted',
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId))
    await tx
      .update(playerProfiles)
      .set({
        phone: `deleted:${userId}`,
        surname: '',
        city: '',
        gender: null,
        isSubscribedToNewsletter: false,
      })
      .where(eq(playerProfiles.userId, userId))
    // Other domains' part of a closure (bonuses forfeit the grants), in this transaction.
    await runPlayerExitSteps(tx, {
      userId,
      reason: 'account_closed',
      actorId: staff.id,
      ipAddress: change.ipAddress,
    })
    await deleteSignInAccounts(tx, userId)
    await revokeSessions(tx, userId)
    await recordAuditEntry(tx, {
      actorId: staff.id,
      action: 'user.delete',
      recordType: 'user',
      recordId: userId,
      // The log is append-only, so it must not keep the personal data this removes.
      before: { role: before.role },
      after: { anonymised: true },
      ipAddress: change.ipAddress,
    })
  })
  const message: SessionControlMessage = { type: 'revoked' }
  await realtime.publish(sessionControlChannel(userId), message)
}
