import type { MyAffiliate } from '@khela/contracts/partners'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { affiliates } from '../../db/schema/partners.ts'
import { toMyAffiliate } from './to-my-affiliate.ts'

/** The account's affiliate record (application, status, decision), or null before it applies. */
export async function findMyAffiliate(
  db: Pick<Db, 'select' | 'selectDistinct'>,
  userId: string,
): Promise<MyAffiliate> {
  const [row] = await db.select().from(affiliates).where(eq(affiliates.userId, userId))
  return { affiliate: row ? toMyAffiliate(row) : null }
}
