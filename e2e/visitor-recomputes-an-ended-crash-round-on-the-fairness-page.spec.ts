import { expect, isPhone, test } from './fixtures.ts'
import { findLayoutProblems } from './layout-problems.ts'

interface EndedRound {
  roundNumber: number
  chainId: string
  seed: string
  crashPoint: number
}

/** The multiplier as the site writes it: 46300 ten-thousandths → "×4.63". */
function multiplierText(tenThousandths: number): string {
  return `×${(Math.floor(tenThousandths / 100) / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`
}

// The server's engine plays rounds from its start (5 s of bets, the flight, 3 s of pause): one has usually ended
// by now, and the wait below is for the first one only.
const roundWait = { timeout: 100_000 }

test('a visitor recomputes an ended Crash round on /fairness', async ({ page }) => {
  test.setTimeout(150_000)
  await expect
    .poll(async () => {
      const response = await page.request.get('/api/originals/crash/rounds')
      return ((await response.json()) as { total: number }).total
    }, roundWait)
    .toBeGreaterThan(0)

  // The page asks for the list of rounds, never for a round's outcome: the browser works it out.
  const apiCalls: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/ws')) apiCalls.push(url.pathname)
  })
  if (isPhone(page)) await page.setViewportSize({ width: 360, height: 780 })
  await page.goto('/fairness')
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Provably fair')
  const table = page.getByRole('table', { name: 'Ended Crash rounds, newest first' })
  const firstRow = table.getByRole('row').nth(1)
  await expect(firstRow).toBeVisible()
  const rowName = ((await firstRow.getByRole('rowheader').textContent()) ?? '').replaceAll(',', '')
  const listed = (await (await page.request.get('/api/originals/crash/rounds')).json()) as {
    items: EndedRound[]
  }
  const round = listed.items.find(
    (candidate) => rowName === `${candidate.roundNumber} (chain ${candidate.chainId})`,
  )
  if (!round) throw new Error(`the row "${rowName}" is not one of the listed rounds`)
  await expect(firstRow.getByRole('cell', { name: multiplierText(round.crashPoint) })).toBeVisible()
  await expect(table.getByRole('columnheader', { name: /^Ended GMT/ })).toBeVisible()

  await firstRow
    .getByRole('button', { name: `Verify round ${round.roundNumber} of chain ${round.chainId}` })
    .click()
  const verifier = page.getByRole('region', { name: 'Check a result' })
  await expect(verifier.getByLabel('Game')).toHaveValue('crash')
  await expect(verifier.getByLabel('Round seed (revealed)')).toHaveValue(round.seed)
  const result = verifier.getByRole('region', { name: 'Result' })
  await expect(result.getByRole('definition')).toHaveText(multiplierText(round.crashPoint))
  await expect(
    result.getByText(`it is round ${round.roundNumber} of the chain`, { exact: false }),
  ).toBeVisible()
  await expect(result.getByText('the rounds are linked in the chain', { exact: false })).toBeVisible()
  expect(new Set(apiCalls.filter((path) => /crash|fairness/.test(path)))).toEqual(
    new Set(['/api/originals/crash/rounds']),
  )

  // On a 360 px phone the table scrolls inside its box; the page itself does not.
  if (isPhone(page)) expect(await findLayoutProblems(page, { mayScrollNavigation: true })).toEqual([])
})
