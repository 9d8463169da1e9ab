import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { decryptSecret, encryptSecret } from './secret-box.ts'

describe('secret box', () => {
  const key = randomBytes(32)

  it('round-trips a secret without its text showing in the sealed value', () => {
    const sealed = encryptSecret(key, 'live-api-key-123456', 'acme:apiKey')
    expect(sealed).not.toContain('live-api-key')
    expect(decryptSecret(key, sealed, 'acme:apiKey')).toBe('live-api-key-123456')
  })

  it('seals the same secret differently each time', () => {
    expect(encryptSecret(key, 'same', 'a')).not.toBe(encryptSecret(key, 'same', 'a'))
  })

  it('refuses another key, another place, or a tampered value', () => {
    const sealed = encryptSecret(key, 'pin-9876', 'acme:secretPin')
    expect(() => decryptSecret(randomBytes(32), sealed, 'acme:secretPin')).toThrow()
    expect(() => decryptSecret(key, sealed, 'other:secretPin')).toThrow()
    const [v, iv, tag, body = ''] = sealed.split('.')
    const bytes = Buffer.from(body, 'base64url')
    bytes[0] = (bytes[0] ?? 0) ^ 1
    const flipped = bytes.toString('base64url')
    expect(() => decryptSecret(key, [v, iv, tag, flipped].join('.'), 'acme:secretPin')).toThrow()
    expect(() => decryptSecret(key, 'plain text', 'acme:secretPin')).toThrow()
  })
})
