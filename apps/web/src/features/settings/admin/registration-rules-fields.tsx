import { countries, minimumAgeBounds } from '@khela/contracts/accounts'
import { accountTextLimits } from '@khela/contracts/settings'
import { useMemo } from 'react'
import { CheckboxGroup } from '../../../components/admin/checkbox-group.tsx'
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

      <CheckboxGroup
        legend={t('settings.registration.restrictedCountries')}
        options={countries.map((country) => ({ value: country, label: countryNames.of(country) ?? country }))}
        register={form.register('restrictedCountries')}
        error={errorText('restrictedCountries', errors.restrictedCountries?.message)}
        hint={<p className={hintClass}>{t('settings.registration.restrictedCountriesHint')}</p>}
      />

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
