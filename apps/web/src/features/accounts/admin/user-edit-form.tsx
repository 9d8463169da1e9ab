import { zodResolver } from '@hookform/resolvers/zod'
import { type AdminUserDetails, type AdminUserUpdate, adminUserUpdate } from '@khela/contracts/admin-users'
import type { Role } from '@khela/contracts/roles'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { applyApiFieldErrors } from '../../../lib/field-errors.ts'
import { useTranslation } from '../../../lib/i18n.ts'
import { notify } from '../../../lib/toast.ts'
import { adminErrorMessage } from './admin-error-message.ts'
import { useUpdateAdminUser } from './update-admin-user.ts'
import { useStaffFieldErrorText } from './use-staff-field-error-text.ts'

const formFields = ['name', 'role'] as const

interface UserEditFormProps {
  user: AdminUserDetails
  /** Only by someone who may give both the user's role and the new one, never their own; the server enforces both. */
  canChangeRole: boolean
  /** The roles the select offers: those this staff member may give, or only the current one. */
  roleChoices: readonly Role[]
  /** Why the role cannot be changed, when it cannot. */
  roleHint: 'ownRole' | 'adminsOnly' | 'beyondYou'
}

/** Renames a user and, for whoever may give roles, changes their role. Only what changed is sent. */
export function UserEditForm({ user, canChangeRole, roleChoices, roleHint }: UserEditFormProps) {
  const { t } = useTranslation('admin')
  const fieldErrorText = useStaffFieldErrorText()
  const updateUser = useUpdateAdminUser()
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm({
    resolver: zodResolver(adminUserUpdate),
    defaultValues: { name: user.name, role: user.role },
  })
  const { errors, isDirty } = form.formState

  const submit = form.handleSubmit(({ name, role }) => {
    setFailure(null)
    const update: AdminUserUpdate = {}
    if (name !== undefined && name !== user.name) update.name = name
    if (canChangeRole && role !== undefined && role !== user.role) update.role = role
    if (Object.keys(update).length === 0) return
    updateUser.mutate(
      { userId: user.id, update },
      {
        onSuccess: (saved) => {
          form.reset({ name: saved.name, role: saved.role })
          notify('success', t('userProfile.edit.saved', { email: saved.email }))
        },
        onError: (error) => {
          if (!applyApiFieldErrors(form.setError, error, formFields)) {
            setFailure(adminErrorMessage(error, 'userProfile.edit.errors'))
          }
        },
      },
    )
  })

  return (
    <section aria-labelledby="user-edit">
      <h3 id="user-edit" className="mb-3 text-sm font-bold text-white">
        {t('userProfile.edit.title')}
      </h3>
      <form
        noValidate
        onSubmit={submit}
        className="space-y-4 rounded-xl border border-night-700 bg-night-850 p-4"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('userProfile.fields.name')} error={fieldErrorText(errors.name?.message)}>
            {(control) => (
              <input
                {...control}
                {...form.register('name')}
                maxLength={60}
                aria-required
                className={inputClass}
              />
            )}
          </FormField>
          <FormField
            label={t('userProfile.fields.role')}
            error={fieldErrorText(errors.role?.message)}
            hint={
              !canChangeRole && <p className="text-xs text-slate-500">{t(`userProfile.edit.${roleHint}`)}</p>
            }
          >
            {(control) => (
              <select
                {...control}
                {...form.register('role', { disabled: !canChangeRole })}
                className={`${inputClass} appearance-none disabled:opacity-60`}
              >
                {roleChoices.map((role) => (
                  <option key={role} value={role}>
                    {t(`roles.${role}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        {failure && (
          <p role="alert" className="text-sm font-medium text-ember-500">
            {failure}
          </p>
        )}
        <button type="submit" disabled={!isDirty || updateUser.isPending} className={buttonClass('gold')}>
          {updateUser.isPending ? '...' : t('userProfile.edit.save')}
        </button>
      </form>
    </section>
  )
}
