import type { AdminUserRow } from '@khela/contracts/admin-users'
import { type FormEvent, useState } from 'react'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { Modal } from '../../../components/ui/modal.tsx'
import { useTranslation } from '../../../lib/i18n.ts'
import { notify } from '../../../lib/toast.ts'
import { adminErrorMessage } from './admin-error-message.ts'
import { useSetUserBan } from './set-user-ban.ts'

/** The API's own bounds for a ban reason (`banInput` in the contracts). */
const REASON_MIN_LENGTH = 3
const REASON_MAX_LENGTH = 500

interface BanDialogProps {
  /** The user to ban, or to unban when already banned; null keeps the dialog closed. */
  user: AdminUserRow | null
  onClose: () => void
}

export function BanDialog({ user, onClose }: BanDialogProps) {
  const { t } = useTranslation('admin')
  const setUserBan = useSetUserBan()
  const [reason, setReason] = useState('')
  const [reasonError, setReasonError] = useState<string>()
  const isUnban = user?.isBanned ?? false

  const close = () => {
    setReason('')
    setReasonError(undefined)
    setUserBan.reset()
    onClose()
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!user || setUserBan.isPending) return
    const trimmed = reason.trim()
    if (!isUnban && trimmed.length < REASON_MIN_LENGTH) {
      setReasonError(t('users.ban.reasonTooShort', { minLength: REASON_MIN_LENGTH }))
      return
    }
    setUserBan.mutate(
      { userId: user.id, ban: isUnban ? null : { reason: trimmed } },
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
  }

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
                value={reason}
                maxLength={REASON_MAX_LENGTH}
                aria-required
                rows={3}
                onChange={(event) => {
                  setReason(event.target.value)
                  setReasonError(undefined)
                }}
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
