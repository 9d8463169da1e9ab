import { passwordProblems } from '@khela/contracts/accounts'
import type { AdminUserRow, adminUserCreate } from '@khela/contracts/admin-users'
import type { SessionUser } from '@khela/contracts/session'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import { users } from '../../db/schema/auth.ts'
import { AppError } from '../../lib/app-error.ts'
import { isCommonPassword } from '../../lib/common-passwords.ts'
import type { Services } from '../../services.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { findRegistrationSettings } from '../settings/find-registration-settings.ts'
import { findStaffAccountSettings } from '../settings/find-staff-account-settings.ts'
import { assertMayGrantRoles } from './assert-may-grant-roles.ts'
import { findUser } from './find-users.ts'

/**
 * A staff or partner account made by staff: by an administrator, or by staff who manage users when the operator
 * allows it, and only with a role whose permissions the creator holds (`canGrantRole`). Audited.
 */
export async function createStaffUser(
  { database, auth }: Pick<Services, 'database' | 'auth'>,
  change: { staff: SessionUser; user: z.output<typeof adminUserCreate>; ipAddress: string | null },
): Promise<AdminUserRow> {
  const { staff, user } = change
  // First, so someone refused learns nothing else (not even whether the email is taken).
  assertMayGrantRoles(staff, [user.role], await findStaffAccountSettings(database.db))
  // Staff passwords meet the operator's policy as well as the staff floor: they guard the most powerful accounts.
  const { passwordPolicy } = await findRegistrationSettings(database.db)
  const [problem] = passwordProblems(user.password, passwordPolicy, { isCommonPassword })
  if (problem) throw new AppError('VALIDATION_FAILED', { fields: { password: problem } })
  const [taken] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, user.email))
  if (taken) throw new AppError('CONFLICT', { fields: { email: 'EMAIL_TAKEN' } })
  const created = await auth.api.signUpEmail({
    body: { email: user.email, password: user.password, name: user.name },
  })
  return database.db.transaction(async (tx) => {
    await tx.update(users).set({ role: user.role, emailVerified: true }).where(eq(users.id, created.user.id))
    const row = await findUser(tx, created.user.id)
    if (!row) throw new AppError('NOT_FOUND')
    await recordAuditEntry(tx, {
      actorId: staff.id,
      action: 'user.create',
      recordType: 'user',
      recordId: row.id,
      after: { email: row.email, name: row.name, role: row.role },
      ipAddress: change.ipAddress,
    })
    return row
  })
}
