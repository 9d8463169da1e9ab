import { describe, expect, it } from 'vitest'
import { isFeedSignatureValid, signFeedMessage } from './sign-feed-message.ts'

const body = JSON.stringify({ format: 'khela-live-feed/1', seq: 1, type: 'betStart' })

describe('feed message signatures', () => {
  it('verify under the same secret, timestamp and body', () => {
    const signature = signFeedMessage('feed-secret-1', '1764597600', body)
    expect(signature).toMatch(/^[0-9a-f]{64}$/)
    expect(isFeedSignatureValid('feed-secret-1', '1764597600', body, signature)).toBe(true)
  })

  it('fail on a one-byte change of the body, another timestamp or another secret', () => {
    const signature = signFeedMessage('feed-secret-1', '1764597600', body)
    expect(
      isFeedSignatureValid('feed-secret-1', '1764597600', body.replace('"seq":1', '"seq":2'), signature),
    ).toBe(false)
    expect(isFeedSignatureValid('feed-secret-1', '1764597601', body, signature)).toBe(false)
    expect(isFeedSignatureValid('feed-secret-2', '1764597600', body, signature)).toBe(false)
    expect(isFeedSignatureValid('feed-secret-1', '1764597600', body, 'not-hex')).toBe(false)
  })
})
