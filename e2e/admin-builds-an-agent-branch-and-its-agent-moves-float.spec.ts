import { signInToBackOffice } from './back-office.ts'
import { signInAs, uniqueSuffix } from './cashier.ts'
import { expect, test } from './fixtures.ts'
import { approveKycThroughApi } from './kyc.ts'
import { createPartner } from './partners.ts'

// Staff build a branch of the agent network in the Agent Tree's dialogs (a super agent with commission rates, its
// float, a node under it), and the super agent, KYC-checked, moves float down to that node from its own portal.
test('admin builds a branch in the Agent Tree and its agent moves float down in the portal', async ({
  page,
  request,
  baseURL,
  browser,
  playwright,
}) => {
  const site = String(baseURL)
  await signInAs(request, site)
  const top = await createPartner(request, site, 'super')
  const below = await createPartner(request, site, 'master')
  const agentSession = await playwright.request.newContext({ baseURL })
  await signInAs(agentSession, site, top)
  await approveKycThroughApi(agentSession, request, site, top.id)

  await signInToBackOffice(page)
  await page.goto('/dashboard/agenttree')
  const superName = `E2E Super ${uniqueSuffix()}`
  await page.getByRole('button', { name: 'Add a super agent' }).click()
  const add = page.getByRole('dialog', { name: 'Add a node' })
  await add.getByLabel('Name').fill(superName)
  await add.getByLabel('Partner account id').fill(top.id)
  await add.getByLabel('Casino commission (%)').fill('5')
  await add.getByLabel('Sportsbook commission (%)').fill('2.5')
  await add.getByRole('button', { name: 'Add' }).click()
  await expect(add).toBeHidden()

  await page.getByLabel('Search by name').fill(superName)
  await page.getByRole('button', { name: superName, exact: true }).click()
  await expect(page.getByRole('heading', { name: superName, level: 2 })).toBeVisible()

  await page.getByRole('button', { name: 'Move float', exact: true }).click()
  const move = page.getByRole('dialog', { name: 'Move float' })
  await move.getByLabel('Amount (taka)').fill('2000')
  await move.getByRole('button', { name: 'Move' }).click()
  await expect(move).toBeHidden()
  await expect(page.getByRole('row').filter({ hasText: superName })).toContainText('2,000')

  // A rate that is no percentage is refused at its field; a right one is saved and audited.
  await page.getByRole('button', { name: 'Edit limits and commission' }).click()
  const edit = page.getByRole('dialog', { name: 'Limits and commission' })
  const sportsbook = edit.getByLabel('Sportsbook commission (%)')
  await expect(sportsbook).toHaveValue('2.5')
  await sportsbook.fill('ten')
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(sportsbook).toHaveAttribute('aria-invalid', 'true')
  await sportsbook.fill('3')
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(edit).toBeHidden()

  const masterName = `E2E Master ${uniqueSuffix()}`
  await page.getByRole('button', { name: 'Add a node under it' }).click()
  await add.getByLabel('Name').fill(masterName)
  await add.getByLabel('Partner account id').fill(below.id)
  await add.getByRole('button', { name: 'Add' }).click()
  await expect(add).toBeHidden()

  const tree = (await (
    await request.get(`/api/admin/agents/tree?search=${encodeURIComponent(superName)}`)
  ).json()) as { nodes: { name: string; commissionCasinoBp: number; commissionSportsbookBp: number }[] }
  expect(tree.nodes.find((node) => node.name === superName)).toMatchObject({
    commissionCasinoBp: 500,
    commissionSportsbookBp: 300,
  })

  // The super agent, in its portal, gives 500 taka of its float to the master agent under it.
  const agentContext = await browser.newContext({ baseURL, storageState: await agentSession.storageState() })
  const portal = await agentContext.newPage()
  await portal.goto('/agent')
  await portal.getByRole('button', { name: `Move float for ${masterName}` }).click()
  const give = portal.getByRole('dialog', { name: 'Move float' })
  await give.getByLabel('Amount (taka)').fill('500')
  await give.getByRole('button', { name: 'Move' }).click()
  await expect(give).toBeHidden()
  await expect(portal.getByRole('listitem').filter({ hasText: masterName })).toContainText('500')
  await agentContext.close()
  await agentSession.dispose()
})
