// Plain constants, no zod: the web app imports these at run time without pulling in the schema library.

export const roles = [
  'player',
  'admin',
  'finance',
  'support',
  'content',
  'trader',
  'agent',
  'affiliate',
] as const
export type Role = (typeof roles)[number]

/** Roles that may enter the back office. Agents and affiliates are partners, not staff. */
export const staffRoles = [
  'admin',
  'finance',
  'support',
  'content',
  'trader',
] as const satisfies readonly Role[]

export function isStaffRole(role: Role): boolean {
  return (staffRoles as readonly Role[]).includes(role)
}

/**
 * Accounts that withdraw from a wallet of their own through the cashier: players, and affiliates, whose commission
 * statements are paid into theirs. Affiliates do not play or deposit; they pass KYC and withdraw like players.
 */
export function holdsWallet(role: Role): boolean {
  return role === 'player' || role === 'affiliate'
}

/**
 * Accounts that pass an identity check (KYC): wallet holders, and agents and cashiers, whom the operator checks
 * before they move its float or take cash at a shop.
 */
export function passesKyc(role: Role): boolean {
  return holdsWallet(role) || role === 'agent'
}
