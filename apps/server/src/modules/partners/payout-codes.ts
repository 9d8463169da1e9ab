import { createHash, randomInt } from 'node:crypto'

/** How long a shop withdrawal's code can be paid: a day to reach the shop. */
export const payoutCodeLifetimeMs = 24 * 60 * 60_000

/** Eight digits, read out by the player and typed by the cashier. */
export function newPayoutCode(): string {
  return String(randomInt(0, 100_000_000)).padStart(8, '0')
}

/**
 * Only this is stored: the code is a bearer secret for the held money. The shop's id is part of it, so a code
 * seen at one shop says nothing about another's. Eight digits are few for an offline guess, which is why the
 * payout route limits a cashier's wrong codes and a code lives a day at most.
 */
export function hashPayoutCode(shopId: string, code: string): string {
  return createHash('sha256').update(`${shopId}:${code}`).digest('hex')
}
