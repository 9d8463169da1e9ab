import type { APIRequestContext } from '@playwright/test'
import { uniqueSuffix } from './cashier.ts'
import { expect } from './fixtures.ts'

/** Agents' and cashiers' sign-in password in the specs. */
export const partnerPassword = 'partner-pass-2027!'

/** A partner account (the agent role) made by the (signed-in) admin context; returns its id and sign-in. */
export async function createPartner(admin: APIRequestContext, baseURL: string, label: string) {
  const unique = uniqueSuffix()
  const email = `${label}-${unique}@khela.test`
  const created = await admin.post('/api/admin/users', {
    data: { email, name: `${label} ${unique}`, password: partnerPassword, role: 'agent' },
    headers: { origin: baseURL },
  })
  expect(created.status(), await created.text()).toBe(201)
  return { id: ((await created.json()) as { id: string }).id, email, password: partnerPassword }
}
