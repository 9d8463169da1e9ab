import type { PendingCounts } from '@khela/contracts/cashier'
import { hasPermission } from '@khela/contracts/permissions'
import { ChevronDown } from 'lucide-react'
import { useState } from 'react'
import { Link, useLocation } from 'react-router'
import { PendingBadge } from '../../features/cashier/admin/pending-badge.tsx'
import { usePendingCounts } from '../../features/cashier/admin/use-pending-counts.ts'
import { useAdminProviders } from '../../features/catalog/admin/find-admin-providers.ts'
import { useTranslation } from '../../lib/i18n.ts'
import { useSession } from '../../lib/use-session.ts'
import { type AdminGroup, type AdminLink, adminGroupsFor, withProviderLinks } from './admin-menu.ts'

interface AdminSidebarProps {
  /** Desktop icon-only mode. */
  isCollapsed?: boolean
  onNavigate?: () => void
}

/** The pending counts, for the links that carry a badge. */
type Counts = PendingCounts | undefined

const countOf = (link: AdminLink | undefined, counts: Counts) =>
  link?.pendingBadge && counts ? counts[link.pendingBadge] : undefined

function hrefOf(link: AdminLink): string {
  return link.path === '' ? '/dashboard' : `/dashboard/${link.path}`
}

function useIsActive(): (link: AdminLink) => boolean {
  const { pathname, search } = useLocation()
  const current = `${pathname.replace(/\/+$/, '')}${search}`
  return (link) => current === hrefOf(link)
}

const linkClass = (isActive: boolean) =>
  `flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition ${
    isActive ? 'bg-gold-500/15 text-gold-300' : 'text-slate-300 hover:bg-night-700 hover:text-white'
  }`

function GroupEntry({
  group,
  isCollapsed,
  onNavigate,
  counts,
}: { group: AdminGroup; counts: Counts } & AdminSidebarProps) {
  const { t } = useTranslation('admin')
  const isActive = useIsActive()
  const hasActiveLink = group.links.some(isActive)
  const [isExpanded, setIsExpanded] = useState(hasActiveLink)
  const label = t(`groups.${group.id}`)
  const [firstLink] = group.links
  const Icon = group.icon

  if (group.links.length === 1 || isCollapsed) {
    if (!firstLink) return null
    return (
      <Link
        to={hrefOf(firstLink)}
        onClick={onNavigate}
        title={isCollapsed ? label : undefined}
        aria-label={isCollapsed ? label : undefined}
        aria-current={isActive(firstLink) ? 'page' : undefined}
        className={`${linkClass(hasActiveLink)} ${isCollapsed ? 'relative justify-center px-0' : ''}`}
      >
        <Icon aria-hidden size={18} className="shrink-0" />
        {!isCollapsed && <span className="truncate">{label}</span>}
        <PendingBadge count={countOf(firstLink, counts)} isCompact={isCollapsed} />
      </Link>
    )
  }

  return (
    <>
      <button
        type="button"
        aria-expanded={isExpanded}
        onClick={() => setIsExpanded((expanded) => !expanded)}
        className={`${linkClass(false)} w-full ${hasActiveLink ? 'text-gold-300' : ''}`}
      >
        <Icon aria-hidden size={18} className="shrink-0" />
        <span className="flex-1 truncate text-left">{label}</span>
        <ChevronDown aria-hidden size={16} className={`transition ${isExpanded ? 'rotate-180' : ''}`} />
      </button>
      {isExpanded && (
        <ul className="ml-5 mt-0.5 space-y-0.5 border-l border-night-600 pl-3">
          {group.links.map((link) => (
            <li key={link.id}>
              <Link
                to={hrefOf(link)}
                onClick={onNavigate}
                aria-current={isActive(link) ? 'page' : undefined}
                className={`${linkClass(isActive(link))} py-1.5 text-[13px]`}
              >
                {link.label ?? t(`links.${link.id}`)}
                <PendingBadge count={countOf(link, counts)} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

export function AdminSidebar({ isCollapsed = false, onNavigate }: AdminSidebarProps) {
  const { t } = useTranslation('admin')
  const role = useSession().data?.user?.role
  const mayEditCatalogue = role !== undefined && hasPermission(role, 'catalog.write')
  const providers = useAdminProviders({ isEnabled: mayEditCatalogue }).data?.providers
  const groups = withProviderLinks(adminGroupsFor(role), providers)
  const counts = usePendingCounts(role).data
  return (
    <nav aria-label={t('sidebarLabel')} className="p-2">
      <ul className="space-y-0.5">
        {groups.map((group) => (
          <li key={group.id}>
            <GroupEntry group={group} isCollapsed={isCollapsed} onNavigate={onNavigate} counts={counts} />
          </li>
        ))}
      </ul>
    </nav>
  )
}
