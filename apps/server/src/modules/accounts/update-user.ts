import type { AdminUserRow, adminUserUpdate } from '@khela/contracts/admin-users'
import type { SessionUser } from '@khela/contracts/session'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Services } from '../../app.ts'
import { users } from '../../db/schema/auth.ts'
import { AppError } from '../../lib/app-error.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { findUser } from './find-users.ts'

/** Renames a user or changes their role. Roles are an admin's decision, and nobody changes their own. Audited. */
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
    const isRoleChange = update.role !== undefined && update.role !== before.role
    if (isRoleChange && staff.role !== 'admin') throw new AppError('FORBIDDEN')
    if (isRoleChange && userId === staff.id) {
      throw new AppError('CONFLICT', { message: 'You cannot change your own role.' })
    }
    await tx
      .update(users)
      .set({ ...update, updatedAt: new Date() })
      .where(eq(users.id, userId))
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
