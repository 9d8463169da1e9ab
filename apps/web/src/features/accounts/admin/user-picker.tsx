import { ChevronRight, UserSearch } from 'lucide-react'
import { Link } from 'react-router'
import { errorMessage } from '../../../lib/error-message.ts'
import { useTranslation } from '../../../lib/i18n.ts'
import { useAdminUsers } from './find-admin-users.ts'
import { StatusBadge } from './status-badge.tsx'
import { useUsersFilter } from './use-users-filter.ts'
import { userProfilePath } from './user-profile-path.ts'
import type { UsersFilter } from './users-filter.ts'
import { UsersSearchBox } from './users-search-box.tsx'

function Matches({ filter }: { filter: UsersFilter }) {
  const { t } = useTranslation('admin')
  const users = useAdminUsers(filter)
  if (users.isPending) {
    return (
      <p role="status" className="py-6 text-center text-sm text-slate-400">
        {t('loading')}
      </p>
    )
  }
  if (users.isError) {
    return (
      <p role="alert" className="text-sm text-ember-500">
        {errorMessage(users.error)}
      </p>
    )
  }
  if (users.data.users.length === 0) {
    return <p className="py-6 text-center text-sm text-slate-400">{t('users.empty')}</p>
  }
  return (
    <ul aria-label={t('userProfile.picker.matches')} className="space-y-2">
      {users.data.users.map((user) => (
        <li key={user.id}>
          <Link
            to={userProfilePath(user.id)}
            className="flex items-center gap-3 rounded-xl border border-night-700 bg-night-850 px-4 py-3 transition hover:border-gold-500"
          >
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-semibold text-white">{user.name}</span>
              <span className="block truncate text-xs text-slate-400">{user.email}</span>
            </span>
            <span className="hidden text-xs text-gold-300 sm:inline">{t(`roles.${user.role}`)}</span>
            <StatusBadge isBanned={user.isBanned} />
            <ChevronRight aria-hidden size={16} className="shrink-0 text-slate-500" />
          </Link>
        </li>
      ))}
    </ul>
  )
}

/** /dashboard/userprofile with no user chosen: search and pick one, rather than a page about nobody. */
export function UserPicker() {
  const { t } = useTranslation('admin')
  const { filter, setSearch } = useUsersFilter()
  return (
    <section aria-labelledby="user-picker" className="space-y-4">
      <div className="flex items-start gap-3 rounded-xl border border-dashed border-night-600 bg-night-850/60 p-4">
        <UserSearch aria-hidden size={22} className="mt-0.5 shrink-0 text-gold-400" />
        <div>
          <h2 id="user-picker" className="font-bold text-white">
            {t('userProfile.picker.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-400">{t('userProfile.picker.body')}</p>
        </div>
      </div>
      <UsersSearchBox initialValue={filter.search} onSearch={setSearch} />
      {filter.search && <Matches filter={filter} />}
    </section>
  )
}
