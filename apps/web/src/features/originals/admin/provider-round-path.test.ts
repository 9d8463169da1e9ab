import { describe, expect, it } from 'vitest'
import { providerRoundPath } from './provider-round-path.ts'

describe('a provider round on the Provider rounds page', () => {
  it('narrows the list to the round and opens it, with every part of the address escaped', () => {
    expect(
      providerRoundPath({
        id: '0b8e4c1e-4f7a-4a57-9d1c-2a7f1f2c9a10',
        roundRef: 'round #7&x',
        provider: { code: 'khela-studio', name: 'Khela Studio' },
      }),
    ).toBe(
      '/dashboard/provider-rounds?provider=khela-studio&round=round+%237%26x&open=0b8e4c1e-4f7a-4a57-9d1c-2a7f1f2c9a10',
    )
  })
})
