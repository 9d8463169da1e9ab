import { type AdminUserRow, banInput } from '@khela/contracts/admin-users'
import { z } from 'zod'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { Modal } from '../../../components/ui/modal.tsx'
import { useTranslation } from '../../../lib/i18n.ts'
import { notify } from '../../../lib/toast.ts'
import { useZodForm } from '../../../lib/use-zod-form.ts'
import { adminErrorMessage } from './admin-error-message.ts'
import { useSetUserBan } from './set-user-ban.ts'

/** The API's own bounds for a ban reason (`banInput` in the contracts). */
const REASON_MIN_LENGTH = 3
const REASON_MAX_LENGTH = 500
const unbanInput = z.object({ reason: z.string() })

interface BanDialogProps {
  /** The user to ban, or to unban when already banned; null keeps the dialog closed. */
  user: AdminUserRow | null
  onClose: () => void
}

export function BanDialog({ user, onClose }: BanDialogProps) {
  const { t } = useTranslation('admin')
  const setUserBan = useSetUserBan()
  const isUnban = user?.isBanned ?? false
  // Lifting a ban needs no reason, so its form checks nothing.
  const form = useZodForm(isUnban ? unbanInput : banInput, { reason: '' })
  const reasonError = form.formState.errors.reason
    ? t('users.ban.reasonTooShort', { minLength: REASON_MIN_LENGTH })
    : undefined

  const close = () => {
    form.reset()
    setUserBan.reset()
    onClose()
  }

  const submit = form.handleSubmit(({ reason }) => {
    if (!user || setUserBan.isPending) return
    setUserBan.mutate(
      { userId: user.id, ban: isUnban ? null : { reason } },
      {
        onSuccess: (changed) => {
          notify(
            'success',
            t(changed.isBanned ? 'users.ban.done' : 'users.unban.done', { email: changed.email }),
          )
          close()
        },
      },
    )
  })

  const title = user ? t(isUnban ? 'users.unban.title' : 'users.ban.title', { email: user.email }) : ''

  return (
    <Modal isOpen={user !== null} onClose={close} title={title}>
      <form noValidate onSubmit={submit} className="space-y-4 p-4">
        {isUnban ? (
          <p className="text-sm text-slate-300">
            {t('users.unban.body', { reason: user?.banReason ?? '—' })}
          </p>
        ) : (
          <FormField
            label={t('users.ban.reason')}
            error={reasonError}
            hint={<p className="text-xs text-slate-500">{t('users.ban.hint')}</p>}
          >
            {(control) => (
              <textarea
                {...control}
                {...form.register('reason')}
                maxLength={REASON_MAX_LENGTH}
                aria-required
                rows={3}
                className={`${inputClass} h-auto py-2`}
              />
            )}
          </FormField>
        )}
        {setUserBan.isError && (
          <p role="alert" className="text-sm font-medium text-ember-500">
            {adminErrorMessage(setUserBan.error, 'users.banErrors')}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <button type="button" onClick={close} className={buttonClass('ghost')}>
            {t('users.cancel')}
          </button>
          <button type="submit" disabled={setUserBan.isPending} className={buttonClass('gold')}>
            {setUserBan.isPending ? '...' : t('users.submit')}
          </button>
        </div>
      </form>
    </Modal>
  )
}
