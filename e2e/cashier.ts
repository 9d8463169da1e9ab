import { randomUUID } from 'node:crypto'
import type { APIRequestContext } from '@playwright/test'
import { expect } from './fixtures.ts'

/** A transaction id no other test uses: `length` upper-case letters and digits. */
export function newTransactionId(length: number): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  return Array.from({ length }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join('')
}

interface Method {
  id: string
  code: string
}

/** The enabled deposit method with this code, as the signed-in player's API sees it. */
export async function depositMethod(player: APIRequestContext, code: string): Promise<Method> {
  const response = await player.get('/api/cashier/methods')
  expect(response.ok()).toBe(true)
  const methods = (await response.json()) as { deposit: Method[] }
  const method = methods.deposit.find((candidate) => candidate.code === code)
  if (!method) throw new Error(`no deposit method ${code}`)
  return method
}

/** A bKash deposit request made through the API, for tests whose subject is not the deposit form. */
export async function requestBkashDeposit(
  player: APIRequestContext,
  baseURL: string,
  { amount, sender }: { amount: number; sender: string },
): Promise<{ id: string; transactionId: string }> {
  const method = await depositMethod(player, 'bkash')
  const transactionId = newTransactionId(10)
  const response = await player.post('/api/cashier/deposits', {
    data: { methodId: method.id, amount, inputs: { senderAccountNumber: sender, transactionId } },
    headers: { origin: baseURL, 'idempotency-key': randomUUID() },
  })
  expect(response.status(), await response.text()).toBe(201)
  return { id: ((await response.json()) as { id: string }).id, transactionId }
}
