import type { AdminUserRow } from '@khela/contracts/admin-users'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { Modal } from '../../../components/ui/modal.tsx'
import { useTranslation } from '../../../lib/i18n.ts'
import { notify } from '../../../lib/toast.ts'
import { adminErrorMessage } from './admin-error-message.ts'
import { useDeleteAdminUser } from './delete-admin-user.ts'

interface DeleteUserDialogProps {
  /** The user to delete; null keeps the dialog closed. */
  user: Pick<AdminUserRow, 'id' | 'email' | 'name'> | null
  onClose: () => void
  onDeleted?: () => void
}

/** Asks before deleting, and says what deleting means here: the person's data goes, the money records stay. */
export function DeleteUserDialog({ user, onClose, onDeleted }: DeleteUserDialogProps) {
  const { t } = useTranslation('admin')
  const deleteUser = useDeleteAdminUser()

  const close = () => {
    deleteUser.reset()
    onClose()
  }

  const confirm = () => {
    if (!user || deleteUser.isPending) return
    deleteUser.mutate(user.id, {
      onSuccess: () => {
        notify('success', t('users.delete.done', { email: user.email }))
        close()
        onDeleted?.()
      },
    })
  }

  return (
    <Modal
      isOpen={user !== null}
      onClose={close}
      title={user ? t('users.delete.title', { email: user.email }) : ''}
    >
      <div className="space-y-4 p-4 text-sm">
        <p className="text-slate-200">
          {t('users.delete.body', { name: user?.name ?? '', email: user?.email ?? '' })}
        </p>
        <ul className="list-disc space-y-1 pl-5 text-slate-400">
          <li>{t('users.delete.anonymised')}</li>
          <li>{t('users.delete.moneyKept')}</li>
          <li>{t('users.delete.signedOut')}</li>
        </ul>
        {deleteUser.isError && (
          <p role="alert" className="font-medium text-ember-500">
            {adminErrorMessage(deleteUser.error, 'users.delete.errors')}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <button type="button" onClick={close} className={buttonClass('ghost')}>
            {t('users.cancel')}
          </button>
          <button
            type="button"
            onClick={confirm}
            disabled={deleteUser.isPending}
            className={buttonClass('danger')}
          >
            {deleteUser.isPending ? '...' : t('users.delete.confirm')}
          </button>
        </div>
      </div>
    </Modal>
  )
}
