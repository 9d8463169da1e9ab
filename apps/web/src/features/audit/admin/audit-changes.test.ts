import { describe, expect, it } from 'vitest'
import { auditChangesOf, printedValue } from './audit-changes.ts'

describe('auditChangesOf', () => {
  it('pairs the fields of before and after and marks the changed ones, nested values compared deeply', () => {
    expect(
      auditChangesOf(
        { isBanned: false, banReason: null, limits: { daily: 100, weekly: 500 }, tags: ['a'] },
        {
          isBanned: true,
          banReason: 'Fraud',
          limits: { weekly: 500, daily: 100 },
          tags: ['a', 'b'],
          note: 'x',
        },
      ),
    ).toEqual([
      { key: 'isBanned', before: false, after: true, isChanged: true },
      { key: 'banReason', before: null, after: 'Fraud', isChanged: true },
      {
        key: 'limits',
        before: { daily: 100, weekly: 500 },
        after: { weekly: 500, daily: 100 },
        isChanged: false,
      },
      { key: 'tags', before: ['a'], after: ['a', 'b'], isChanged: true },
      { key: 'note', before: undefined, after: 'x', isChanged: true },
    ])
  })

  it('lists every field of a created or removed record against nothing', () => {
    expect(auditChangesOf(null, { name: 'bKash' })).toEqual([
      { key: 'name', before: undefined, after: 'bKash', isChanged: true },
    ])
    expect(auditChangesOf({ name: 'FAQ' }, null)).toEqual([
      { key: 'name', before: 'FAQ', after: undefined, isChanged: true },
    ])
  })

  it('compares values that are not objects as one unnamed field, and has nothing for two nulls', () => {
    expect(auditChangesOf(3, 4)).toEqual([{ key: '', before: 3, after: 4, isChanged: true }])
    expect(auditChangesOf(['a'], { a: 1 })).toEqual([
      { key: '', before: ['a'], after: { a: 1 }, isChanged: true },
    ])
    expect(auditChangesOf(null, null)).toEqual([])
  })
})

describe('printedValue', () => {
  it('prints text as it is and everything else as indented JSON', () => {
    expect(printedValue('Chargeback fraud')).toBe('Chargeback fraud')
    expect(printedValue(null)).toBe('null')
    expect(printedValue(12)).toBe('12')
    expect(printedValue({ daily: 100 })).toBe('{\n  "daily": 100\n}')
  })
})
