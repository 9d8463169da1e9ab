import { hmacSha256 } from '@khela/contracts/fairness'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { nodeHmacSha256 } from './node-hmac.ts'

describe('nodeHmacSha256', () => {
  // Server seeds are never empty, and WebCrypto refuses an empty HMAC key.
  it("gives the browser's WebCrypto bytes for any non-empty key and any message", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'binary', minLength: 1 }),
        fc.string({ unit: 'binary' }),
        async (key, message) => {
          expect(Buffer.from(await nodeHmacSha256(key, message))).toEqual(
            Buffer.from(await hmacSha256(key, message)),
          )
        },
      ),
      { numRuns: 30 },
    )
    // WebCrypto runs on the thread pool, which a loaded machine makes slow.
  }, 30_000)
})
