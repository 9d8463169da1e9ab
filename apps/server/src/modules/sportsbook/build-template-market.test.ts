import { describe, expect, it } from 'vitest'
import { buildTemplateMarket, tradableTemplates, tradedMarketExternalId } from './build-template-market.ts'

const teams = { home: { en: 'Dhaka', bn: 'ঢাকা' }, away: { en: 'Sylhet', bn: 'সিলেট' } }
const fieldsOf = (build: () => unknown) => {
  try {
    build()
  } catch (error) {
    return (error as { fields?: Record<string, string> }).fields
  }
  return undefined
}

describe('the templates a trader can add', () => {
  it("lists a sport's templates, without the player ones for an event with no squad, saying which need a line or a side", () => {
    const cricket = tradableTemplates('cricket', teams)
    const codes = cricket.map((template) => template.code)
    expect(codes).toContain('match_winner')
    expect(codes).not.toContain('top_batter')
    expect(codes).not.toContain('player_runs')
    expect(cricket.find((template) => template.code === 'match_winner')).toMatchObject({
      hasLine: false,
      needsSide: false,
      marginBasisPoints: 500,
    })
    expect(cricket.find((template) => template.code === 'team_total_runs')).toMatchObject({
      hasLine: true,
      needsSide: true,
    })
    expect(tradableTemplates('curling', teams)).toEqual([])
  })

  it('builds names and selections from the participants, line and side', () => {
    const market = buildTemplateMarket('soccer', teams, { template: 'total_goals', line: 2500, side: null })
    expect(market.selections.map((selection) => selection.name.en)).toEqual(['Over 2.5', 'Under 2.5'])
    const team = buildTemplateMarket('cricket', teams, {
      template: 'team_total_runs',
      line: 150_500,
      side: 'away',
    })
    expect(team.name.en).toBe('Sylhet total runs')
  })

  it('refuses on the field to correct', () => {
    expect(
      fieldsOf(() => buildTemplateMarket('cricket', teams, { template: 'nope', line: null, side: null })),
    ).toEqual({ template: 'INVALID_CHOICE' })
    expect(
      fieldsOf(() =>
        buildTemplateMarket('soccer', teams, { template: 'total_goals', line: null, side: null }),
      ),
    ).toEqual({ line: 'LINE_REQUIRED' })
    expect(
      fieldsOf(() =>
        buildTemplateMarket('cricket', teams, { template: 'team_total_runs', line: 1500, side: null }),
      ),
    ).toEqual({ side: 'SIDE_REQUIRED' })
  })

  it('offers the player markets once a squad has the players they need', () => {
    const one = [{ key: 'tamim-iqbal', name: { en: 'Tamim Iqbal', bn: 'তামিম ইকবাল' } }]
    const two = [...one, { key: 'litton-das', name: { en: 'Litton Das', bn: 'লিটন দাস' } }]
    const offered = (squads: { home: typeof one; away: typeof one }) =>
      tradableTemplates('cricket', { ...teams, squads }).map((template) => template.code)
    expect(offered({ home: [], away: one })).toContain('player_runs')
    expect(offered({ home: [], away: one })).not.toContain('top_batter')
    expect(offered({ home: two, away: [] })).toContain('top_batter')
    const squads = { home: two, away: one }
    expect(
      fieldsOf(() =>
        buildTemplateMarket(
          'cricket',
          { ...teams, squads },
          { template: 'top_batter', line: null, side: 'away' },
        ),
      ),
    ).toEqual({ side: 'SQUAD_TOO_SMALL' })
    const runs = buildTemplateMarket(
      'cricket',
      { ...teams, squads },
      { template: 'player_runs', line: 30_500, side: 'away', player: 'tamim-iqbal' },
    )
    expect(runs.name).toEqual({ en: 'Tamim Iqbal runs', bn: 'তামিম ইকবাল রান' })
    expect(runs).toMatchObject({ squadSide: 'away', playerKey: 'tamim-iqbal' })
    expect(
      tradedMarketExternalId(
        'e1',
        { template: 'player_runs', line: 30_500, side: 'away', player: 'tamim-iqbal' },
        runs.template,
      ),
    ).toBe('e1:player_runs:30500:away:tamim-iqbal')
  })

  it('keys a market by event, template, line and side, ignoring a line the template has none of', () => {
    const { template } = buildTemplateMarket('cricket', teams, { template: 'toss', line: null, side: null })
    expect(tradedMarketExternalId('e1', { template: 'toss', line: 2500, side: null }, template)).toBe(
      'e1:toss::',
    )
  })
})
