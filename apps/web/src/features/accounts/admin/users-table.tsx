import type { AdminUserRow } from '@khela/contracts/admin-users'
import type { RoleGrantRules } from '@khela/contracts/permissions'
import type { SessionUser } from '@khela/contracts/session'
import { Link } from 'react-router'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { TimeZoneLabel } from '../../../components/ui/time-zone-label.tsx'
import { formatDateTime } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { StatusBadge } from './status-badge.tsx'
import { userActionsFor } from './user-actions.ts'
import { userProfilePath } from './user-profile-path.ts'

interface UsersTableProps {
  users: AdminUserRow[]
  /** Each row offers only what this staff member may do to that user. */
  viewer: SessionUser
  rules: RoleGrantRules
  onChangeBan: (user: AdminUserRow) => void
  onDelete: (user: AdminUserRow) => void
}

const cellClass = 'px-3 py-2.5 whitespace-nowrap'
// On a wide screen the actions stay in view when long emails push the table past its frame; a phone has no
// room to spare for a pinned column, so there it scrolls with the rest.
const stickyActionsClass = 'lg:sticky lg:right-0 lg:shadow-[-8px_0_8px_-8px_rgb(0_0_0/0.6)]'

/**
 * Wider than a phone: it scrolls sideways inside its frame rather than squeezing the columns. The frame is
 * `relative` so the screen-reader-only header (absolutely positioned) stays inside it instead of widening the page.
 */
export function UsersTable({ users, viewer, rules, onChangeBan, onDelete }: UsersTableProps) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  return (
    <div className="relative overflow-x-auto rounded-xl border border-night-700 scrollbar-thin">
      <table className="w-full min-w-[56rem] text-left text-sm">
        <thead className="bg-night-800 text-xs uppercase tracking-wide text-slate-400">
          <tr>
            <th scope="col" className={cellClass}>
              {t('users.columns.email')}
            </th>
            <th scope="col" className={cellClass}>
              {t('users.columns.name')}
            </th>
            <th scope="col" className={cellClass}>
              {t('users.columns.phone')}
            </th>
            <th scope="col" className={cellClass}>
              {t('users.columns.role')}
            </th>
            <th scope="col" className={cellClass}>
              {t('users.columns.status')}
            </th>
            <th scope="col" className={cellClass}>
              {t('users.columns.createdAt')}
              <TimeZoneLabel />
            </th>
            <th scope="col" className={`${cellClass} ${stickyActionsClass} bg-night-800`}>
              <span className="sr-only">{t('users.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-night-700 text-slate-200">
          {users.map((user) => {
            const actions = userActionsFor(viewer, user, rules)
            return (
              <tr key={user.id} className="bg-night-850 hover:bg-night-800">
                <td className={`${cellClass} font-medium text-white`}>{user.email}</td>
                <td className={cellClass}>{user.name}</td>
                <td className={`${cellClass} tabular-nums`}>{user.phone ?? '—'}</td>
                <td className={cellClass}>
                  <span className="rounded-full bg-night-700 px-2 py-0.5 text-xs font-semibold text-gold-300">
                    {t(`roles.${user.role}`)}
                  </span>
                </td>
                <td className={cellClass} title={user.banReason ?? undefined}>
                  <StatusBadge isBanned={user.isBanned} />
                </td>
                <td className={`${cellClass} tabular-nums text-slate-400`}>
                  <time dateTime={user.createdAt}>{formatDateTime(user.createdAt, language)}</time>
                </td>
                <td className={`${cellClass} ${stickyActionsClass} bg-inherit text-right`}>
                  <div className="flex justify-end gap-2">
                    <Link to={userProfilePath(user.id)} className={buttonClass('outline', 'sm')}>
                      {t('users.view')}
                    </Link>
                    {actions.canBan && (
                      <button
                        type="button"
                        onClick={() => onChangeBan(user)}
                        className={`${buttonClass('outline', 'sm')} ${
                          user.isBanned ? '' : 'hover:border-ember-500 hover:text-ember-500'
                        }`}
                      >
                        {t(user.isBanned ? 'users.unban.action' : 'users.ban.action')}
                      </button>
                    )}
                    {actions.canDelete && (
                      <button
                        type="button"
                        onClick={() => onDelete(user)}
                        className={buttonClass('danger', 'sm')}
                      >
                        {t('users.delete.action')}
                      </button>
                    )}
                  </div>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
