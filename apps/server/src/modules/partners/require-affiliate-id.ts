import { isUuid } from '@khela/contracts/ids'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { affiliates } from '../../db/schema/partners.ts'
import { AppError } from '../../lib/app-error.ts'

/** The id of an affiliate staff asked for, or NOT_FOUND for one that is not on file. */
export async function requireAffiliateId(
  db: Pick<Db, 'select' | 'selectDistinct'>,
  id: string,
): Promise<string> {
  const [row] = isUuid(id)
    ? await db.select({ id: affiliates.id }).from(affiliates).where(eq(affiliates.id, id))
    : []
  if (!row) throw new AppError('NOT_FOUND')
  return row.id
}
