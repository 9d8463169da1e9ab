import { randomUUID } from 'node:crypto'
import type { APIRequestContext } from '@playwright/test'
import { demoAdmin } from './demo-admin.ts'
import { expect } from './fixtures.ts'

// Helpers for the cashier specs, player and back office: what a test needs set up through the API before it looks
// at a page.

export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
}

/** A transaction id no other test uses: `length` upper-case letters and digits. */
export function newTransactionId(length: number): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  return Array.from({ length }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join('')
}

export async function signInAs(
  context: APIRequestContext,
  baseURL: string,
  credentials: { email: string; password: string } = demoAdmin,
): Promise<void> {
  const response = await context.post('/api/accounts/sign-in', {
    data: { method: 'email', ...credentials },
    headers: { origin: baseURL },
  })
  expect(response.ok(), await response.text()).toBe(true)
}

/** A back-office account made by the (signed-in) admin context, with a password that meets any policy. */
export async function createStaff(
  admin: APIRequestContext,
  baseURL: string,
  { name, role }: { name: string; role: 'finance' | 'support' | 'admin' | 'trader' },
): Promise<{ email: string; password: string; name: string }> {
  const staff = { email: `${role}-${uniqueSuffix()}@khela.test`, password: 'staff-Passw0rd!', name }
  const response = await admin.post('/api/admin/users', {
    data: { ...staff, role },
    headers: { origin: baseURL },
  })
  expect(response.status(), await response.text()).toBe(201)
  return staff
}

interface Method {
  id: string
  code: string
  presetAmounts: number[]
}

/** The signed-in player's enabled methods. */
export async function playerMethods(
  player: APIRequestContext,
): Promise<{ deposit: Method[]; withdrawal: Method[] }> {
  const response = await player.get('/api/cashier/methods')
  expect(response.ok()).toBe(true)
  return (await response.json()) as { deposit: Method[]; withdrawal: Method[] }
}

/**
 * A bKash deposit by the signed-in player through the API; returns its id and transaction id. It declines the
 * bonus the demo's welcome offers would bring unless asked for it: a bonus would make the player's next withdrawal
 * forfeit it, which only bonus specs are about.
 */
export async function depositWithBkash(
  player: APIRequestContext,
  baseURL: string,
  { amount, sender, declineBonus = true }: { amount: number; sender: string; declineBonus?: boolean },
): Promise<{ id: string; transactionId: string }> {
  const bkash = (await playerMethods(player)).deposit.find((method) => method.code === 'bkash')
  if (!bkash) throw new Error('bKash is not enabled for deposits')
  const transactionId = newTransactionId(10)
  const response = await player.post('/api/cashier/deposits', {
    data: {
      methodId: bkash.id,
      amount,
      inputs: { senderAccountNumber: sender, transactionId },
      declineBonus,
    },
    headers: { origin: baseURL, 'idempotency-key': randomUUID() },
  })
  expect(response.status(), await response.text()).toBe(201)
  return { id: ((await response.json()) as { id: string }).id, transactionId }
}

export async function balancesOf(
  player: APIRequestContext,
): Promise<{ cash: number; bonus: number; onHold: number }> {
  const response = await player.get('/api/wallet/balance')
  expect(response.ok()).toBe(true)
  return (await response.json()) as { cash: number; bonus: number; onHold: number }
}

/** A bank-transfer method of the test's own (the demo methods are shared by every spec), made by the admin. */
export async function createBankMethod(
  admin: APIRequestContext,
  baseURL: string,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; code: string; name: string }> {
  const suffix = uniqueSuffix()
  const response = await admin.post('/api/admin/cashier/methods', {
    data: {
      code: `e2e-${suffix}`,
      gateway: 'BANK_TRANSFER',
      name: `Bank ${suffix}`.slice(0, 40),
      logo: null,
      brandColor: '#1D4ED8',
      receivingAccount: 'Khela Ltd · A/C 1234567890',
      instructions: { en: ['Transfer the amount.'], bn: ['পরিমাণটি ট্রান্সফার করুন।'] },
      fields: [
        {
          key: 'senderAccountNumber',
          label: { en: 'Sender account number', bn: 'প্রেরকের অ্যাকাউন্ট নম্বর' },
          type: 'text',
          isRequired: true,
          pattern: '^[0-9]{10,20}$',
          isUpperCased: false,
          isUnique: false,
        },
      ],
      presetAmounts: [100_000, 500_000],
      depositLimits: { min: 50_000, max: 10_000_000 },
      withdrawalLimits: { min: 50_000, max: 10_000_000 },
      isDepositEnabled: false,
      isWithdrawalEnabled: true,
      position: 900,
      ...overrides,
    },
    headers: { origin: baseURL },
  })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()) as { id: string; code: string; name: string }
}

/** A manual credit of the player's cash by the (signed-in) admin context. */
export async function creditCash(
  admin: APIRequestContext,
  baseURL: string,
  { userId, amount }: { userId: string; amount: number },
): Promise<void> {
  const response = await admin.post('/api/admin/wallet/adjustments', {
    data: { userId, direction: 'credit', amount, reason: 'e2e: funds for the test' },
    headers: { origin: baseURL, 'idempotency-key': randomUUID() },
  })
  expect(response.status(), await response.text()).toBe(201)
}
