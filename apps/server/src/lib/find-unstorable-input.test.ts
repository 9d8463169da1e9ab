import { describe, expect, it } from 'vitest'
import { findUnstorableInput, isStorableText, maxInputDepth } from './find-unstorable-input.ts'

describe('isStorableText', () => {
  it('refuses NUL and lone surrogates, and keeps every real character', () => {
    for (const text of ['\u0000', 'a\u0000b', '\ud800', 'a\udfffb', '\udc00\ud800'])
      expect(isStorableText(text), JSON.stringify(text)).toBe(false)
    for (const text of ['', 'plain', 'বাংলা', '💸', '\u0001\t\n\u007f', '\uffff'])
      expect(isStorableText(text), JSON.stringify(text)).toBe(true)
  })
})

describe('findUnstorableInput', () => {
  it('finds nothing in storable input of any shape', () => {
    for (const input of [undefined, null, 0, true, 'text', [], {}, { a: [{ b: 'c' }], d: 1 }])
      expect(findUnstorableInput(input)).toBeNull()
  })

  it('names the path of the first string holding a NUL or a lone surrogate', () => {
    expect(findUnstorableInput('a\u0000b')).toEqual({ path: [], code: 'INVALID_CHARACTER' })
    expect(findUnstorableInput({ name: 'ok', inputs: { trxId: 'x\u0000' } })).toEqual({
      path: ['inputs', 'trxId'],
      code: 'INVALID_CHARACTER',
    })
    expect(findUnstorableInput({ items: ['fine', '\ud800'] })).toEqual({
      path: ['items', '1'],
      code: 'INVALID_CHARACTER',
    })
  })

  it('names the object that holds a bad key', () => {
    expect(findUnstorableInput({ inputs: { 'a\u0000': 'x' } })).toEqual({
      path: ['inputs'],
      code: 'INVALID_CHARACTER',
    })
  })

  it('refuses nesting past the limit without overflowing the stack', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`)
    expect(findUnstorableInput(deep)).toEqual({ path: [], code: 'INVALID_FORMAT' })
    let allowed: unknown = 'leaf'
    for (let depth = 0; depth < maxInputDepth; depth += 1) allowed = [allowed]
    expect(findUnstorableInput(allowed)).toBeNull()
  })
})
