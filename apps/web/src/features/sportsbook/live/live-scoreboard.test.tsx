import type { LiveCommentaryLine, LiveEventDetail, LiveState } from '@khela/contracts/sportsbook-live'
import { exampleChase } from '@khela/contracts/sportsbook-live-feed-example'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, describe, expect, it } from 'vitest'
import { provideCataloguesForPrerender } from '../../../lib/i18n.ts'
import bnCatalogue from '../../../locales/bn/sportsbook.json'
import enCatalogue from '../../../locales/en/sportsbook.json'
import { LiveCommentary } from './live-commentary.tsx'
import { LiveScoreSummary } from './live-score-summary.tsx'
import { LiveScoreboard } from './live-scoreboard.tsx'
import { LiveStatusBanner } from './live-status-banner.tsx'

const event = {
  home: { en: 'Sylhet Strikers', bn: 'সিলেট স্ট্রাইকার্স' },
  away: { en: 'Dhaka Capitals', bn: 'ঢাকা ক্যাপিটালস' },
}

const squads: LiveEventDetail['squads'] = {
  home: [{ key: 'taskin-ahmed', name: { en: 'Taskin Ahmed', bn: 'তাসকিন আহমেদ' } }],
  away: [
    { key: 'litton-das', name: { en: 'Litton Das', bn: 'লিটন দাস' } },
    { key: 'towhid-hridoy', name: { en: 'Towhid Hridoy', bn: 'তাওহিদ হৃদয়' } },
  ],
}

const chase = exampleChase

const liveState = (overrides: Partial<LiveState> = {}): LiveState => ({
  seq: 412,
  score: chase(),
  bettingStopped: false,
  silentSince: null,
  commentary: [],
  ...overrides,
})

/** Lines newest first, as the server sends them: over 0.1 is the oldest. */
const commentary = (count: number): LiveCommentaryLine[] =>
  Array.from({ length: count }, (_, index) => {
    const ball = count - index
    return {
      seq: ball * 6,
      overs: `${Math.floor(ball / 6)}.${ball % 6}`,
      text: { en: `Ball ${ball} in English`, bn: `বল ${ball} বাংলায়` },
      at: '2026-12-01T15:10:00Z',
    }
  })

/** The text a screen reader meets: tags out, whitespace squeezed. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

function inLanguage(language: 'en' | 'bn') {
  provideCataloguesForPrerender(language, { sportsbook: language === 'en' ? enCatalogue : bnCatalogue })
}

afterAll(() => inLanguage('en'))

describe('LiveScoreboard', () => {
  it('is a region named by the teams, with the chase, rates, batters, bowler and last balls', () => {
    inLanguage('en')
    const html = renderToStaticMarkup(<LiveScoreboard event={event} live={liveState()} squads={squads} />)
    expect(html).toMatch(/<section aria-label="Live score: Sylhet Strikers v Dhaka Capitals"/)
    const text = textOf(html)
    expect(text).toContain('Innings 2')
    expect(text).toContain('Dhaka Capitals Batting 101/3 101 for 3 12.3 of 20 overs')
    expect(text).toContain('Sylhet Strikers First innings 165')
    expect(text).toContain('Run rate 8.08 Target 166 Required rate 11.07')
    expect(text).toContain('Needs 65 from 45 balls')
    expect(text).toContain('Litton Das * (on strike) 44 (31) 44 runs off 31 balls')
    expect(text).toContain('Towhid Hridoy 12 (10)')
    expect(text).toContain('Taskin Ahmed 1-21 (2.3) 1 wickets for 21 runs in 2.3 overs')
    expect(html).toContain('<ol aria-label="Last balls"')
    expect(text).toContain('1 One run 4 Four wd Wide W Wicket 0 Dot ball nb4 No-ball, 4 off the bat')
    expect(html).not.toContain('aria-live')
  })

  it('writes numbers in Bengali digits and names in Bengali, and names a missing player by the key', () => {
    inLanguage('bn')
    const html = renderToStaticMarkup(
      <LiveScoreboard
        event={event}
        live={liveState({ score: chase({ nonStriker: { key: 'mahmudullah', runs: 0, balls: 0 } }) })}
        squads={squads}
      />,
    )
    const text = textOf(html)
    expect(html).toContain('aria-label="লাইভ স্কোর: সিলেট স্ট্রাইকার্স বনাম ঢাকা ক্যাপিটালস"')
    expect(text).toContain('১০১/৩')
    expect(text).toContain('৩ উইকেটে ১০১ রান')
    expect(text).toContain('২০ ওভারের ১২.৩ ওভার')
    expect(text).toContain('৮.০৮')
    expect(text).toContain('১১.০৭')
    expect(text).toContain('৪৫ বলে দরকার ৬৫ রান')
    expect(text).toContain('লিটন দাস')
    expect(text).toContain('তাসকিন আহমেদ')
    expect(html).toContain('<span lang="en">Mahmudullah</span>')
    expect(text).toContain('উই উইকেট')
    expect(text).not.toMatch(/[0-9]/)
  })

  it('shows the first innings with the other side yet to bat, and waits for the first score', () => {
    inLanguage('en')
    const first = chase({ innings: 1, batting: 'home', target: null, requiredRate: null })
    const text = textOf(
      renderToStaticMarkup(
        <LiveScoreboard event={event} live={liveState({ score: first })} squads={squads} />,
      ),
    )
    expect(text).toContain('Dhaka Capitals Yet to bat')
    expect(text).not.toContain('Target')
    expect(text).not.toContain('Required rate')
    expect(
      textOf(
        renderToStaticMarkup(
          <LiveScoreboard event={event} live={liveState({ score: null })} squads={squads} />,
        ),
      ),
    ).toBe('The score appears with the first ball.')
  })
})

describe('LiveStatusBanner', () => {
  it('is a polite status, empty while betting is open', () => {
    inLanguage('en')
    expect(renderToStaticMarkup(<LiveStatusBanner live={liveState()} />)).toBe('<div role="status"></div>')
    expect(
      textOf(renderToStaticMarkup(<LiveStatusBanner live={liveState({ bettingStopped: true })} />)),
    ).toBe('Ball in progress — betting resumes after it')
    const silent = liveState({ bettingStopped: true, silentSince: '2026-12-01T15:10:00Z' })
    expect(textOf(renderToStaticMarkup(<LiveStatusBanner live={silent} />))).toBe(
      'Live data interrupted — markets suspended',
    )
  })
})

describe('LiveCommentary', () => {
  it('shows the newest twelve lines in the reader’s language, with more on request', () => {
    inLanguage('en')
    const html = renderToStaticMarkup(<LiveCommentary lines={commentary(20)} />)
    expect(html.match(/<li /g)).toHaveLength(12)
    const text = textOf(html)
    expect(text.startsWith('Ball-by-ball commentary 3.2 Over 3.2 Ball 20 in English')).toBe(true)
    expect(text).toContain('Ball 9 in English')
    expect(text).not.toContain('Ball 8 in English')
    expect(text.endsWith('Show more')).toBe(true)
  })

  it('has no "show more" when every line is shown, and says when there is none yet', () => {
    inLanguage('bn')
    const html = renderToStaticMarkup(<LiveCommentary lines={commentary(3)} />)
    expect(textOf(html)).toContain('০.৩ ওভার ০.৩ বল 3 বাংলায়')
    expect(html).not.toContain('<button')
    expect(textOf(renderToStaticMarkup(<LiveCommentary lines={[]} />))).toContain(
      'প্রথম বল থেকে ধারাভাষ্য শুরু হবে।',
    )
  })
})

describe('LiveScoreSummary', () => {
  it('puts the batting side’s score, the chase and a ball in progress in a line for the board', () => {
    inLanguage('en')
    const text = textOf(
      renderToStaticMarkup(<LiveScoreSummary event={event} live={liveState({ bettingStopped: true })} />),
    )
    expect(text).toContain('Dhaka Capitals 101/3 101 for 3 12.3 ov Target 166 Required rate 11.07')
    expect(text).toContain('Ball in progress')
  })
})
