import { passwordLengthBounds, passwordPolicy } from '@khela/contracts/accounts'
import { useState } from 'react'
import { useWatch } from 'react-hook-form'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { PasswordRulesList } from '../../../components/ui/password-rules-list.tsx'
import { useTranslation } from '../../../lib/i18n.ts'
import type { AccountSettingsFormControl } from './account-settings-form.tsx'
import { useSettingsErrorText } from './use-settings-error-text.ts'

const requirements = ['requireLowercase', 'requireUppercase', 'requireDigit', 'requireSymbol'] as const

const emptyAsNull = (value: unknown) => (value === '' || value === null ? null : Number(value))

/** Lengths and required kinds of character, with the rules list players will see, live as the admin edits. */
export function PasswordPolicyFields({ form }: { form: AccountSettingsFormControl }) {
  const { t } = useTranslation('admin')
  const errorText = useSettingsErrorText()
  const errors = form.formState.errors.passwordPolicy
  const [samplePassword, setSamplePassword] = useState('')
  const editedPolicy = passwordPolicy.safeParse(useWatch({ control: form.control, name: 'passwordPolicy' }))

  return (
    <fieldset className="space-y-4 rounded-xl border border-night-700 bg-night-850 p-4">
      <legend className="px-1 text-sm font-bold text-white">{t('settings.passwords.title')}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('settings.passwords.minLength')}
          error={errorText('passwordPolicy.minLength', errors?.minLength?.message)}
          hint={
            <p className="text-xs text-slate-500">
              {t('settings.passwords.minLengthHint', passwordLengthBounds)}
            </p>
          }
        >
          {(control) => (
            <input
              {...control}
              {...form.register('passwordPolicy.minLength', { valueAsNumber: true })}
              type="number"
              inputMode="numeric"
              min={passwordLengthBounds.min}
              max={passwordLengthBounds.max}
              className={inputClass}
            />
          )}
        </FormField>
        <FormField
          label={t('settings.passwords.maxLength')}
          error={errorText('passwordPolicy.maxLength', errors?.maxLength?.message)}
          hint={
            <p className="text-xs text-slate-500">
              {t('settings.passwords.maxLengthHint', passwordLengthBounds)}
            </p>
          }
        >
          {(control) => (
            <input
              {...control}
              {...form.register('passwordPolicy.maxLength', { setValueAs: emptyAsNull })}
              type="number"
              inputMode="numeric"
              min={passwordLengthBounds.min}
              max={passwordLengthBounds.max}
              className={inputClass}
            />
          )}
        </FormField>
      </div>
      <ul className="grid gap-2 sm:grid-cols-2">
        {requirements.map((requirement) => (
          <li key={requirement}>
            <label className="flex items-center gap-2.5 text-sm text-slate-200">
              <input
                {...form.register(`passwordPolicy.${requirement}`)}
                type="checkbox"
                className="size-4 accent-gold-500"
              />
              {t(`settings.passwords.${requirement}`)}
            </label>
          </li>
        ))}
      </ul>
      <div className="rounded-lg border border-dashed border-night-600 p-3">
        <FormField
          label={t('settings.passwords.preview')}
          hint={
            editedPolicy.success ? (
              <>
                <PasswordRulesList password={samplePassword} policy={editedPolicy.data} />
                <p className="mt-1.5 text-xs text-slate-500">{t('settings.passwords.previewHint')}</p>
              </>
            ) : (
              <p className="text-xs text-slate-500">{t('settings.passwords.previewUnavailable')}</p>
            )
          }
        >
          {(control) => (
            <input
              {...control}
              value={samplePassword}
              onChange={(event) => setSamplePassword(event.target.value)}
              type="text"
              autoComplete="off"
              spellCheck={false}
              className={inputClass}
            />
          )}
        </FormField>
      </div>
    </fieldset>
  )
}
