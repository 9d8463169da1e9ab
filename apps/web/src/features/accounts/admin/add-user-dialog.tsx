import { zodResolver } from '@hookform/resolvers/zod'
import { type AdminUserCreate, adminUserCreate } from '@khela/contracts/admin-users'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { Modal } from '../../../components/ui/modal.tsx'
import { applyApiFieldErrors } from '../../../lib/field-errors.ts'
import { useTranslation } from '../../../lib/i18n.ts'
import { notify } from '../../../lib/toast.ts'
import { adminErrorMessage } from './admin-error-message.ts'
import { useCreateAdminUser } from './create-admin-user.ts'
import { useStaffFieldErrorText, useStaffPasswordLength } from './use-staff-field-error-text.ts'

const formFields = ['email', 'name', 'password', 'role'] as const

interface AddUserDialogProps {
  isOpen: boolean
  onClose: () => void
  /** The roles this staff member may give (`creatableRoles`); never empty, or there is no '+Add'. */
  roles: readonly AdminUserCreate['role'][]
}

/** '+Add' on All Users: a staff or partner account with a role and a first password. */
export function AddUserDialog({ isOpen, onClose, roles }: AddUserDialogProps) {
  const { t } = useTranslation('admin')
  const fieldErrorText = useStaffFieldErrorText()
  const passwordLength = useStaffPasswordLength()
  const createUser = useCreateAdminUser()
  const [failure, setFailure] = useState<string | null>(null)
  const emptyForm: AdminUserCreate = {
    email: '',
    name: '',
    password: '',
    role: roles.includes('support') ? 'support' : (roles[0] ?? 'support'),
  }
  const form = useForm({
    resolver: zodResolver(adminUserCreate),
    defaultValues: emptyForm,
  })
  const { errors } = form.formState

  const close = () => {
    form.reset()
    setFailure(null)
    createUser.reset()
    onClose()
  }

  const submit = form.handleSubmit((user) => {
    setFailure(null)
    createUser.mutate(user, {
      onSuccess: (created) => {
        notify('success', t('users.add.done', { email: created.email, role: t(`roles.${created.role}`) }))
        close()
      },
      onError: (error) => {
        if (!applyApiFieldErrors(form.setError, error, formFields)) {
          setFailure(adminErrorMessage(error, 'users.add.errors'))
        }
      },
    })
  })

  return (
    <Modal isOpen={isOpen} onClose={close} title={t('users.add.title')}>
      <form noValidate onSubmit={submit} className="space-y-4 p-4">
        <FormField label={t('users.add.email')} error={fieldErrorText(errors.email?.message)}>
          {(control) => (
            <input
              {...control}
              {...form.register('email')}
              type="email"
              autoComplete="off"
              aria-required
              className={inputClass}
            />
          )}
        </FormField>
        <FormField label={t('users.add.name')} error={fieldErrorText(errors.name?.message)}>
          {(control) => (
            <input
              {...control}
              {...form.register('name')}
              autoComplete="off"
              maxLength={60}
              aria-required
              className={inputClass}
            />
          )}
        </FormField>
        <FormField
          label={t('users.add.password')}
          error={fieldErrorText(errors.password?.message)}
          hint={
            <p className="text-xs text-slate-500">
              {t('users.add.passwordHint', { minLength: passwordLength.min })}
            </p>
          }
        >
          {(control) => (
            <input
              {...control}
              {...form.register('password')}
              type="password"
              autoComplete="new-password"
              required
              className={inputClass}
            />
          )}
        </FormField>
        <FormField label={t('users.add.role')} error={fieldErrorText(errors.role?.message)}>
          {(control) => (
            <select {...control} {...form.register('role')} className={`${inputClass} appearance-none`}>
              {roles.map((role) => (
                <option key={role} value={role}>
                  {t(`roles.${role}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {failure && (
          <p role="alert" className="text-sm font-medium text-ember-500">
            {failure}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <button type="button" onClick={close} className={buttonClass('ghost')}>
            {t('users.cancel')}
          </button>
          <button type="submit" disabled={createUser.isPending} className={buttonClass('gold')}>
            {createUser.isPending ? '...' : t('users.add.submit')}
          </button>
        </div>
      </form>
    </Modal>
  )
}
