import type { AdminUserRow } from '@khela/contracts/admin-users'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { formatDateTime } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'

interface UsersTableProps {
  users: AdminUserRow[]
  /** Null when the viewer may not ban: the column is left out. */
  onChangeBan: ((user: AdminUserRow) => void) | null
  viewerId: string
}

const cellClass = 'px-3 py-2.5 whitespace-nowrap'

function StatusBadge({ isBanned }: { isBanned: boolean }) {
  const { t } = useTranslation('admin')
  const label = t(isBanned ? 'users.status.banned' : 'users.status.active').toLocaleUpperCase()
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-bold ${
        isBanned ? 'bg-ember-500/15 text-ember-500' : 'bg-jade-500/15 text-jade-400'
      }`}
    >
      {label}
    </span>
  )
}

/**
 * Wider than a phone: it scrolls sideways inside its frame rather than squeezing the columns. The frame is
 * `relative` so the screen-reader-only header (absolutely positioned) stays inside it instead of widening the page.
 */
export function UsersTable({ users, onChangeBan, viewerId }: UsersTableProps) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  const upcoming = t('users.arrivesWithUserManagement')
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
            </th>
            <th scope="col" className={cellClass}>
              <span className="sr-only">{t('users.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-night-700 text-slate-200">
          {users.map((user) => (
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
              <td className={`${cellClass} text-right`}>
                <div className="flex justify-end gap-2">
                  <button type="button" disabled title={upcoming} className={buttonClass('outline', 'sm')}>
                    {t('users.view')}
                  </button>
                  {onChangeBan && user.id !== viewerId && (
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
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
