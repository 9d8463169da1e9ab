import type { APIRequestContext } from '@playwright/test'
import { signInAs } from './cashier.ts'
import { expect } from './fixtures.ts'
import { solidPng } from './test-images.ts'

/**
 * Gives a player approved KYC through the real API, for specs whose subject is something that needs it (a
 * withdrawal): the player (their signed-in request context) uploads a national ID's front and back and a selfie
 * and sends them; the demo admin, in a request context of its own, approves the submission.
 */
export async function approveKycThroughApi(
  player: APIRequestContext,
  admin: APIRequestContext,
  baseURL: string,
  playerId: string,
): Promise<void> {
  const upload = async (colour: [number, number, number]) => {
    const response = await player.post('/api/kyc/images', {
      multipart: { image: { name: 'document.png', mimeType: 'image/png', buffer: solidPng(64, 40, colour) } },
      headers: { origin: baseURL },
    })
    expect(response.status(), await response.text()).toBe(201)
    return ((await response.json()) as { id: string }).id
  }
  const submitted = await player.post('/api/kyc/submissions', {
    data: {
      documentType: 'national_id',
      documentNumber: `${Date.now()}`.slice(-10),
      frontImageId: await upload([20, 80, 160]),
      backImageId: await upload([160, 80, 20]),
      selfieImageId: await upload([80, 160, 20]),
    },
    headers: { origin: baseURL },
  })
  expect(submitted.status(), await submitted.text()).toBe(201)

  await signInAs(admin, baseURL)
  const kyc = await admin.get(`/api/admin/kyc/users/${playerId}`)
  expect(kyc.ok(), await kyc.text()).toBe(true)
  const [pending] = ((await kyc.json()) as { submissions: { id: string; status: string }[] }).submissions
  expect(pending?.status).toBe('pending')
  const approved = await admin.post(`/api/admin/kyc/submissions/${pending?.id}/decision`, {
    data: { decision: 'approve' },
    headers: { origin: baseURL },
  })
  expect(approved.status(), await approved.text()).toBe(200)
}
