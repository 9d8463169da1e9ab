import { exampleChase } from '@khela/contracts/sportsbook-live-feed-example'
import { describe, expect, it } from 'vitest'
import { findMessage, formatMessage } from '../../../lib/format-message.ts'
import enCatalogue from '../../../locales/en/sportsbook.json'
import {
  ballChipText,
  ballLabel,
  ballMeaning,
  ballTone,
  chaseNeed,
  oversText,
  playerNameFromKey,
  rateText,
} from './live-score-format.ts'

const t = (key: string, values?: Record<string, string | number>) => {
  expect(findMessage(enCatalogue, key), key).toBeDefined()
  return formatMessage(enCatalogue, key, values)
}

const score = exampleChase

describe('rateText', () => {
  it('writes hundredths as runs an over with two decimals', () => {
    expect(rateText(808, 'en')).toBe('8.08')
    expect(rateText(1107, 'en')).toBe('11.07')
    expect(rateText(750, 'en')).toBe('7.50')
    expect(rateText(5, 'en')).toBe('0.05')
    expect(rateText(0, 'en')).toBe('0.00')
  })

  it('uses Bengali digits on Bengali pages', () => {
    expect(rateText(808, 'bn')).toBe('৮.০৮')
    expect(oversText('12.3', 'bn')).toBe('১২.৩')
    expect(oversText('12.3', 'en')).toBe('12.3')
  })
})

describe('balls', () => {
  it('reads every code of the feed', () => {
    expect(['0', '1', '2', '4', '6', 'W', 'wd', 'nb', 'nb4'].map(ballMeaning)).toEqual([
      { kind: 'dot', runs: 0 },
      { kind: 'single', runs: 1 },
      { kind: 'runs', runs: 2 },
      { kind: 'four', runs: 4 },
      { kind: 'six', runs: 6 },
      { kind: 'wicket', runs: 0 },
      { kind: 'wide', runs: 1 },
      { kind: 'noBall', runs: 0 },
      { kind: 'noBallRuns', runs: 4 },
    ])
  })

  it('marks boundaries, wickets and extras apart from plain runs', () => {
    expect(['0', '3', '4', '6', 'W', 'wd', 'nb2'].map((code) => ballTone(ballMeaning(code)))).toEqual([
      'plain',
      'plain',
      'boundary',
      'boundary',
      'wicket',
      'extra',
      'extra',
    ])
  })

  it('gives each chip a short text and a name in words', () => {
    const codes = ['0', '1', '3', '4', '6', 'W', 'wd', 'nb', 'nb6']
    expect(codes.map((code) => ballChipText(ballMeaning(code), t, 'en'))).toEqual([
      '0',
      '1',
      '3',
      '4',
      '6',
      'W',
      'wd',
      'nb',
      'nb6',
    ])
    expect(codes.map((code) => ballLabel(ballMeaning(code), t))).toEqual([
      'Dot ball',
      'One run',
      '3 runs',
      'Four',
      'Six',
      'Wicket',
      'Wide',
      'No-ball',
      'No-ball, 6 off the bat',
    ])
    expect(ballChipText(ballMeaning('6'), t, 'bn')).toBe('৬')
  })
})

describe('chaseNeed', () => {
  it('counts the runs and legal balls the chasing side still needs', () => {
    expect(chaseNeed(score())).toEqual({ runs: 65, balls: 45 })
  })

  it('is null in the first innings and once the target is reached', () => {
    expect(chaseNeed(score({ innings: 1, target: null, requiredRate: null }))).toBeNull()
    expect(chaseNeed(score({ runs: 166, requiredRate: null }))).toBeNull()
  })
})

describe('playerNameFromKey', () => {
  it('writes a squad key as a name', () => {
    expect(playerNameFromKey('litton-das')).toBe('Litton Das')
    expect(playerNameFromKey('shakib')).toBe('Shakib')
  })
})
