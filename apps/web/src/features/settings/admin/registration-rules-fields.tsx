import { countries, minimumAgeBounds } from '@khela/contracts/accounts'
import { accountTextLimits } from '@khela/contracts/settings'
import { useId, useMemo } from 'react'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import type { AccountSettingsFormControl } from './account-settings-form.tsx'
import { useSettingsErrorText } from './use-settings-error-text.ts'

const hintClass = 'text-xs text-slate-500'

/** Who may register (age, country), what they consent to (terms version) and the banner they see. */
export function RegistrationRulesFields({ form }: { form: AccountSettingsFormControl }) {
  const { t } = useTranslation('admin')
  const errorText = useSettingsErrorText()
  const { errors } = form.formState
  const language = currentLanguage()
  const countryNames = useMemo(() => new Intl.DisplayNames([language], { type: 'region' }), [language])
  const countriesId = useId()
  const countriesError = errorText('restrictedCountries', errors.restrictedCountries?.message)

  return (
    <fieldset className="space-y-4 rounded-xl border border-night-700 bg-night-850 p-4">
      <legend className="px-1 text-sm font-bold text-white">{t('settings.registration.title')}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('settings.registration.minimumAge')}
          error={errorText('minimumAge', errors.minimumAge?.message)}
          hint={<p className={hintClass}>{t('settings.registration.minimumAgeHint', minimumAgeBounds)}</p>}
        >
          {(control) => (
            <input
              {...control}
              {...form.register('minimumAge', { valueAsNumber: true })}
              type="number"
              inputMode="numeric"
              min={minimumAgeBounds.min}
              max={minimumAgeBounds.max}
              className={inputClass}
            />
          )}
        </FormField>
        <FormField
          label={t('settings.registration.termsVersion')}
          error={errorText('termsVersion', errors.termsVersion?.message)}
          hint={<p className={hintClass}>{t('settings.registration.termsVersionHint')}</p>}
        >
          {(control) => (
            <input
              {...control}
              {...form.register('termsVersion')}
              maxLength={accountTextLimits.termsVersion}
              className={inputClass}
            />
          )}
        </FormField>
      </div>

      <fieldset aria-describedby={`${countriesId}-hint${countriesError ? ` ${countriesId}-error` : ''}`}>
        <legend className="mb-1.5 text-xs font-semibold text-slate-300">
          {t('settings.registration.restrictedCountries')}
        </legend>
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {countries.map((country) => (
            <li key={country}>
              <label className="flex items-center gap-2.5 text-sm text-slate-200">
                <input
                  {...form.register('restrictedCountries')}
                  type="checkbox"
                  value={country}
                  className="size-4 accent-gold-500"
                />
                {countryNames.of(country) ?? country}
              </label>
            </li>
          ))}
        </ul>
        {countriesError && (
          <p id={`${countriesId}-error`} className="mt-1 text-xs font-medium text-ember-500">
            {countriesError}
          </p>
        )}
        <p id={`${countriesId}-hint`} className={`mt-1.5 ${hintClass}`}>
          {t('settings.registration.restrictedCountriesHint')}
        </p>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        {(['en', 'bn'] as const).map((bannerLanguage) => (
          <FormField
            key={bannerLanguage}
            label={t(`settings.registration.promoBanner.${bannerLanguage}`)}
            error={errorText(`promoBanner.${bannerLanguage}`, errors.promoBanner?.[bannerLanguage]?.message)}
            hint={
              <p className={hintClass}>
                {t('settings.registration.promoBannerHint', { max: accountTextLimits.promoBanner })}
              </p>
            }
          >
            {(control) => (
              <input
                {...control}
                {...form.register(`promoBanner.${bannerLanguage}`)}
                lang={bannerLanguage}
                maxLength={accountTextLimits.promoBanner}
                className={inputClass}
              />
            )}
          </FormField>
        ))}
      </div>
    </fieldset>
  )
}
