import type { AdminUserRow } from '@khela/contracts/admin-users'
import type { RoleGrantRules } from '@khela/contracts/permissions'
import type { SessionUser } from '@khela/contracts/session'
import { Link } from 'react-router'
import { DataTable } from '../../../components/admin/data-table.tsx'
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

// On a wide screen the actions stay in view when long emails push the table past its frame; a phone has no
// room to spare for a pinned column, so there it scrolls with the rest.
const stickyActionsClass = 'lg:sticky lg:right-0 lg:shadow-[-8px_0_8px_-8px_rgb(0_0_0/0.6)]'

/** Wider than a phone: it scrolls sideways inside its frame rather than squeezing the columns. */
export function UsersTable({ users, viewer, rules, onChangeBan, onDelete }: UsersTableProps) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  return (
    <DataTable
      label={t('sections.alluser.title')}
      minWidthClass="min-w-[56rem]"
      rows={users}
      rowKey={(user) => user.id}
      empty={t('users.empty')}
      columns={[
        {
          id: 'email',
          header: t('users.columns.email'),
          cellClassName: () => 'font-medium text-white',
          cell: (user) => user.email,
        },
        { id: 'name', header: t('users.columns.name'), cell: (user) => user.name },
        {
          id: 'phone',
          header: t('users.columns.phone'),
          cellClassName: () => 'tabular-nums',
          cell: (user) => user.phone ?? '—',
        },
        {
          id: 'role',
          header: t('users.columns.role'),
          cell: (user) => (
            <span className="rounded-full bg-night-700 px-2 py-0.5 text-xs font-semibold text-gold-300">
              {t(`roles.${user.role}`)}
            </span>
          ),
        },
        {
          id: 'status',
          header: t('users.columns.status'),
          cellTitle: (user) => user.banReason ?? undefined,
          cell: (user) => <StatusBadge isBanned={user.isBanned} />,
        },
        {
          id: 'createdAt',
          header: (
            <>
              {t('users.columns.createdAt')}
              <TimeZoneLabel />
            </>
          ),
          cellClassName: () => 'tabular-nums text-slate-400',
          cell: (user) => <time dateTime={user.createdAt}>{formatDateTime(user.createdAt, language)}</time>,
        },
        {
          id: 'actions',
          header: <span className="sr-only">{t('users.columns.actions')}</span>,
          className: `${stickyActionsClass} bg-inherit`,
          cellClassName: () => 'text-right',
          cell: (user) => {
            const actions = userActionsFor(viewer, user, rules)
            return (
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
            )
          },
        },
      ]}
    />
  )
}
