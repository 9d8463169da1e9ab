import type { AdminUserRow, adminUserUpdate } from '@khela/contracts/admin-users'
import type { SessionUser } from '@khela/contracts/session'
import { and, eq } from 'drizzle-orm'
import type { z } from 'zod'
import { users } from '../../db/schema/auth.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Services } from '../../services.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { findStaffAccountSettings } from '../settings/find-staff-account-settings.ts'
import { assertMayGrantRoles } from './assert-may-grant-roles.ts'
import { findUser } from './find-users.ts'

/**
 * Renames a user or changes their role. A role changes only by someone who may give both the old role and the new
 * one (`canGrantRole`: administrators, or user managers when the operator allows it, within their own
 * permissions), and nobody changes their own. Audited.
 */
export async function updateUser(
  { database }: Pick<Services, 'database'>,
  change: {
    staff: SessionUser
    userId: string
    update: z.output<typeof adminUserUpdate>
    ipAddress: string | null
  },
): Promise<AdminUserRow> {
  const { staff, userId, update } = change
  return database.db.transaction(async (tx) => {
    const before = await findUser(tx, userId)
    if (!before) throw new AppError('NOT_FOUND')
    const newRole = update.role === before.role ? undefined : update.role
    if (newRole !== undefined) {
      assertMayGrantRoles(staff, [before.role, newRole], await findStaffAccountSettings(tx))
      if (userId === staff.id) throw new AppError('CONFLICT', { message: 'You cannot change your own role.' })
    }
    // A role is changed only from the role it was checked against: one changed meanwhile (say, to admin) by
    // someone else is not overwritten by a decision taken on the old one.
    const changed = await tx
      .update(users)
      .set({ ...update, updatedAt: new Date() })
      .where(
        newRole === undefined ? eq(users.id, userId) : and(eq(users.id, userId), eq(users.role, before.role)),
      )
      .returning({ id: users.id })
    if (changed.length === 0) throw new AppError('CONFLICT')
    const after = await findUser(tx, userId)
    if (!after) throw new AppError('NOT_FOUND')
    await recordAuditEntry(tx, {
      actorId: staff.id,
      action: 'user.update',
      recordType: 'user',
      recordId: userId,
      before: { name: before.name, role: before.role },
      after: { name: after.name, role: after.role },
      ipAddress: change.ipAddress,
    })
    return after
  })
}
