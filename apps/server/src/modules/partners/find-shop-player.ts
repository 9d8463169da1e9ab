import { normalizePhone } from '@khela/contracts/accounts'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { playerProfiles } from '../../db/schema/accounts.ts'
import { users } from '../../db/schema/auth.ts'
import { AppError } from '../../lib/app-error.ts'

/**
 * The player a cashier names at the counter: by the phone number they registered with (any form the site takes,
 * `01…` included) or by their user id. NOT_FOUND for anyone else, staff and partners included.
 */
export async function findShopPlayer(db: Pick<Db, 'select'>, named: string): Promise<string> {
  const phone = normalizePhone(named)
  const [player] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(playerProfiles, eq(playerProfiles.userId, users.id))
    .where(and(phone ? eq(playerProfiles.phone, phone) : eq(users.id, named), eq(users.role, 'player')))
  if (!player) throw new AppError('NOT_FOUND')
  return player.id
}
