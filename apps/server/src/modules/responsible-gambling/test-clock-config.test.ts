import { describe, expect, it } from 'vitest'
import { ConfigError, parseConfig } from '../../config.ts'

const base = { SESSION_SECRET: 'a-session-secret-of-at-least-32-characters' }

describe('the test clock switch', () => {
  it('is off unless asked for, and refused in production', () => {
    expect(parseConfig(base).testClock).toBe(false)
    expect(parseConfig({ ...base, KHELA_TEST_CLOCK: '1' }).testClock).toBe(true)
    expect(() => parseConfig({ ...base, KHELA_TEST_CLOCK: '1', NODE_ENV: 'production' })).toThrow(ConfigError)
  })
})
