import { signInToBackOffice } from './back-office.ts'
import { expect, test } from './fixtures.ts'

test('an admin imports a provider’s game file and sees what was added and what was rejected', async ({
  page,
}) => {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`
  // Main categories only: no lobby count changes under the lobby specs running alongside.
  const csv = [
    'code,title,categories,popular,rtp,demo,status',
    `e2e-${stamp},Lotus Import ${stamp},main:casino,yes,96.5,yes,active`,
    `e2e-bad-${stamp},Bad RTP ${stamp},main:casino,no,140,no,active`,
    `e2e-cat-${stamp},Lost Category ${stamp},no-such-category,no,,no,active`,
  ].join('\n')
  await signInToBackOffice(page)
  await page.goto('/dashboard/gamesapi?provider=jili')
  await page.getByRole('tab', { name: 'Generate Game' }).click()

  const fileInput = page.getByLabel('Game file (CSV or JSON)')
  await fileInput.setInputFiles({ name: 'games.txt', mimeType: 'text/plain', buffer: Buffer.from(csv) })
  await expect(page.getByText('Only .csv and .json files can be imported.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Import games' })).toBeDisabled()

  await fileInput.setInputFiles({ name: 'games.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
  await page.getByRole('button', { name: 'Import games' }).click()
  const report = page.getByRole('region', { name: 'Import report · JILI' })
  await expect(report.getByText('Added: 1')).toBeVisible()
  await expect(report.getByText('Updated: 0')).toBeVisible()
  await expect(report.getByText('Rejected: 2')).toBeVisible()
  await expect(report.getByRole('row', { name: /^2 e2e-bad-/ })).toContainText('RTP must be a percentage')
  await expect(report.getByRole('row', { name: /^3 e2e-cat-/ })).toContainText(
    "No category 'no-such-category'.",
  )

  await page.goto('/dashboard/activegames')
  await page.getByRole('searchbox', { name: 'Search games' }).fill(`Lotus Import ${stamp}`)
  await expect(page.getByRole('row', { name: new RegExp(`Lotus Import ${stamp}`) })).toContainText('JILI')
})
