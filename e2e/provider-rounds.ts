import { createHmac } from 'node:crypto'
import type { APIRequestContext } from '@playwright/test'
import { expect } from './fixtures.ts'
import { referenceProvider } from './reference-provider.ts'

/**
 * Sends one call to the site's wallet API as the reference studio's server would, signed with its secret: for a
 * test that needs the studio to do what its game never does on its own (leave a round open, for one).
 */
export async function sendStudioWalletCall(
  request: APIRequestContext,
  call: 'bet' | 'win' | 'rollback' | 'bet-win',
  body: Record<string, unknown>,
): Promise<void> {
  const raw = JSON.stringify(body)
  const timestamp = String(Math.floor(Date.now() / 1000))
  const signature = createHmac('sha256', referenceProvider.secret).update(`${timestamp}.${raw}`).digest('hex')
  const response = await request.post(`/api/provider/v1/${call}`, {
    data: raw,
    headers: {
      'content-type': 'application/json',
      'x-khela-provider': referenceProvider.code,
      'x-khela-timestamp': timestamp,
      'x-khela-signature': signature,
    },
  })
  expect(response.status(), await response.text()).toBe(200)
}
