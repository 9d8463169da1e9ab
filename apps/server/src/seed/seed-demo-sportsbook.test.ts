import { describe, expect, it } from 'vitest'
import { formatLine } from '../modules/sportsbook/market-templates.ts'
import { overroundOf } from '../modules/sportsbook/price-outcomes.ts'
import { buildDemoFixtures } from './seed-demo-sportsbook.ts'

describe('the demo fixtures', () => {
  const now = new Date('2026-03-10T09:30:00Z')
  const fixtures = buildDemoFixtures(now)

  it('are the same whenever they are built, and all start after now', () => {
    expect(buildDemoFixtures(now)).toEqual(fixtures)
    const later = buildDemoFixtures(new Date('2026-03-10T20:00:00Z'))
    expect(later).toEqual(
      fixtures.filter((fixture) => fixture.event.startsAt > new Date('2026-03-10T20:00:00Z')),
    )
    expect(fixtures.every((fixture) => fixture.event.startsAt > now)).toBe(true)
  })

  it('give every cricket side a squad of eleven, which its top batter and player runs markets name', () => {
    const cricket = fixtures.filter((fixture) => fixture.competition.sportSlug === 'cricket')
    expect(cricket.length).toBeGreaterThan(0)
    for (const { event, markets } of cricket) {
      const squads = event.squads
      if (!squads) throw new Error(`${event.externalId} has no squads`)
      expect(squads.home).toHaveLength(11)
      expect(new Set(squads.away.map((player) => player.key)).size).toBe(11)
      for (const side of ['home', 'away'] as const) {
        const topBatter = markets.find((market) => market.externalId.endsWith(`:top_batter:${side}`))
        expect(topBatter?.selections.map((selection) => selection.code)).toEqual(
          squads[side].map((player) => player.key),
        )
      }
      const runs = markets.filter((market) => market.template === 'player_runs')
      expect(runs.map((market) => [market.squadSide, market.playerKey])).toEqual([
        ['home', squads.home[0]?.key],
        ['home', squads.home[2]?.key],
        ['away', squads.away[0]?.key],
        ['away', squads.away[2]?.key],
      ])
      expect(runs.map((market) => market.name.en)).toEqual(
        [squads.home[0], squads.home[2], squads.away[0], squads.away[2]].map(
          (player) => `${player?.name.en} runs`,
        ),
      )
    }
    const football = fixtures.find((fixture) => fixture.competition.sportSlug === 'soccer')
    expect(football?.event.squads).toBeUndefined()
  })

  it('spread 30 to 60 events over the five sports', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(30)
    expect(fixtures.length).toBeLessThanOrEqual(60)
    expect(new Set(fixtures.map((fixture) => fixture.competition.sportSlug))).toEqual(
      new Set(['cricket', 'soccer', 'tennis', 'kabaddi', 'esports']),
    )
  })

  it('price every market as a book with a margin, and never one team against itself', () => {
    for (const { event, markets } of fixtures) {
      expect(event.home.en).not.toBe(event.away.en)
      expect(new Set(markets.map((market) => market.externalId)).size).toBe(markets.length)
      for (const market of markets) {
        const prices = market.selections.map((selection) => selection.price)
        expect(prices.every((price) => Number.isInteger(price) && price > 1000)).toBe(true)
        if (market.template !== 'double_chance')
          expect(overroundOf(prices), market.externalId).toBeGreaterThan(0)
      }
    }
  })
})

describe('lines as people write them', () => {
  it('turns thousandths into decimals', () => {
    expect(formatLine(2500)).toBe('2.5')
    expect(formatLine(-1500)).toBe('-1.5')
    expect(formatLine(1500, { signed: true })).toBe('+1.5')
    expect(formatLine(2250)).toBe('2.25')
    expect(formatLine(0, { signed: true })).toBe('0')
    expect(formatLine(165_500)).toBe('165.5')
  })
})
