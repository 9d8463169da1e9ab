import type { AdminUserDetails } from '@khela/contracts/admin-users'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { playerProfiles } from '../../db/schema/accounts.ts'
import { users } from '../../db/schema/auth.ts'
import { AppError } from '../../lib/app-error.ts'
import { toAdminUserRow } from './find-users.ts'

/**
 * One user as the back office's User Profile page shows them. Not audited: reading, like the All Users search,
 * changes nothing, and the audit log records decisions.
 */
export async function getUserDetails(db: Pick<Db, 'select'>, userId: string): Promise<AdminUserDetails> {
  const [row] = await db
    .select({ user: users, profile: playerProfiles })
    .from(users)
    .leftJoin(playerProfiles, eq(playerProfiles.userId, users.id))
    .where(eq(users.id, userId))
  if (!row) throw new AppError('NOT_FOUND', { message: 'No user has this id.' })
  const { user, profile } = row
  return {
    ...toAdminUserRow({
      id: user.id,
      email: user.email,
      name: user.name,
      phone: profile?.phone ?? null,
      role: user.role,
      isBanned: user.banned,
      banReason: user.banReason,
      createdAt: user.createdAt,
    }),
    isEmailVerified: user.emailVerified,
    playerProfile: profile && {
      currency: profile.currency,
      country: profile.country,
      surname: profile.surname,
      dateOfBirth: profile.dateOfBirth,
      gender: profile.gender,
      city: profile.city,
      language: profile.language,
      isSubscribedToNewsletter: profile.isSubscribedToNewsletter,
      welcomeOffer: profile.welcomeOffer,
      promoCode: profile.promoCode,
    },
  }
}
