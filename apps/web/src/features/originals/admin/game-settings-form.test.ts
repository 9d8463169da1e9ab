import { defaultOriginalsSettings } from '@khela/contracts/originals'
import { describe, expect, it } from 'vitest'
import {
  gameSettingsForm,
  gameSettingsFromValues,
  gameSettingsValues,
  parseEdgePercent,
} from './game-settings-form.ts'

describe('parseEdgePercent', () => {
  it('reads a percentage with up to two decimals as basis points', () => {
    expect(parseEdgePercent('2')).toBe(200)
    expect(parseEdgePercent('1.5')).toBe(150)
    expect(parseEdgePercent(' 4.75 % ')).toBe(475)
    expect(parseEdgePercent('১.২৫')).toBe(125)
  })

  it('refuses three decimals, signs and words', () => {
    for (const text of ['1.005', '-1', 'two', '', '1e2']) expect(parseEdgePercent(text), text).toBeNull()
  })
})

describe('the game settings form', () => {
  it('shows the settings in taka and percent and gives them back unchanged', () => {
    const values = gameSettingsValues(defaultOriginalsSettings)
    expect(values.games.dice).toEqual({ isEnabled: true, minStake: '10', maxStake: '50000', edge: '1.00' })
    expect(values.crashRoundPayoutCap).toBe('10000000')
    expect(values.maxPayoutPerBet).toBe('10000000')
    expect(gameSettingsFromValues(values)).toEqual({ settings: defaultOriginalsSettings })
  })

  it('sends an edge of 2 % as 200 basis points and taka as poisha', () => {
    const values = gameSettingsValues(defaultOriginalsSettings)
    values.games.dice = { isEnabled: false, minStake: '20.50', maxStake: '1,000', edge: '2' }
    const result = gameSettingsFromValues(values)
    expect(result).toMatchObject({
      settings: { games: { dice: { isEnabled: false, minStake: 2050, maxStake: 100_000, edgeBps: 200 } } },
    })
  })

  it('names each field to correct with the API’s field names', () => {
    const values = gameSettingsValues(defaultOriginalsSettings)
    values.games.dice = { isEnabled: true, minStake: '100', maxStake: '50', edge: '5.01' }
    values.games.limbo = { isEnabled: true, minStake: '', maxStake: 'ten', edge: '0.99' }
    values.crashRoundPayoutCap = '0'
    values.maxPayoutPerBet = ''
    values.games.crash.maxStake = '10000000.01'
    expect(gameSettingsFromValues(values)).toEqual({
      errors: {
        'games.dice.maxStake': 'MAX_BELOW_MIN',
        'games.dice.edgeBps': 'EDGE_OUT_OF_RANGE',
        'games.limbo.minStake': 'REQUIRED',
        'games.limbo.maxStake': 'AMOUNT_INVALID',
        'games.limbo.edgeBps': 'EDGE_OUT_OF_RANGE',
        'games.crash.maxStake': 'AMOUNT_ABOVE_MAXIMUM',
        crashRoundPayoutCap: 'AMOUNT_INVALID',
        maxPayoutPerBet: 'REQUIRED',
      },
    })
  })

  it('checks the form by the same rules, the edge’s problem on the percentage typed', () => {
    const values = gameSettingsValues(defaultOriginalsSettings)
    expect(gameSettingsForm.parse(values)).toEqual(defaultOriginalsSettings)
    values.games.dice.edge = '5.01'
    values.maxPayoutPerBet = ''
    const refused = gameSettingsForm.safeParse(values)
    expect(refused.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ['games', 'dice', 'edge'], message: 'EDGE_OUT_OF_RANGE' },
      { path: ['maxPayoutPerBet'], message: 'REQUIRED' },
    ])
  })
})
