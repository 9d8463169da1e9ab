import { z } from 'zod'
import { localizedText } from './i18n.ts'
import { eventDetail, eventSummary, sportSummary } from './sportsbook.ts'
import { liveScore } from './sportsbook-live-feed.ts'

/**
 * What players read of an event in play (docs/live-feed.md): its score as the live feed last told it, the latest
 * commentary (newest first), whether betting is stopped for a delivery, and whether the feed has fallen silent.
 */

export const liveCommentaryLine = z.object({
  seq: z.number().int(),
  /**
   * What it is about, by sport (`commentaryLabel`): the over and ball in cricket ("12.3"), the minute in football
   * ("67'", "90+3'"), the set and its games in tennis ("Set 2, 3–2"). Named `overs` from when only cricket was fed.
   */
  overs: z.string(),
  text: localizedText,
  at: z.iso.datetime({ offset: true }),
})
export type LiveCommentaryLine = z.infer<typeof liveCommentaryLine>

export const liveScoreboard = z.object({
  /** The last live message applied: it moves with every change. */
  seq: z.number().int(),
  /** Null until the feed has sent a score. */
  score: liveScore.nullable(),
  /** A delivery is under way: the markets are suspended until it is settled. */
  bettingStopped: z.boolean(),
  /** When the feed fell silent (its markets suspended until it speaks again); null while it speaks. */
  silentSince: z.iso.datetime().nullable(),
})
export type LiveScoreboard = z.infer<typeof liveScoreboard>

export const liveState = liveScoreboard.extend({ commentary: z.array(liveCommentaryLine) })
export type LiveState = z.infer<typeof liveState>

/** Every event in play, grouped by sport in the sports' order, each with its main market and scoreboard. */
export const liveBoard = z.object({
  sports: z.array(
    sportSummary.pick({ slug: true, name: true, icon: true }).extend({
      events: z.array(eventSummary.extend({ live: liveScoreboard.nullable() })),
    }),
  ),
})
export type LiveBoard = z.infer<typeof liveBoard>

/** The socket channel every live change is announced on, with the event and its new seq: readers fetch again. */
export const sportsbookLiveChannel = 'public:sportsbook-live'
export const liveChange = z.object({ eventId: z.uuid(), seq: z.number().int() })
export type LiveChange = z.infer<typeof liveChange>

/** A side's players as the scoreboard names them: the feed gives only their keys, unique within a side. */
const squadNames = z.array(z.object({ key: z.string(), name: localizedText }))

/**
 * An event's page: its markets and, while a live feed covers it, its scoreboard and commentary, with the squads
 * (empty for an event without them) so the batters and the bowler are named in the reader's language.
 */
export const liveEventDetail = eventDetail.extend({
  live: liveState.nullable(),
  squads: z.object({ home: squadNames, away: squadNames }),
})
export type LiveEventDetail = z.infer<typeof liveEventDetail>
