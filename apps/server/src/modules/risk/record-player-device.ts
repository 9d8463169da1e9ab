import { asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { userDevices } from '../../db/schema/risk.ts'
import { deviceHashOf } from './device-cookie.ts'
import { raiseSharedRiskFlag } from './raise-risk-flag.ts'

/**
 * Records that a player signed in or registered on a device, and raises `shared_device` once two or more players
 * have used it (widening the open flag as more come).
 */
export async function recordPlayerDevice(db: Db, seen: { userId: string; deviceId: string }) {
  const deviceHash = deviceHashOf(seen.deviceId)
  await db
    .insert(userDevices)
    .values({ deviceHash, userId: seen.userId })
    .onConflictDoUpdate({
      target: [userDevices.deviceHash, userDevices.userId],
      set: { lastSeenAt: sql`now()` },
    })
  const users = await db
    .select({ userId: userDevices.userId })
    .from(userDevices)
    .where(eq(userDevices.deviceHash, deviceHash))
    .orderBy(asc(userDevices.firstSeenAt), asc(userDevices.userId))
  await raiseSharedRiskFlag(db, {
    kind: 'shared_device',
    subject: deviceHash,
    userId: seen.userId,
    userIds: [seen.userId, ...users.map((user) => user.userId).filter((id) => id !== seen.userId)],
    details: { deviceFingerprint: deviceHash.slice(0, 12) },
  })
}
