import { type RiskFlag, type RiskFlagPlayer, riskFlag } from '@khela/contracts/risk'
import { inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema/auth.ts'
import type { riskFlags } from '../../db/schema/risk.ts'

type Row = typeof riskFlags.$inferSelect

/** Flags as the back office sees them, with every player's and the closer's name (one query for all). */
export async function toRiskFlags(db: Pick<Db, 'select'>, rows: Row[]): Promise<RiskFlag[]> {
  const ids = [...new Set(rows.flatMap((row) => [...row.userIds, ...(row.closedBy ? [row.closedBy] : [])]))]
  const people =
    ids.length === 0
      ? []
      : await db
          .select({ id: users.id, name: users.name, email: users.email })
          .from(users)
          .where(inArray(users.id, ids))
  const byId = new Map(people.map((person) => [person.id, person]))
  const playerOf = (id: string): RiskFlagPlayer => ({
    id,
    name: byId.get(id)?.name ?? null,
    email: byId.get(id)?.email ?? null,
  })
  return rows.map((row) =>
    riskFlag.parse({
      id: row.id,
      kind: row.kind,
      status: row.status,
      player: playerOf(row.userId),
      players: row.userIds.map(playerOf),
      recordType: row.recordType,
      recordId: row.recordId,
      details: row.details,
      closingNote: row.closingNote,
      closedBy: row.closedBy ? { id: row.closedBy, name: byId.get(row.closedBy)?.name ?? null } : null,
      closedAt: row.closedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    }),
  )
}
