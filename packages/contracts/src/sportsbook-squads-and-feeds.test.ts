import { describe, expect, it } from 'vitest'
import { eventCreate, eventSquads } from './admin-sportsbook.ts'
import { feedSourceUrl } from './sportsbook-feed-sources.ts'

const player = (key: string, en = 'Tamim Iqbal', bn = 'তামিম ইকবাল') => ({ key, name: { en, bn } })
const issuesOf = (value: unknown) =>
  eventSquads.safeParse(value).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? []

describe('squads', () => {
  it('takes each side its players, keys unique within a side and free to repeat across sides', () => {
    expect(
      issuesOf({ home: [player('tamim-iqbal'), player('litton-das')], away: [player('tamim-iqbal')] }),
    ).toEqual([])
  })

  it('refuses a key repeated within a side on the repeat, naming its place', () => {
    expect(issuesOf({ home: [player('a'), player('b'), player('a')], away: [] })).toEqual([
      ['home.2.key', 'DUPLICATE'],
    ])
  })

  it('refuses keys that are not lowercase words joined by dashes, and names missing in a language', () => {
    expect(issuesOf({ home: [player('Tamim')], away: [player('tamim--iqbal')] })).toEqual([
      ['home.0.key', 'INVALID_FORMAT'],
      ['away.0.key', 'INVALID_FORMAT'],
    ])
    expect(issuesOf({ home: [player('tamim', 'Tamim', '  ')], away: [] })).toEqual([
      ['home.0.name.bn', 'REQUIRED'],
    ])
  })

  it('refuses more than thirty players a side', () => {
    const many = Array.from({ length: 31 }, (_, index) => player(`p${index}`))
    expect(issuesOf({ home: many, away: [] })).toEqual([['home', 'TOO_MANY']])
  })

  it('lets an event be created without squads, as empty ones', () => {
    const parsed = eventCreate.parse({
      competitionId: '6f1c2b9e-4a53-4a8e-9d0e-1f2a3b4c5d6e',
      home: { en: 'Dhaka', bn: 'ঢাকা' },
      away: { en: 'Sylhet', bn: 'সিলেট' },
      startsAt: '2026-12-01T19:30',
    })
    expect(parsed.squads).toEqual({ home: [], away: [] })
  })
})

describe('feed source addresses', () => {
  const codeOf = (url: string) => feedSourceUrl.safeParse(url).error?.issues[0]?.message ?? null
  it('takes http and https addresses only, naming any other scheme', () => {
    expect(codeOf('https://feeds.example.com/cricket.json')).toBeNull()
    expect(codeOf('http://127.0.0.1:8080/feed?day=today')).toBeNull()
    expect(codeOf('file:///etc/passwd')).toBe('URL_SCHEME_NOT_ALLOWED')
    expect(codeOf('FTP://example.com/feed.json')).toBe('URL_SCHEME_NOT_ALLOWED')
    expect(codeOf('javascript:alert(1)')).toBe('URL_SCHEME_NOT_ALLOWED')
    expect(codeOf('feeds.example.com/cricket.json')).toBe('INVALID_URL')
    expect(codeOf('https://user:secret@example.com/feed')).toBe('INVALID_URL')
    expect(codeOf('https://example.com/a feed')).toBe('INVALID_URL')
    // What the pattern lets through but no URL parser reads: a port out of range, an unreadable host.
    for (const unreadable of ['http://host:99999/', 'http://[zz]/', 'http://a%zz/'])
      expect(codeOf(unreadable), unreadable).toBe('INVALID_URL')
  })
})
