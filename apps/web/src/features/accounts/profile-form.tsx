import { zodResolver } from '@hookform/resolvers/zod'
import { countries, genders, type Profile, profileUpdate } from '@khela/contracts/accounts'
import { languages } from '@khela/contracts/languages'
import { useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { FormFailure } from '../../components/ui/form-failure.tsx'
import { FormField, inputClass, phoneInputProps } from '../../components/ui/form-field.tsx'
import { errorMessage } from '../../lib/error-message.ts'
import { applyApiFieldErrors } from '../../lib/field-errors.ts'
import { formatDate } from '../../lib/format.ts'
import { currentLanguage, switchLanguage, useTranslation } from '../../lib/i18n.ts'
import { notify } from '../../lib/toast.ts'
import { useFieldErrorText } from '../../lib/use-field-error-text.ts'
import { EmailStatus } from './email-status.tsx'
import { useUpdateProfile } from './update-profile.ts'

const formFields = [
  'phone',
  'name',
  'surname',
  'gender',
  'country',
  'city',
  'isSubscribedToNewsletter',
  'language',
] as const

const selectClass = `${inputClass} appearance-none`

function editableFields(profile: Profile) {
  return {
    phone: profile.phone,
    name: profile.name,
    surname: profile.surname,
    gender: profile.gender,
    country: profile.country,
    city: profile.city,
    isSubscribedToNewsletter: profile.isSubscribedToNewsletter,
    language: profile.language,
  }
}

/** The player's details; email and birthday are shown but fixed, everything else saves with 'Update Data'. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation()
  const fieldErrorText = useFieldErrorText()
  const update = useUpdateProfile()
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm({ resolver: zodResolver(profileUpdate), defaultValues: editableFields(profile) })
  const { errors } = form.formState
  const language = currentLanguage()
  const countryNames = useMemo(() => new Intl.DisplayNames([language], { type: 'region' }), [language])

  const submit = form.handleSubmit((changes) => {
    setFailure(null)
    update.mutate(changes, {
      onSuccess: async (saved) => {
        form.reset(editableFields(saved))
        if (saved.language !== currentLanguage()) await switchLanguage(saved.language)
        notify('success', t('profile.saved'))
      },
      onError: (error) => {
        notify('error', t('profile.saveFailed'))
        if (!applyApiFieldErrors(form.setError, error, formFields)) setFailure(errorMessage(error))
      },
    })
  })

  return (
    <section aria-labelledby="profile-details" className="space-y-4">
      <h2 id="profile-details" className="text-base font-bold text-white">
        {t('profile.details')}
      </h2>
      <EmailStatus profile={profile} />
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('profile.fields.phone')} error={fieldErrorText(errors.phone?.message)}>
            {(control) => <input {...control} {...form.register('phone')} {...phoneInputProps} />}
          </FormField>
          <FormField label={t('profile.fields.dateOfBirth')}>
            {(control) => (
              <input
                {...control}
                value={formatDate(profile.dateOfBirth, language, 'UTC')}
                readOnly
                className={inputClass}
              />
            )}
          </FormField>
          <FormField label={t('profile.fields.name')} error={fieldErrorText(errors.name?.message)}>
            {(control) => (
              <input
                {...control}
                {...form.register('name')}
                autoComplete="given-name"
                className={inputClass}
              />
            )}
          </FormField>
          <FormField label={t('profile.fields.surname')} error={fieldErrorText(errors.surname?.message)}>
            {(control) => (
              <input
                {...control}
                {...form.register('surname')}
                autoComplete="family-name"
                className={inputClass}
              />
            )}
          </FormField>
          <FormField label={t('profile.fields.country')} error={fieldErrorText(errors.country?.message)}>
            {(control) => (
              <select
                {...control}
                {...form.register('country')}
                autoComplete="country"
                className={selectClass}
              >
                {countries.map((country) => (
                  <option key={country} value={country}>
                    {countryNames.of(country) ?? country}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label={t('profile.fields.city')} error={fieldErrorText(errors.city?.message)}>
            {(control) => (
              <input
                {...control}
                {...form.register('city')}
                autoComplete="address-level2"
                className={inputClass}
              />
            )}
          </FormField>
          <FormField label={t('profile.fields.language')} error={fieldErrorText(errors.language?.message)}>
            {(control) => (
              <select {...control} {...form.register('language')} className={selectClass}>
                {languages.map((option) => (
                  <option key={option} value={option} lang={option}>
                    {t(`language.names.${option}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        <fieldset>
          <legend className="mb-1.5 block text-xs font-semibold text-slate-300">
            {t('profile.fields.gender')}
          </legend>
          <div className="flex flex-wrap gap-4">
            {genders.map((gender) => (
              <label key={gender} className="flex items-center gap-2 text-sm text-slate-200">
                <input
                  type="radio"
                  value={gender}
                  {...form.register('gender')}
                  className="size-4 accent-gold-500"
                />
                {t(`profile.genders.${gender}`)}
              </label>
            ))}
          </div>
          {errors.gender && (
            <p className="mt-1 text-xs font-medium text-ember-500">{fieldErrorText(errors.gender.message)}</p>
          )}
        </fieldset>
        <label className="flex items-center gap-2.5 text-sm text-slate-300">
          <input
            type="checkbox"
            {...form.register('isSubscribedToNewsletter')}
            className="size-4 shrink-0 accent-gold-500"
          />
          {t('profile.fields.newsletter')}
        </label>
        <FormFailure message={failure} />
        <button type="submit" disabled={update.isPending} className={buttonClass('gold', 'lg')}>
          {update.isPending ? '...' : t('profile.save')}
        </button>
      </form>
    </section>
  )
}
