import { randomUUID } from 'node:crypto'
import { creditCash, signInAs } from './cashier.ts'
import { expect, test } from './fixtures.ts'
import { newPlayer, registerPlayer } from './players.ts'

/** Hundredths as the verifier shows a roll: 38 → "0.38". */
function rollText(hundredths: number): string {
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`
}

test('a player opens a Dice bet’s Check link from Bet History, reveals the seed and sees the same roll worked out in the browser', async ({
  page,
  request: admin,
  baseURL,
}) => {
  const site = String(baseURL)
  await signInAs(admin, site)
  const { id } = await registerPlayer(page.request, site, newPlayer())
  await creditCash(admin, site, { userId: id, amount: 100_000 })

  const placed = await page.request.post('/api/originals/dice/bets', {
    data: { stake: 1_000, target: 5000, direction: 'under' },
    headers: { origin: site, 'idempotency-key': randomUUID() },
  })
  expect(placed.status(), await placed.text()).toBe(200)
  const { bet } = (await placed.json()) as { bet: { id: string; details: { roll: number } } }

  await page.goto('/bet-history')
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Bet History')
  const row = page.getByRole('row').filter({ hasText: 'Dice' })
  await expect(row).toHaveCount(1)
  await expect(row.getByRole('cell', { name: 'BDT 10.00' })).toBeVisible()
  await expect(row.getByRole('cell', { name: /^(Won|Lost)$/ })).toBeVisible()

  // From here on the page may ask for the bet's inputs and rotate the seed, never for an outcome.
  const apiCalls: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/ws'))
      apiCalls.push(`${request.method()} ${url.pathname}`)
  })
  const inputsAnswers: unknown[] = []
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname.endsWith('/fairness')) inputsAnswers.push(await response.json())
  })

  await row.getByRole('link', { name: /^Check the Dice bet of / }).click()
  await expect(page).toHaveURL(`/fairness?bet=${bet.id}`)
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Provably fair')
  await expect(page.getByText("This bet's server seed is still secret.", { exact: false })).toBeVisible()
  const verifier = page.getByRole('region', { name: 'Check a result' })
  await expect(verifier.getByLabel('Server seed (revealed)')).toHaveValue('')
  await expect(verifier.getByLabel('Nonce')).toHaveValue('0')
  await expect(verifier.getByLabel('Target (0.00–99.99)')).toHaveValue('50.00')

  await verifier.getByRole('button', { name: 'Reveal it: rotate my seed' }).click()
  await expect(verifier.getByLabel('Server seed (revealed)')).toHaveValue(/^[0-9a-f]{64}$/)
  const result = verifier.getByRole('region', { name: 'Result' })
  await expect(result.getByRole('definition').first()).toHaveText(rollText(bet.details.roll))
  await expect(result.getByText(/^(Win at ×1\.98|Loss)$/)).toHaveText(
    bet.details.roll < 5000 ? 'Win at ×1.98' : 'Loss',
  )
  await expect(
    result.getByText("The server seed's SHA-256 matches the hash shown before play."),
  ).toBeVisible()

  // Editing the nonce recomputes another bet's roll, in the browser too.
  await verifier.getByLabel('Nonce').fill('-1')
  await verifier.getByRole('button', { name: 'Check', exact: true }).click()
  await expect(verifier.getByText('Enter a whole number, 0 or more.')).toBeVisible()

  // Of the games' endpoints only the inputs and the rotation were asked: nothing that answers with this bet's
  // outcome. The page's public list of ended Crash rounds holds crash points, never a Dice roll.
  const gameCalls = apiCalls.filter((call) => call.includes(' /api/originals/'))
  const allowed =
    /^(GET \/api\/originals\/bets\/[^/]+\/fairness|POST \/api\/originals\/seeds\/rotate|GET \/api\/originals\/(seeds|rules|crash\/rounds))$/
  expect(gameCalls.filter((call) => !allowed.test(call))).toEqual([])
  expect(apiCalls.filter((call) => call.startsWith('GET /api/originals/bets/'))).toHaveLength(2)
  for (const answer of inputsAnswers) {
    expect(answer).not.toHaveProperty('roll')
    expect(JSON.stringify(answer)).not.toMatch(/"(roll|multiplier|payout|result|isWin)"/)
  }
})
