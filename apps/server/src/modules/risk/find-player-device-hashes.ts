import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { userDevices } from '../../db/schema/risk.ts'

/** The hashes of the device cookies a player signed in or registered with (never the cookies themselves). */
export async function findPlayerDeviceHashes(db: Pick<Db, 'select'>, userId: string): Promise<string[]> {
  const rows = await db
    .select({ deviceHash: userDevices.deviceHash })
    .from(userDevices)
    .where(eq(userDevices.userId, userId))
  return rows.map((row) => row.deviceHash)
}
