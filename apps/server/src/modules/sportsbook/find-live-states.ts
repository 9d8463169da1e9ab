import type { LiveScoreboard, LiveState } from '@khela/contracts/sportsbook-live'
import { inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sportEventLive } from '../../db/schema/sportsbook-live.ts'

/** The live rows of these events, by event id: scoreboards, and the commentary when asked for. */
export async function findLiveStates(db: Db, eventIds: string[]): Promise<Map<string, LiveState>> {
  if (eventIds.length === 0) return new Map()
  const rows = await db.select().from(sportEventLive).where(inArray(sportEventLive.eventId, eventIds))
  return new Map(
    rows.map((row) => [
      row.eventId,
      {
        seq: row.lastSeq,
        score: row.score,
        bettingStopped: row.bettingStopped,
        silentSince: row.silentSince?.toISOString() ?? null,
        commentary: row.commentary,
      },
    ]),
  )
}

export const scoreboardOf = ({ commentary: _, ...scoreboard }: LiveState): LiveScoreboard => scoreboard
