import { type FieldErrorCode, type passwordChange, passwordProblems } from '@khela/contracts/accounts'
import type { z } from 'zod'
import { AppError } from '../../lib/app-error.ts'
import { isCommonPassword } from '../../lib/common-passwords.ts'
import type { Services } from '../../services.ts'
import { findRegistrationSettings } from '../settings/find-registration-settings.ts'

/**
 * Changes the signed-in player's password: the current one must be right and the new one must meet the
 * operator's policy and not be a common password. Every other session ends; this one is renewed (Better Auth's
 * response carries its cookie).
 */
export async function changePassword(
  { database, auth }: Pick<Services, 'database' | 'auth'>,
  change: z.output<typeof passwordChange>,
  headers: Headers,
): Promise<Response> {
  const { passwordPolicy } = await findRegistrationSettings(database.db)
  const [problem] = passwordProblems(change.newPassword, passwordPolicy, { isCommonPassword })
  if (problem) throw new AppError('VALIDATION_FAILED', { fields: { newPassword: problem } })
  const response = await auth.api.changePassword({
    body: {
      currentPassword: change.currentPassword,
      newPassword: change.newPassword,
      revokeOtherSessions: true,
    },
    headers,
    asResponse: true,
  })
  if (response.ok) return response
  const failure = (await response.json().catch(() => ({}))) as { code?: string }
  if (failure.code === 'INVALID_PASSWORD') {
    const fields: Record<string, FieldErrorCode> = { currentPassword: 'PASSWORD_INCORRECT' }
    throw new AppError('VALIDATION_FAILED', { fields })
  }
  // An account made with Google has no password to change.
  if (failure.code === 'CREDENTIAL_ACCOUNT_NOT_FOUND') {
    throw new AppError('VALIDATION_FAILED', { fields: { currentPassword: 'PASSWORD_NOT_SET' } })
  }
  if (response.status === 401) throw new AppError('UNAUTHENTICATED')
  throw new AppError('INTERNAL', {
    internalDetail: `change-password answered ${response.status} ${failure.code ?? ''}`,
  })
}
