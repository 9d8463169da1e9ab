import { type Role, roles } from './roles.ts'

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
  /** Provider rounds: every provider round and its transactions, stuck rounds marked. */
  'providers.read',
  /** Settle or refund a stuck provider round, and set when a round counts as stuck. */
  'providers.resolve',
  'settings.write',
  'audit.read',
  /** Game History of Khela Originals: bets, totals and the live crash round. */
  'games.read',
  /** Khela Originals' limits, house edges (within 1–5 %) and switches. */
  'games.settings',
  /** The Risk list: flags on large or quick money movements and shared numbers or devices, closed with a note. */
  'risk.review',
  /** The sportsbook's events, markets and prices as the back office sees them, every status included. */
  'sportsbook.read',
  /** Run the book: competitions, events, markets from templates, prices, suspending and reopening. */
  'sportsbook.trade',
  /** Bonus campaigns, players' grants and the campaign reports, read only. */
  'bonuses.read',
  /** Write bonus campaigns: create, edit, pause, duplicate. */
  'bonuses.manage',
  /** Grant a bonus by hand or forfeit a player's grant, with a reason. */
  'bonuses.grant',
  /** Affiliators: affiliates, their links and their players' figures, read only. */
  'partners.read',
  /** Approve, reject or suspend affiliates (approving also needs the right to give the affiliate role), and the programme's rules. */
  'partners.manage',
  /** The Agent Tree: the agent network's nodes, floats, totals, players and ledgers, read only. */
  'agents.read',
  /** Create agent nodes and shop cashiers, change their limits and status, and move float between them. */
  'agents.manage',
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
    'providers.read',
    'providers.resolve',
    'bonuses.read',
    'bonuses.grant',
    'partners.read',
    'agents.read',
    'agents.manage',
  ],
  support: [
    'users.read',
    'users.write',
    'users.ban',
    'kyc.review',
    'providers.read',
    'bonuses.read',
    'partners.read',
    'agents.read',
  ],
  content: ['content.write', 'catalog.write'],
  trader: ['sportsbook.read', 'sportsbook.trade'],
}

export function hasPermission(role: Role, permission: Permission): boolean {
  return rolePermissions[role].includes(permission)
}

/** The operator's rule on who besides an administrator may give roles (Settings → Staff accounts). */
export interface RoleGrantRules {
  /** Staff who manage users (support) may create accounts and change roles, within their own permissions. */
  canNonAdminsGrantRoles: boolean
}

/**
 * Whether `actorRole` may give an account `targetRole`, by creating it or by changing another account into it.
 * Only roles whose permissions are all the actor's own, so nobody hands out more than they hold (a support clerk
 * never makes a finance account that credits players); and only an administrator unless the operator allows
 * user managers. Partner roles hold no permissions, so the subset is met, but they are still made by the same rule.
 */
export function canGrantRole(actorRole: Role, targetRole: Role, rules: RoleGrantRules): boolean {
  if (!hasPermission(actorRole, 'users.write')) return false
  if (actorRole !== 'admin' && !rules.canNonAdminsGrantRoles) return false
  return rolePermissions[targetRole].every((permission) => hasPermission(actorRole, permission))
}

/**
 * Whether `actorRole` may change an account from `fromRole` to `toRole`: both must be roles the actor may give,
 * so nobody demotes (or otherwise rewrites) an account that holds more than they do.
 */
export function canChangeRole(actorRole: Role, fromRole: Role, toRole: Role, rules: RoleGrantRules): boolean {
  return canGrantRole(actorRole, fromRole, rules) && canGrantRole(actorRole, toRole, rules)
}

/** Every role `actorRole` may give, in the roles' own order. */
export function grantableRoles(actorRole: Role, rules: RoleGrantRules): Role[] {
  return roles.filter((role) => canGrantRole(actorRole, role, rules))
}
