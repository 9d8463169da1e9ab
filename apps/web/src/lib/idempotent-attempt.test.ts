import { describe, expect, it } from 'vitest'
import { attemptFor } from './idempotent-attempt.ts'

describe('attemptFor', () => {
  let keys = 0
  const freshKey = () => `key-${++keys}`

  it('makes a new key for a first submission and after a success (nothing unfinished is left)', () => {
    const first = attemptFor(null, '{"a":1}', freshKey)
    expect(attemptFor(null, '{"a":1}', freshKey).key).not.toBe(first.key)
  })

  it('reuses the key while the same submission has not succeeded, whatever the failure was', () => {
    const first = attemptFor(null, '{"a":1}', freshKey)
    const retried = attemptFor(first, '{"a":1}', freshKey)
    expect(retried.key).toBe(first.key)
    expect(attemptFor(retried, '{"a":1}', freshKey).key).toBe(first.key)
  })

  it('makes a new key when what is sent changed', () => {
    const first = attemptFor(null, '{"a":1}', freshKey)
    expect(attemptFor(first, '{"a":2}', freshKey).key).not.toBe(first.key)
  })
})
