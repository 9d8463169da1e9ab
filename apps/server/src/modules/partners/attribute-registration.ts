import type { Db } from '../../db/client.ts'
import { affiliateAttributions } from '../../db/schema/partners.ts'
import { findAttributableClick } from './find-referring-affiliate.ts'

/**
 * Credits a new player to the affiliate whose link the visitor followed last (`clickId`, from the cookie), when the
 * click is within the operator's window, the affiliate is approved and the player is not the affiliate itself.
 * The player's id is the attribution's key and nothing updates it (a trigger refuses UPDATE), so a player is
 * attributed once, for good: a later call, whatever click it carries, changes nothing. Returns whether this call
 * attributed the player.
 */
export async function attributeRegistration(
  db: Db,
  registration: { userId: string; clickId: string | null; now: Date },
): Promise<boolean> {
  const click = await findAttributableClick(db, registration)
  if (!click) return false
  const written = await db
    .insert(affiliateAttributions)
    .values({
      userId: registration.userId,
      affiliateId: click.affiliateId,
      linkId: click.linkId,
      clickId: click.clickId,
      subId: click.subId,
      clickedAt: click.clickedAt,
      attributedAt: registration.now,
    })
    .onConflictDoNothing()
    .returning({ userId: affiliateAttributions.userId })
  return written.length > 0
}
