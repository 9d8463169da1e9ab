import type { signInInput } from '@khela/contracts/accounts'
import type { z } from 'zod'
import { AppError } from '../../lib/app-error.ts'
import type { createFailureBackoff } from '../../lib/failure-backoff.ts'
import type { Services } from '../../services.ts'
import { findSignInAccount } from './find-sign-in-account.ts'

export type SignIn = z.output<typeof signInInput>

/**
 * Email or phone with a password. An unknown email or phone gets the same answer as a wrong password, so the
 * response never tells whether an account exists. Returns Better Auth's response with the new session's cookie.
 *
 * Failures are counted per account, whichever of its email or phone was typed, and per source address: past the
 * free ones, that source waits ever longer between attempts (RATE_LIMITED with `retryAfterSeconds`), while the
 * owner signing in from anywhere else is not slowed at all. An identifier without an account is counted as it
 * was typed, exactly as an account would be, so the delays reveal nothing either.
 */
export async function signInPlayer(
  { database, auth }: Pick<Services, 'database' | 'auth'>,
  attempt: { input: SignIn; source: string; failures: ReturnType<typeof createFailureBackoff> },
  headers: Headers,
): Promise<Response> {
  const { input, failures } = attempt
  const account = await findSignInAccount(database.db, input)
  const typed = input.method === 'email' ? input.email : input.phone
  const failureKey = `${account ? `user:${account.id}` : `${input.method}:${typed}`} from ${attempt.source}`
  const waitMs = failures.waitMs(failureKey)
  if (waitMs > 0) {
    throw new AppError('RATE_LIMITED', { fields: { retryAfterSeconds: String(Math.ceil(waitMs / 1000)) } })
  }
  if (!account) {
    // As much work as checking a real password (Better Auth does the same for an unknown email), so the time the
    // answer takes does not tell whether the account exists either.
    await (await auth.$context).password.hash(input.password)
    failures.recordFailure(failureKey)
    throw new AppError('INVALID_CREDENTIALS')
  }
  const response = await auth.api.signInEmail({
    body: { email: account.email, password: input.password },
    headers,
    asResponse: true,
  })
  if (response.ok) {
    failures.reset(failureKey)
    return response
  }
  const failure = (await response.json().catch(() => ({}))) as { code?: string }
  if (response.status === 403 && failure.code === 'BANNED_USER') throw new AppError('ACCOUNT_BANNED')
  if (response.status === 401) {
    failures.recordFailure(failureKey)
    throw new AppError('INVALID_CREDENTIALS')
  }
  throw new AppError('INTERNAL', {
    internalDetail: `sign-in answered ${response.status} ${failure.code ?? ''}`,
  })
}
