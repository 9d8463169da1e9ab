import { describe, expect, it } from 'vitest'
import {
  gameFileRow,
  isIpAddress,
  maskSecret,
  parseGameFile,
  providerCredentialsUpdate,
} from './provider-setup.ts'

describe('isIpAddress', () => {
  it('accepts IPv4 and IPv6 forms', () => {
    for (const address of [
      '203.0.113.7',
      '0.0.0.0',
      '2001:db8::1',
      '::1',
      '::',
      'fe80::1:2:3:4',
      '::ffff:10.0.0.1',
    ]) {
      expect(isIpAddress(address), address).toBe(true)
    }
  })

  it('refuses what is not an address', () => {
    for (const address of [
      '256.1.1.1',
      '1.2.3',
      '01.2.3.4',
      'example.com',
      '2001:db8:::1',
      '1:2:3:4:5:6:7:8:9',
      'g::1',
    ]) {
      expect(isIpAddress(address), address).toBe(false)
    }
  })
})

describe('providerCredentialsUpdate', () => {
  it('splits the address list on commas, spaces and new lines, dropping repeats', () => {
    const parsed = providerCredentialsUpdate.parse({ providerIps: '203.0.113.7, 2001:db8::1\n203.0.113.7' })
    expect(parsed.providerIps).toEqual(['203.0.113.7', '2001:db8::1'])
    expect(parsed.clear).toEqual([])
  })
})

describe('maskSecret', () => {
  it('shows the last four characters of a long secret only', () => {
    expect(maskSecret('abcdefgh1234')).toBe('••••••1234')
    expect(maskSecret('2468')).toBe('••••••')
  })
})

describe('parseGameFile', () => {
  it('reads quoted CSV cells with commas, quotes and new lines, numbering rows after the header', () => {
    const parsed = parseGameFile({
      fileName: 'Games.CSV',
      content: '\uFEFFCode,Title\r\n"a-1","Big ""Win"", Deluxe"\r\nb-2,"Two\nlines"\r\n\r\n',
    })
    expect(parsed).toEqual({
      ok: true,
      rows: [
        { row: 1, values: { code: 'a-1', title: 'Big "Win", Deluxe' } },
        { row: 2, values: { code: 'b-2', title: 'Two\nlines' } },
      ],
    })
  })

  it('names what is wrong with a whole file', () => {
    expect(parseGameFile({ fileName: 'games.xlsx', content: 'x' })).toMatchObject({
      problem: { code: 'FILE_TYPE' },
    })
    expect(parseGameFile({ fileName: 'g.csv', content: 'code,title,colour\n' })).toMatchObject({
      problem: { code: 'FILE_COLUMNS', detail: 'unknown: colour' },
    })
    expect(parseGameFile({ fileName: 'g.csv', content: 'title\nx' })).toMatchObject({
      problem: { code: 'FILE_COLUMNS', detail: 'missing: code' },
    })
    // Measured in UTF-8 bytes, as on disk: 700,000 Bengali letters are 2.1 MB.
    expect(
      parseGameFile({ fileName: 'g.csv', content: `code,title\nx,${'ক'.repeat(700_000)}` }),
    ).toMatchObject({
      problem: { code: 'FILE_TOO_BIG' },
    })
    expect(parseGameFile({ fileName: 'g.json', content: '{' })).toMatchObject({
      problem: { code: 'FILE_UNREADABLE' },
    })
    expect(parseGameFile({ fileName: 'g.json', content: '{"games": []}' })).toMatchObject({
      problem: { code: 'FILE_EMPTY' },
    })
  })
})

describe('gameFileRow', () => {
  it('turns CSV cells into a game: yes/no flags, RTP in basis points, categories split on |', () => {
    const row = gameFileRow.parse({
      code: 'x-1',
      title: ' X ',
      categories: 'Slots| main:casino |',
      popular: 'YES',
      new: '',
      rtp: '96.55%',
      status: 'Inactive',
      position: '7',
    })
    expect(row).toEqual({
      code: 'x-1',
      title: 'X',
      categories: ['slots', 'main:casino'],
      popular: true,
      rtp: 9655,
      status: 'inactive',
      position: 7,
    })
  })

  it('names the problem of a bad cell', () => {
    const problemOf = (values: object) =>
      gameFileRow.safeParse({ code: 'x', title: 'X', ...values }).error?.issues[0]?.message
    expect(problemOf({ rtp: '100.5' })).toBe('RTP_OUT_OF_RANGE')
    expect(problemOf({ rtp: 'high' })).toBe('RTP_OUT_OF_RANGE')
    expect(problemOf({ demo: 'maybe' })).toBe('NOT_YES_NO')
    expect(problemOf({ position: '-1' })).toBe('INVALID_POSITION')
    expect(problemOf({ code: 'has space' })).toBe('INVALID_CODE')
    expect(problemOf({ title: '' })).toBe('REQUIRED')
    expect(problemOf({ colour: 'red' })).toBe('UNKNOWN_FIELD')
  })
})
