import { crashMultiplierAt } from '@khela/contracts/originals'

/**
 * How far the server's clock is ahead of this browser's (ms). A message's `serverTime` arrives late by the network's
 * delay, so `serverTime − now` underestimates the offset: the page follows the earliest-arriving samples (the
 * largest) at once and lets one slow message lower the estimate by at most `maxDropMs`, so jitter does not make
 * the multiplier jump back.
 */
export function nextClockOffset(current: number | null, sample: number, maxDropMs = 50): number {
  if (current === null) return sample
  return Math.max(sample, current - maxDropMs)
}

/**
 * The offset from a request's answer: the server read its clock somewhere between sending and receiving, so the
 * middle of the round trip is the best guess.
 */
export function offsetFromAnswer(serverTime: number, sentAt: number, receivedAt: number): number {
  return serverTime - (sentAt + receivedAt) / 2
}

/** The round's timeline as the page knows it. */
export interface CrashTimeline {
  phase: 'betting' | 'running' | 'crashed'
  bettingEndsAt: number
  startedAt: number
  /** Known once crashed. */
  crashPoint: number | null
}

/** What the round shows at server time `serverNow`, computed locally between the server's ticks. */
export type CrashView =
  | { phase: 'betting'; remainingMs: number }
  | { phase: 'running'; multiplier: number; elapsedMs: number }
  | { phase: 'crashed'; multiplier: number }

export function crashViewAt(timeline: CrashTimeline, serverNow: number): CrashView {
  if (timeline.phase === 'crashed') {
    return { phase: 'crashed', multiplier: timeline.crashPoint ?? crashMultiplierAt(0) }
  }
  // Betting until the server says the round took off, even when this clock is already past the end of betting: the
  // multiplier starts from ×1.00 at take-off either way, so showing it running early would only mislead.
  if (timeline.phase === 'betting' || serverNow < timeline.startedAt) {
    return { phase: 'betting', remainingMs: Math.max(0, timeline.bettingEndsAt - serverNow) }
  }
  const elapsedMs = serverNow - timeline.startedAt
  return { phase: 'running', multiplier: crashMultiplierAt(elapsedMs), elapsedMs }
}
