import { z } from 'zod'

/**
 * Feed sources the leader polls (`/api/admin/sportsbook/feed-sources`): an HTTP(S) address serving a feed document
 * (docs/sportsbook-feed.md), how often to fetch it, and the record of each run.
 */

// The WHATWG URL parser, in browsers and Node alike; the contracts compile without either's types.
const platform = globalThis as unknown as { URL: { canParse(url: string): boolean } }

/** Only http: and https: are fetched; any other scheme (file:, ftp:, data:…) is refused with its own code. */
export const feedSourceUrl = z
  .string('REQUIRED')
  .trim()
  .min(1, 'REQUIRED')
  .max(2_000, 'TEXT_TOO_LONG')
  .superRefine((text, context) => {
    const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(text)?.[1]?.toLowerCase()
    if (scheme !== undefined && scheme !== 'http' && scheme !== 'https')
      context.addIssue({ code: 'custom', message: 'URL_SCHEME_NOT_ALLOWED' })
    // A host (no user or password in it) and nothing blank: what fetch() reads the same way everywhere.
    // …and a URL the WHATWG parser takes (a port in range, a host it can read), as the poller parses it.
    else if (!/^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i.test(text) || !platform.URL.canParse(text))
      context.addIssue({ code: 'custom', message: 'INVALID_URL' })
  })

/** Minutes between two polls: at least one, at most a day. */
export const pollIntervalMinutes = z
  .number('REQUIRED')
  .int('NUMBER_OUT_OF_RANGE')
  .min(1, 'NUMBER_OUT_OF_RANGE')
  .max(1_440, 'NUMBER_OUT_OF_RANGE')

export const feedSourceCreate = z.object({
  name: z.string('REQUIRED').trim().min(1, 'REQUIRED').max(80, 'TEXT_TOO_LONG'),
  url: feedSourceUrl,
  pollIntervalMinutes,
})
export type FeedSourceCreate = z.input<typeof feedSourceCreate>

export const feedSourceStatuses = ['active', 'paused'] as const
export type FeedSourceStatus = (typeof feedSourceStatuses)[number]
export const feedSourceStatusChange = z.object({ status: z.enum(feedSourceStatuses, 'INVALID_CHOICE') })

export const feedRunStatuses = ['succeeded', 'failed'] as const
export type FeedRunStatus = (typeof feedRunStatuses)[number]

/**
 * Why a run failed: the address answered an HTTP error (`HTTP_STATUS`, with the status in `httpStatus`), did not
 * answer in time, sent more than the document limit, sent something that is not JSON, or a document that does not
 * parse (its problems are in the error text); or the connection failed, or the address leads into a private
 * network (loopback, the operator's own networks, link-local), which the poller never fetches.
 */
export const feedRunErrors = [
  'HTTP_STATUS',
  'TIMEOUT',
  'TOO_LARGE',
  'INVALID_JSON',
  'INVALID_DOCUMENT',
  'NETWORK',
  'PRIVATE_ADDRESS',
] as const
export type FeedRunError = (typeof feedRunErrors)[number]

export const feedRun = z.object({
  id: z.uuid(),
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime(),
  trigger: z.enum(['schedule', 'manual']),
  status: z.enum(feedRunStatuses),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  refused: z.number().int(),
  errorCode: z.enum(feedRunErrors).nullable(),
  httpStatus: z.number().int().nullable(),
  /** For the trader: what went wrong, in a line (a document's first problems, a network error's message). */
  errorDetail: z.string().nullable(),
})
export type FeedRun = z.infer<typeof feedRun>

export const feedSourceView = z.object({
  id: z.uuid(),
  name: z.string(),
  url: z.string(),
  pollIntervalMinutes: z.number().int(),
  status: z.enum(feedSourceStatuses),
  nextPollAt: z.iso.datetime(),
  /** The latest runs, newest first. */
  runs: z.array(feedRun),
})
export type FeedSourceView = z.infer<typeof feedSourceView>

export const feedSourceList = z.object({ sources: z.array(feedSourceView) })
export type FeedSourceList = z.infer<typeof feedSourceList>

/** What one poll may take: the time for the whole answer and the document limit of an upload. */
export const feedPollLimits = { timeoutMs: 10_000 } as const
