import type { APIRequestContext } from '@playwright/test'
import { expect } from './fixtures.ts'
import { solidPng } from './test-images.ts'

/**
 * Moves the test server's clock forward (KHELA_TEST_CLOCK). It is the one server's clock for every spec running
 * at once: only move it past waits your own player is in, and never rely on another player's wait staying unpassed.
 */
export async function advanceServerClock(
  request: APIRequestContext,
  baseURL: string,
  ms: number,
): Promise<Date> {
  const response = await request.post('/api/test/clock/advance', {
    data: { ms },
    headers: { origin: baseURL },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return new Date(((await response.json()) as { now: string }).now)
}

/** The test server's clock now, which other specs may have moved days ahead of the wall clock. */
export function serverNow(request: APIRequestContext, baseURL: string): Promise<Date> {
  return advanceServerClock(request, baseURL, 0)
}

/**
 * Gives the signed-in player approved identity documents through the real API: they upload a national ID's front,
 * back and a selfie and submit; the (signed-in) staff context approves. Withdrawals need it.
 */
export async function approveKycThroughApi(
  player: APIRequestContext,
  staff: APIRequestContext,
  baseURL: string,
  userId: string,
): Promise<void> {
  const upload = async (colour: [number, number, number]) => {
    const response = await player.post('/api/kyc/images', {
      multipart: { image: { name: 'id.png', mimeType: 'image/png', buffer: solidPng(64, 40, colour) } },
      headers: { origin: baseURL },
    })
    expect(response.status(), await response.text()).toBe(201)
    return ((await response.json()) as { id: string }).id
  }
  const [frontImageId, backImageId, selfieImageId] = [
    await upload([200, 30, 30]),
    await upload([30, 200, 30]),
    await upload([30, 30, 200]),
  ]
  const submitted = await player.post('/api/kyc/submissions', {
    data: {
      documentType: 'national_id',
      documentNumber: '1234567890',
      frontImageId,
      backImageId,
      selfieImageId,
    },
    headers: { origin: baseURL },
  })
  expect(submitted.ok(), await submitted.text()).toBe(true)
  const kyc = await staff.get(`/api/admin/kyc/users/${userId}`)
  const pending = ((await kyc.json()) as { submissions: { id: string; status: string }[] }).submissions.find(
    (submission) => submission.status === 'pending',
  )
  if (!pending) throw new Error('no pending KYC submission to approve')
  const decided = await staff.post(`/api/admin/kyc/submissions/${pending.id}/decision`, {
    data: { decision: 'approve' },
    headers: { origin: baseURL },
  })
  expect(decided.ok(), await decided.text()).toBe(true)
}
