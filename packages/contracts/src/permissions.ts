import type { Role } from './roles.ts'

// Plain constants, no zod: the web app checks permissions to show or hide back-office tools.

export const permissions = [
  'users.read',
  'users.write',
  'users.ban',
  'kyc.review',
  'cashier.decide',
  /** Settings → Banking: payment methods and the cashier's rules. */
  'cashier.methods',
  /** Run the ledger reconciliation. */
  'wallet.reconcile',
  /** Manual credits and debits of a player's cash. */
  'wallet.adjust',
  'content.write',
  'catalog.write',
  /** Game providers' API keys and secret pins: administrators only. */
  'providers.write',
  'settings.write',
  'audit.read',
  /** Game History of Khela Originals: bets, totals and the live crash round. */
  'games.read',
  /** Khela Originals' limits, house edges (within 1–5 %) and switches. */
  'games.settings',
  /** The Risk list: flags on large or quick money movements and shared numbers or devices, closed with a note. */
  'risk.review',
] as const
export type Permission = (typeof permissions)[number]

/** What each role may do in the back office. Every admin API route declares one of these. */
export const rolePermissions: Record<Role, readonly Permission[]> = {
  player: [],
  agent: [],
  affiliate: [],
  admin: permissions,
  finance: [
    'users.read',
    'cashier.decide',
    'cashier.methods',
    'wallet.reconcile',
    'wallet.adjust',
    'audit.read',
    'games.read',
    'risk.review',
  ],
  support: ['users.read', 'users.write', 'users.ban', 'kyc.review'],
  content: ['content.write', 'catalog.write'],
}

export function hasPermission(role: Role, permission: Permission): boolean {
  return rolePermissions[role].includes(permission)
}
