import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { admin } from 'better-auth/plugins'
import type { Config } from '../../config.ts'
import type { Database } from '../../db/client.ts'
import { accounts, sessions, users, verifications } from '../../db/schema/auth.ts'

/** Better Auth owns passwords, sessions and cookies; Khela never hand-rolls that crypto. */
export function createAuth(config: Config, database: Database) {
  return betterAuth({
    appName: 'Khela',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.sessionSecret,
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(database.db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: { enabled: true, minPasswordLength: 8 },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    advanced: {
      useSecureCookies: config.publicUrl.startsWith('https://'),
      cookiePrefix: 'khela',
      ipAddress: { ipAddressHeaders: config.trustProxy ? ['x-forwarded-for'] : [] },
    },
    plugins: [admin({ defaultRole: 'player', adminRoles: ['admin'] })],
    telemetry: { enabled: false },
  })
}

export type Auth = ReturnType<typeof createAuth>
