import type { Role } from '@khela/contracts/roles'
import { eq } from 'drizzle-orm'
import type { App } from '../src/app.ts'
import { users } from '../src/db/schema/auth.ts'
import { signUpPlayer } from './sign-up.ts'

/** A registered user given a role directly, as the seed does, with a signed-in cookie. */
export async function makeUserWithRole(app: App, role: Role) {
  const user = await signUpPlayer(app)
  await app.services.database.db.update(users).set({ role }).where(eq(users.id, user.userId))
  // As the back office's role change does after its commit; other processes hear it from the database.
  app.services.auth.sessionCache.forgetUser(user.userId)
  return user
}
