import { googleProviderId } from '@khela/contracts/google-sign-in'
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { APIError } from 'better-auth/api'
import { admin, genericOAuth } from 'better-auth/plugins'
import { eq } from 'drizzle-orm'
import type { Config } from '../config.ts'
import type { Database } from '../db/client.ts'
import { accounts, sessions, users, verifications } from '../db/schema/auth.ts'
import { createSessionCache } from './session-cache.ts'

/** How the session reaches a person by email; the mail module provides it (the kernel imports no module). */
export type VerificationMailer = { sendVerificationEmail(to: string, url: string): Promise<void> }

/** Better Auth owns passwords, sessions and cookies; Khela never hand-rolls that crypto. */
export function createAuth(config: Config, database: Database, mailer: VerificationMailer) {
  const auth = betterAuth({
    appName: 'Khela',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.sessionSecret,
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(database.db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    // The operator's password policy (checked by /api/accounts) may ask for as few as 6 characters.
    emailAndPassword: { enabled: true, minPasswordLength: 6, maxPasswordLength: 128 },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      sendVerificationEmail: async ({ user, url }) => mailer.sendVerificationEmail(user.email, url),
    },
    // Sliding expiry: every use pushes the end out again, so `expiresIn` is the idle timeout; the renewal is
    // written at most every twenty-fourth of it. The absolute cap is enforced in findSessionUser.
    session: {
      expiresIn: config.sessionLifetime.idleSeconds,
      updateAge: Math.max(60, Math.floor(config.sessionLifetime.idleSeconds / 24)),
    },
    advanced: {
      // Better Auth turns its origin, callback-URL and CSRF checks off when NODE_ENV is `test`; tests must meet
      // the checks production has (without them, a malformed callbackURL reached code that failed with a 500).
      disableOriginCheck: false,
      useSecureCookies: config.publicUrl.startsWith('https://'),
      cookiePrefix: 'khela',
      ipAddress: { ipAddressHeaders: config.trustProxy ? ['x-forwarded-for'] : [] },
    },
    databaseHooks: {
      session: {
        create: {
          // Staff sign in with their password at /admin. A Google identity, matched to a staff email or
          // linked before a promotion, must never open a back-office session (decision 0004).
          async before(session, context) {
            if (!context?.path.startsWith('/callback/')) return
            const [user] = await database.db
              .select({ role: users.role })
              .from(users)
              .where(eq(users.id, session.userId))
            if (user && user.role !== 'player') {
              throw APIError.from('FORBIDDEN', {
                code: 'STAFF_USE_PASSWORD',
                message: 'Staff sign in with their password.',
              })
            }
          },
        },
      },
    },
    plugins: [
      admin({ defaultRole: 'player', adminRoles: ['admin'] }),
      ...(config.google ? [googleSignIn(config.google)] : []),
    ],
    telemetry: { enabled: false },
    logger: { disabled: config.logLevel === 'silent' },
  })
  // Better Auth knows only the sliding (idle) expiry; the absolute lifetime travels with it for findSessionUser.
  return Object.assign(auth, {
    sessionMaxSeconds: config.sessionLifetime.maxSeconds,
    sessionCache: createSessionCache(),
  })
}

export type Auth = ReturnType<typeof createAuth>

/**
 * Google over plain OpenID Connect: endpoints and keys come from the issuer's discovery document, the code
 * exchange uses PKCE, and an ID token that fails verification against the issuer's keys is refused. Pointed
 * at another issuer (GOOGLE_ISSUER_URL), the same code signs in through a local provider in the tests.
 */
function googleSignIn(google: NonNullable<Config['google']>) {
  return genericOAuth({
    config: [
      {
        providerId: googleProviderId,
        name: 'Google',
        discoveryUrl: `${google.issuerUrl}/.well-known/openid-configuration`,
        requireIdTokenVerification: true,
        clientId: google.clientId,
        clientSecret: google.clientSecret,
        scopes: ['openid', 'email', 'profile'],
        pkce: true,
      },
    ],
  })
}
