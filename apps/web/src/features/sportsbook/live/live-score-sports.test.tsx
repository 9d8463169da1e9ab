import type { LiveCommentaryLine, LiveState } from '@khela/contracts/sportsbook-live'
import { exampleFootball, exampleTennis } from '@khela/contracts/sportsbook-live-feed-example'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, describe, expect, it } from 'vitest'
import { provideCataloguesForPrerender } from '../../../lib/i18n.ts'
import bnCatalogue from '../../../locales/bn/sportsbook.json'
import enCatalogue from '../../../locales/en/sportsbook.json'
import { LiveCommentary } from './live-commentary.tsx'
import { LiveScoreSummary } from './live-score-summary.tsx'
import { LiveScoreboard } from './live-scoreboard.tsx'
import { LiveStatusBanner } from './live-status-banner.tsx'

const footballEvent = {
  home: { en: 'Abahani', bn: 'আবাহনী' },
  away: { en: 'Mohammedan', bn: 'মোহামেডান' },
}
const tennisEvent = {
  home: { en: 'A. Rahman', bn: 'এ. রহমান' },
  away: { en: 'B. Karim', bn: 'বি. করিম' },
}
const noSquads = { home: [], away: [] }

const liveState = (score: LiveState['score'], overrides: Partial<LiveState> = {}): LiveState => ({
  seq: 88,
  score,
  bettingStopped: false,
  silentSince: null,
  commentary: [],
  ...overrides,
})

/** The text a screen reader meets: tags out, the minute's apostrophe unescaped, whitespace squeezed. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&#x27;', "'")
    .replace(/\s+/g, ' ')
    .trim()

function inLanguage(language: 'en' | 'bn') {
  provideCataloguesForPrerender(language, { sportsbook: language === 'en' ? enCatalogue : bnCatalogue })
}

afterAll(() => inLanguage('en'))

describe('a football scoreboard', () => {
  it('is a region named by the teams, with the period, the minute, and each side’s goals and cards', () => {
    inLanguage('en')
    const html = renderToStaticMarkup(
      <LiveScoreboard event={footballEvent} live={liveState(exampleFootball())} squads={noSquads} />,
    )
    expect(html).toMatch(/<section aria-label="Live score: Abahani v Mohammedan"/)
    const text = textOf(html)
    expect(text).toContain("2nd half 67' Minute 67")
    expect(text).toContain('Abahani 1 0 1 yellow, 0 red Goals 2')
    expect(text).toContain('Mohammedan 3 1 3 yellow, 1 red Goals 1')
    expect(text).not.toContain('Innings')
    expect(html).not.toContain('aria-live')
  })

  it('writes added time, and everything in Bengali words and digits', () => {
    inLanguage('bn')
    const score = exampleFootball({ period: 'first_half', minute: 45, addedMinute: 2 })
    const text = textOf(
      renderToStaticMarkup(
        <LiveScoreboard event={footballEvent} live={liveState(score)} squads={noSquads} />,
      ),
    )
    expect(text).toContain("প্রথমার্ধ ৪৫+২' ৪৫ মিনিট, যোগ করা ২ মিনিট")
    expect(text).toContain('আবাহনী ১ ০ ১টি হলুদ, ০টি লাল গোল ২')
    expect(text).not.toMatch(/[0-9]/)
  })

  it('puts the score, the minute and red cards in a line for the board, with betting paused', () => {
    inLanguage('en')
    const text = textOf(
      renderToStaticMarkup(
        <LiveScoreSummary
          event={footballEvent}
          live={liveState(exampleFootball(), { bettingStopped: true })}
        />,
      ),
    )
    expect(text).toBe("2–1 Abahani 2, Mohammedan 1 2nd half 67' Minute 67 Red cards 0–1 Betting paused")
    const calm = textOf(
      renderToStaticMarkup(
        <LiveScoreSummary
          event={footballEvent}
          live={liveState(exampleFootball({ redCards: { home: 0, away: 0 } }))}
        />,
      ),
    )
    expect(calm).not.toContain('Red cards')
  })

  it('waits for play, not for the first ball, before the first score', () => {
    inLanguage('bn')
    const waiting = liveState(null)
    expect(
      textOf(renderToStaticMarkup(<LiveScoreSummary event={footballEvent} live={waiting} sport="soccer" />)),
    ).toBe('খেলা শুরু হলে স্কোর দেখা যাবে।')
    inLanguage('en')
    expect(
      textOf(
        renderToStaticMarkup(
          <LiveScoreboard event={tennisEvent} live={waiting} squads={noSquads} sport="tennis" />,
        ),
      ),
    ).toBe('The score appears once play starts.')
  })

  it('says betting is paused, not that a ball is in progress', () => {
    inLanguage('en')
    const stopped = liveState(exampleFootball(), { bettingStopped: true })
    expect(textOf(renderToStaticMarkup(<LiveStatusBanner live={stopped} />))).toBe(
      'Betting paused — it resumes shortly',
    )
  })
})

describe('a tennis scoreboard', () => {
  it('is a table of the players, the server marked, with sets, games of each set and points', () => {
    inLanguage('en')
    const html = renderToStaticMarkup(
      <LiveScoreboard event={tennisEvent} live={liveState(exampleTennis())} squads={noSquads} />,
    )
    expect(html).toMatch(/<section aria-label="Live score: A. Rahman v B. Karim"/)
    expect(html).toContain('<th scope="col"')
    expect(html.match(/<th scope="row"/g)).toHaveLength(2)
    const text = textOf(html)
    expect(text).toContain('Player Sets Set 1 Set 2 Set 3 Points')
    expect(text).toContain('A. Rahman ● (serving) 1 6 3 3 30')
    expect(text).toContain('B. Karim 1 4 6 2 15')
  })

  it('counts a tiebreak, says advantage, and writes Bengali', () => {
    inLanguage('bn')
    const tiebreak = exampleTennis({
      games: [
        [6, 4],
        [6, 6],
      ],
      sets: { home: 1, away: 0 },
      points: null,
      tiebreakPoints: { home: 4, away: 3 },
      server: 'away',
    })
    const text = textOf(
      renderToStaticMarkup(
        <LiveScoreboard event={tennisEvent} live={liveState(tiebreak)} squads={noSquads} />,
      ),
    )
    expect(text).toContain('খেলোয়াড় সেট সেট ১ সেট ২ টাইব্রেক')
    expect(text).toContain('এ. রহমান ১ ৬ ৬ ৪')
    expect(text).toContain('বি. করিম ● (সার্ভ করছেন) ০ ৪ ৬ ৩')
    expect(text).not.toMatch(/[0-9]/)
    inLanguage('en')
    const advantage = exampleTennis({ points: { home: '40', away: 'AD' } })
    expect(
      textOf(renderToStaticMarkup(<LiveScoreSummary event={tennisEvent} live={liveState(advantage)} />)),
    ).toBe('Sets 1–1 6–4, 3–6, 3–2 40–AD A. Rahman (serving)')
  })
})

describe('commentary labels by sport', () => {
  const line = (overs: string, seq: number): LiveCommentaryLine => ({
    seq,
    overs,
    text: { en: `Line ${seq}`, bn: `লাইন ${seq}` },
    at: '2026-12-01T15:10:00Z',
  })

  it('labels football by the minute and tennis by set and games, in the reader’s language', () => {
    inLanguage('en')
    const football = textOf(
      renderToStaticMarkup(<LiveCommentary sport="soccer" lines={[line("90+3'", 2), line("67'", 1)]} />),
    )
    expect(football).toBe("Live commentary 90+3' Minute 90 plus 3 Line 2 67' Minute 67 Line 1")
    inLanguage('bn')
    const tennis = textOf(
      renderToStaticMarkup(<LiveCommentary sport="tennis" lines={[line('Set 2, 3–2', 1)]} />),
    )
    expect(tennis).toBe('লাইভ ধারাভাষ্য সেট ২, ৩–২ সেট ২, ৩–২ লাইন 1')
  })
})
