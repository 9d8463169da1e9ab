import { randomUUID } from 'node:crypto'
import type { APIRequestContext } from '@playwright/test'
import { newTransactionId, playerMethods, signInAs } from './cashier.ts'
import { expect, test } from './fixtures.ts'
import { newPlayer, registerPlayer } from './players.ts'
import { withoutSlotPauses } from './reference-provider.ts'

test.use(withoutSlotPauses)

type FreeSpinsGrant = {
  terms: { name: string }
  amount: number
  wageringRequired: number
  freeSpins: { played: number; providerStatus: string } | null
}

async function freeSpinsGrant(player: APIRequestContext): Promise<FreeSpinsGrant | undefined> {
  const response = await player.get('/api/bonuses/grants')
  const { active } = (await response.json()) as { active: FreeSpinsGrant[] }
  return active.find((grant) => grant.freeSpins !== null)
}

test("a player deposits with code FREESPINS, plays a free spin in the studio's frame, and its win lands on the bonus", async ({
  page,
  request: admin,
  baseURL,
}) => {
  test.setTimeout(60_000)
  const site = String(baseURL)
  await signInAs(admin, site)
  const player = newPlayer()
  await registerPlayer(page.request, site, player)

  const bkash = (await playerMethods(page.request)).deposit.find((method) => method.code === 'bkash')
  const deposit = await page.request.post('/api/cashier/deposits', {
    data: {
      methodId: bkash?.id,
      amount: 50_000,
      inputs: { senderAccountNumber: player.phone, transactionId: newTransactionId(10) },
      promoCode: 'FREESPINS',
    },
    headers: { origin: site, 'idempotency-key': randomUUID() },
  })
  expect(deposit.status(), await deposit.text()).toBe(201)
  const decision = await admin.post(
    `/api/admin/cashier/deposits/${((await deposit.json()) as { id: string }).id}/decision`,
    { data: { decision: 'complete' }, headers: { origin: site, 'idempotency-key': randomUUID() } },
  )
  expect(decision.ok(), await decision.text()).toBe(true)

  // The site's leader sends the spins to the studio within seconds of the grant.
  await expect
    .poll(async () => (await freeSpinsGrant(page.request))?.freeSpins?.providerStatus, { timeout: 20_000 })
    .toBe('sent')

  await page.goto('/bonuses')
  const grant = page.getByRole('list', { name: 'Active bonuses' }).getByRole('listitem', {
    name: 'FREESPINS: 20 free spins on Fortune Five',
  })
  await expect(grant).toContainText('20 of 20 free spins left at BDT 5.00 on Fortune Five')
  await grant.getByRole('link', { name: 'Play the free spins' }).click()
  await expect(page).toHaveURL(/\/play\/fortune-five$/)

  const frame = page.frameLocator('iframe[title="Fortune Five: the game"]')
  await expect(frame.getByText('Free rounds left: 20')).toBeVisible()
  const spin = frame.getByRole('button', { name: 'Spin' })
  await spin.click()
  await expect(frame.getByText(/Free round win .*: paid to your bonus/)).toBeVisible()

  // The spin counts, and whatever it won is bonus money under 30 times its wagering.
  await expect.poll(async () => (await freeSpinsGrant(page.request))?.freeSpins?.played).toBe(1)
  const played = await freeSpinsGrant(page.request)
  expect(played?.wageringRequired).toBe(30 * (played?.amount ?? 0))
  await page.goto('/bonuses')
  await expect(grant).toContainText('19 of 20 free spins left')
})
