import { hasPermission, type Permission } from '@khela/contracts/permissions'
import type { Role } from '@khela/contracts/roles'
import {
  ArrowDownToLine,
  ArrowUpFromLine,
  Clock,
  Cpu,
  Gamepad2,
  Gift,
  Handshake,
  Images,
  KeyRound,
  LayoutDashboard,
  type LucideIcon,
  Medal,
  Network,
  ScrollText,
  Settings,
  ShieldAlert,
  Trophy,
  Users,
  Volleyball,
} from 'lucide-react'

/** A back-office page under /dashboard; `path` is relative to /dashboard ('' is the overview). */
export interface AdminLink {
  id: string
  path: string
  /** Shown instead of a translated label: provider names are not translated. */
  label?: string
  /** Shown only to roles with this permission, the one the page's API needs. */
  permission?: Permission
  /** Carries the count of pending cashier requests of this kind (staff who decide them only). */
  pendingBadge?: 'deposits' | 'withdrawals'
}

export interface AdminGroup {
  id: string
  icon: LucideIcon
  links: AdminLink[]
}

/** The back office's sidebar, in the original site's order. */
export const adminGroups: AdminGroup[] = [
  { id: 'dashboard', icon: LayoutDashboard, links: [{ id: 'overview', path: '' }] },
  {
    id: 'users',
    icon: Users,
    links: [
      { id: 'allUsers', path: 'alluser', permission: 'users.read' },
      { id: 'userProfile', path: 'userprofile', permission: 'users.read' },
      { id: 'kycQueue', path: 'kyc', permission: 'kyc.review' },
      { id: 'outbox', path: 'outbox', permission: 'users.read' },
    ],
  },
  {
    id: 'cashAgent',
    icon: Network,
    links: [
      { id: 'agentTree', path: 'agenttree', permission: 'agents.read' },
      { id: 'agentProfile', path: 'agentprofile' },
    ],
  },
  {
    id: 'affiliators',
    icon: Handshake,
    links: [
      { id: 'affiliators', path: 'affilitors', permission: 'partners.read' },
      { id: 'commission', path: 'commission', permission: 'partners.read' },
    ],
  },
  {
    id: 'gamesControl',
    icon: Gamepad2,
    links: [
      { id: 'gameCategories', path: 'gamecategories', permission: 'catalog.write' },
      { id: 'addCategories', path: 'gamesCategorisAdd', permission: 'catalog.write' },
      { id: 'activeGames', path: 'activegames', permission: 'catalog.write' },
      { id: 'inactiveGames', path: 'inactivegames', permission: 'catalog.write' },
    ],
  },
  {
    id: 'gamesApiKey',
    icon: KeyRound,
    // One link per catalogue provider once the catalogue is read (withProviderLinks); the page until then.
    links: [{ id: 'gamesApi', path: 'gamesapi', permission: 'catalog.write' }],
  },
  { id: 'bonuses', icon: Gift, links: [{ id: 'bonuses', path: 'bonuses', permission: 'bonuses.read' }] },
  {
    id: 'gameHistory',
    icon: Clock,
    links: [
      { id: 'gameHistory', path: 'game-history', permission: 'games.read' },
      { id: 'gameSettings', path: 'game-settings', permission: 'games.read' },
      { id: 'liveCrash', path: 'crash-live', permission: 'games.read' },
      { id: 'providerRounds', path: 'provider-rounds', permission: 'providers.read' },
    ],
  },
  {
    id: 'sportsbook',
    icon: Volleyball,
    links: [
      { id: 'sportsbookEvents', path: 'sportsbook/events', permission: 'sportsbook.read' },
      { id: 'sportsbookNewEvent', path: 'sportsbook/events/new', permission: 'sportsbook.trade' },
      { id: 'sportsbookFeeds', path: 'sportsbook/feeds', permission: 'sportsbook.trade' },
      { id: 'sportsbookBets', path: 'sportsbook/bets', permission: 'sportsbook.read' },
      { id: 'sportsbookLiability', path: 'sportsbook/liability', permission: 'sportsbook.read' },
    ],
  },
  { id: 'tournament', icon: Trophy, links: [{ id: 'tournament', path: 'tournament' }] },
  { id: 'jackpot', icon: Medal, links: [{ id: 'jackpot', path: 'jackpot' }] },
  {
    id: 'frontend',
    icon: Images,
    links: [
      { id: 'slider', path: 'fontendslider', permission: 'content.write' },
      { id: 'promotions', path: 'promotionoffer', permission: 'content.write' },
      { id: 'faq', path: 'faq', permission: 'content.write' },
      { id: 'rules', path: 'rules', permission: 'content.write' },
      { id: 'tutorials', path: 'tutorials', permission: 'content.write' },
    ],
  },
  {
    id: 'bankingDeposit',
    icon: ArrowDownToLine,
    links: [{ id: 'deposits', path: 'deposits', permission: 'cashier.decide', pendingBadge: 'deposits' }],
  },
  {
    id: 'bankingWithdraw',
    icon: ArrowUpFromLine,
    links: [
      { id: 'withdraws', path: 'withdraws', permission: 'cashier.decide', pendingBadge: 'withdrawals' },
    ],
  },
  {
    id: 'settings',
    icon: Settings,
    links: [
      { id: 'settings', path: 'settings', permission: 'settings.write' },
      { id: 'compliance', path: 'settings/compliance', permission: 'settings.write' },
      { id: 'banking', path: 'settings/banking', permission: 'cashier.methods' },
      { id: 'ledger', path: 'settings/ledger', permission: 'wallet.reconcile' },
    ],
  },
  {
    id: 'risk',
    icon: ShieldAlert,
    links: [{ id: 'riskFlags', path: 'risk', permission: 'risk.review' }],
  },
  {
    id: 'auditLog',
    icon: ScrollText,
    links: [{ id: 'auditLog', path: 'audit-log', permission: 'audit.read' }],
  },
  { id: 'oracleTechnology', icon: Cpu, links: [{ id: 'platform', path: 'oracle-technology' }] },
]

/** The sidebar a role sees: a link whose page needs a permission the role lacks is left out, then empty groups. */
export function adminGroupsFor(role: Role | undefined): AdminGroup[] {
  const mayOpen = (link: AdminLink) =>
    !link.permission || (role !== undefined && hasPermission(role, link.permission))
  return adminGroups
    .map((group) => ({ ...group, links: group.links.filter(mayOpen) }))
    .filter((group) => group.links.length > 0)
}

/** The Games API Key group with a link per provider of the catalogue, named as the catalogue names it. */
export function withProviderLinks(
  groups: AdminGroup[],
  providers: readonly { code: string; name: string }[] | undefined,
): AdminGroup[] {
  if (!providers || providers.length === 0) return groups
  return groups.map((group) =>
    group.id === 'gamesApiKey' && group.links.length > 0
      ? {
          ...group,
          links: providers.map((provider) => ({
            id: `provider-${provider.code}`,
            path: `gamesapi?provider=${encodeURIComponent(provider.code)}`,
            label: provider.name,
            permission: 'catalog.write' as const,
          })),
        }
      : group,
  )
}

/** Every page the /dashboard tree serves, keyed by its path segment. */
export const adminSections = [
  'alluser',
  'agenttree',
  'affilitors',
  'gamecategories',
  'userprofile',
  'agentprofile',
  'gamesapi',
  'gamesCategorisAdd',
  'activegames',
  'inactivegames',
  'fontendslider',
  'promotionoffer',
  'faq',
  'rules',
  'tutorials',
  'deposits',
  'withdraws',
  'bonuses',
  'game-history',
  'tournament',
  'jackpot',
  'settings',
  'oracle-technology',
] as const

export type AdminSection = (typeof adminSections)[number]
