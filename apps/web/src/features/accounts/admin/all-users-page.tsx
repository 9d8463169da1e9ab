import type { SessionUser } from '@khela/contracts/session'
import { Users } from 'lucide-react'
import { useState } from 'react'
import { AdminPager } from '../../../components/admin/pager.tsx'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { errorMessage } from '../../../lib/error-message.ts'
import { useTranslation } from '../../../lib/i18n.ts'
import { AddUserDialog } from './add-user-dialog.tsx'
import { BanDialog } from './ban-dialog.tsx'
import { DeleteUserDialog } from './delete-user-dialog.tsx'
import { USERS_PAGE_SIZE, useAdminUsers } from './find-admin-users.ts'
import { useRoleGrantRules } from './use-role-grant-rules.ts'
import { useUsersFilter } from './use-users-filter.ts'
import { creatableRoles } from './user-actions.ts'
import { UsersSearchBox } from './users-search-box.tsx'
import { UsersTable } from './users-table.tsx'

/** /dashboard/alluser: find any account by email, name or phone; add, view, ban, unban and delete accounts. */
export function AllUsersPage({ viewer }: { viewer: SessionUser }) {
  const { t } = useTranslation('admin')
  const { filter, setSearch, setPage } = useUsersFilter()
  const users = useAdminUsers(filter)
  const [isAdding, setIsAdding] = useState(false)
  // Chosen by id and read from the latest page, so a dialog opened on a row that was just refreshed shows
  // the user as they are now.
  const [banTargetId, setBanTargetId] = useState<string | null>(null)
  const [deleteTargetId, setDeleteTargetId] = useState<string | null>(null)
  const rowOf = (id: string | null) => users.data?.users.find((user) => user.id === id) ?? null
  const rules = useRoleGrantRules(viewer)
  const roles = creatableRoles(viewer, rules)
  // Only who may give a role at all sees '+Add': an admin, or a user manager when the operator allows it.
  const canAdd = roles.length > 0

  return (
    <>
      <PageHeader
        title={t('sections.alluser.title')}
        icon={Users}
        aside={
          canAdd && (
            <button type="button" onClick={() => setIsAdding(true)} className={buttonClass('gold', 'sm')}>
              {t('users.add.action')}
            </button>
          )
        }
      />
      <UsersSearchBox initialValue={filter.search} onSearch={setSearch} />

      {users.isPending ? (
        <p role="status" className="py-10 text-center text-sm text-slate-400">
          {t('loading')}
        </p>
      ) : users.isError ? (
        <div role="alert" className="rounded-xl border border-ember-500/40 bg-ember-500/10 p-4 text-sm">
          <p className="font-semibold text-white">{t('users.loadFailed')}</p>
          <p className="mt-1 text-slate-300">{errorMessage(users.error)}</p>
          <button
            type="button"
            onClick={() => users.refetch()}
            className={`${buttonClass('outline', 'sm')} mt-3`}
          >
            {t('users.retry')}
          </button>
        </div>
      ) : (
        <>
          {users.data.users.length === 0 ? (
            <p className="rounded-xl border border-dashed border-night-600 py-10 text-center text-sm text-slate-400">
              {t('users.empty')}
            </p>
          ) : (
            <UsersTable
              users={users.data.users}
              viewer={viewer}
              rules={rules}
              onChangeBan={(user) => setBanTargetId(user.id)}
              onDelete={(user) => setDeleteTargetId(user.id)}
            />
          )}
          <AdminPager
            section="users"
            page={users.data.page}
            total={users.data.total}
            pageSize={USERS_PAGE_SIZE}
            isFetching={users.isFetching}
            onPage={setPage}
          />
        </>
      )}

      {canAdd && <AddUserDialog isOpen={isAdding} onClose={() => setIsAdding(false)} roles={roles} />}
      <BanDialog user={rowOf(banTargetId)} onClose={() => setBanTargetId(null)} />
      <DeleteUserDialog user={rowOf(deleteTargetId)} onClose={() => setDeleteTargetId(null)} />
    </>
  )
}
