import { backOfficeSidebar, signInToBackOffice } from './back-office.ts'
import { demoAdmin } from './demo-admin.ts'
import { expect, test } from './fixtures.ts'

// Every spec runs in parallel against one server and one database, and this one in the phone and the desktop
// project at once. Turning the setting off again afterwards would race with the other copy, so both copies turn it
// on and leave it on (saving the same value twice is no change); each run starts on a fresh database. No other
// spec relies on support being unable to add accounts.
test('an admin lets support add accounts; support is offered only roles within its own permissions', async ({
  page,
  request,
  baseURL,
}) => {
  const origin = { origin: String(baseURL) }
  const adminSignIn = await request.post('/api/accounts/sign-in', {
    data: { method: 'email', ...demoAdmin },
    headers: origin,
  })
  expect(adminSignIn.ok()).toBe(true)
  const unique = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`
  const support = { email: `support-${unique}@khela.test`, password: 'support-pass-1!' }
  const created = await request.post('/api/admin/users', {
    data: { ...support, name: 'Sadia Support', role: 'support' },
    headers: origin,
  })
  expect(created.status()).toBe(201)

  await signInToBackOffice(page)
  const sidebar = await backOfficeSidebar(page)
  await sidebar.getByRole('button', { name: 'Settings' }).click()
  await sidebar.getByRole('link', { name: 'Settings', exact: true }).click()
  const staffAccounts = page.getByRole('region', { name: 'Staff accounts' })
  const openToSupport = staffAccounts.getByRole('checkbox', { name: /Let staff who manage users/ })
  await expect(openToSupport).toBeVisible()
  if (!(await openToSupport.isChecked())) {
    await openToSupport.check()
    await staffAccounts.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Staff account settings saved.', { exact: false })).toBeVisible()
  }
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/admin$/)

  await signInToBackOffice(page, support)
  await page.goto('/dashboard/alluser')
  await page.getByRole('button', { name: '+Add' }).click()
  const addDialog = page.getByRole('dialog', { name: 'Add a user' })
  const role = addDialog.getByLabel('Role')
  await expect(role.getByRole('option')).toHaveText(['Support', 'Cash agent', 'Affiliate'])

  const agentEmail = `agent-${unique}@khela.test`
  await addDialog.getByLabel('Email').fill(agentEmail)
  await addDialog.getByLabel('Name').fill('Arif Agent')
  await addDialog.getByLabel('First password').fill('agent-pass-2027!')
  await role.selectOption({ label: 'Cash agent' })
  await addDialog.getByRole('button', { name: 'Create user' }).click()
  await expect(page.getByText(`${agentEmail} is added as Cash agent.`)).toBeVisible()
})
