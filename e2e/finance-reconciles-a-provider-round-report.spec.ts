import { signInToBackOffice } from './back-office.ts'
import { createStaff, signInAs } from './cashier.ts'
import { expect, test } from './fixtures.ts'

test("finance uploads a provider's round report and sees the round Khela never had", async ({
  browser,
  request: admin,
  baseURL,
}) => {
  const site = String(baseURL)
  await signInAs(admin, site)
  const finance = await createStaff(admin, site, { name: 'Report Checker', role: 'finance' })
  const context = await browser.newContext()
  const staff = await context.newPage()
  await signInToBackOffice(staff, finance)
  await staff.goto('/dashboard/provider-rounds')

  const section = staff.getByRole('region', { name: "Reconcile a provider's round report" })
  await section.getByLabel('Provider').selectOption({ label: 'Khela Studio' })
  const ghost = `ghost-${Date.now()}`
  await section.getByLabel('Round report (CSV)').setInputFiles({
    name: 'rounds.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `id,player,stake,win,status\n${ghost},someone,400,0,settled\nrefused-1,someone,400,0,refused\n`,
    ),
  })
  await section.getByRole('button', { name: 'Reconcile' }).click()

  await expect(section.getByText(/^2 rounds in the report: 1 match, 1 missing in Khela/)).toBeVisible()
  const missing = section.getByRole('table', { name: 'In the report, not in Khela' })
  await expect(missing.getByRole('row', { name: new RegExp(ghost) })).toContainText('BDT 4.00')
  await context.close()
})
