import type { RiskFlagKind } from '@khela/contracts/risk'
import { and, arrayContains, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { riskFlags } from '../../db/schema/risk.ts'

export type NewRiskFlag = {
  kind: RiskFlagKind
  /** The fact: a request's id, a sender account number, a device's hash. */
  subject: string
  userId: string
  details: Record<string, unknown>
  recordType?: 'deposit_request' | 'withdrawal_request'
  recordId?: string
}

const openFact = sql`${riskFlags.status} = 'open'`

/**
 * Raises a flag about one request (a large deposit, a quick withdrawal). The request is a fact once: an open flag
 * for it already (a retry, or two callers at once) leaves that one as it is.
 */
export async function raiseRiskFlag(db: Pick<Db, 'insert'>, flag: NewRiskFlag): Promise<void> {
  await db
    .insert(riskFlags)
    .values({ ...flag, userIds: [flag.userId] })
    .onConflictDoNothing({ target: [riskFlags.kind, riskFlags.subject], where: openFact })
}

/**
 * Raises or widens a flag about players sharing something (a sender account number, a device), `userIds` all
 * players who share it, the raising player first. An open flag for it gains the players it did not name yet; a
 * closed flag that already named all of them was reviewed, so nothing is raised until another player joins.
 */
export async function raiseSharedRiskFlag(
  db: Pick<Db, 'insert' | 'select'>,
  flag: Omit<NewRiskFlag, 'recordType' | 'recordId'> & { userIds: string[] },
): Promise<void> {
  if (flag.userIds.length < 2) return
  const [reviewed] = await db
    .select({ id: riskFlags.id })
    .from(riskFlags)
    .where(
      and(
        eq(riskFlags.kind, flag.kind),
        eq(riskFlags.subject, flag.subject),
        eq(riskFlags.status, 'closed'),
        arrayContains(riskFlags.userIds, flag.userIds),
      ),
    )
    .limit(1)
  if (reviewed) return
  await db
    .insert(riskFlags)
    .values(flag)
    .onConflictDoUpdate({
      target: [riskFlags.kind, riskFlags.subject],
      targetWhere: openFact,
      set: {
        // The open flag's players stay in their order; newcomers go after them.
        userIds: sql`${riskFlags.userIds} || array(select added from unnest(excluded.user_ids) as added where added <> all(${riskFlags.userIds}))`,
        details: sql`excluded.details`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`not (${riskFlags.userIds} @> excluded.user_ids)`,
    })
}
