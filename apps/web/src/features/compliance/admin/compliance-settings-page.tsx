import type { ComplianceSettings, ComplianceSettingsView } from '@khela/contracts/compliance'
import { complianceTextLimits } from '@khela/contracts/compliance'
import { hasPermission } from '@khela/contracts/permissions'
import type { SessionUser } from '@khela/contracts/session'
import { ShieldCheck } from 'lucide-react'
import { type ReactNode, useMemo } from 'react'
import type { UseFormRegisterReturn, UseFormSetError } from 'react-hook-form'
import { Link } from 'react-router'
import { ListFailure, ListLoading } from '../../../components/admin/admin-page-states.tsx'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { FormFailure } from '../../../components/ui/form-failure.tsx'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { errorMessage } from '../../../lib/error-message.ts'
import { formatDate, formatNumber } from '../../../lib/format.ts'
import { currentLanguage, hasTranslation, useTranslation } from '../../../lib/i18n.ts'
import { notify } from '../../../lib/toast.ts'
import { useRegistrationSettings } from '../../../lib/use-registration-settings.ts'
import { useSubmitFailure, useZodForm } from '../../../lib/use-zod-form.ts'
import { useComplianceSettings, useSaveComplianceSettings } from './admin-compliance-api.ts'
import {
  type ComplianceFormValues,
  complianceFormFieldOf,
  complianceFormValues,
  complianceSettingsForm,
} from './compliance-settings-form.ts'

const hintClass = 'text-xs text-slate-500'
const sectionClass = 'space-y-4 rounded-xl border border-night-700 bg-night-850 p-4'
const legendClass = 'px-1 text-sm font-bold text-white'
const apiFields = [
  'licence.jurisdiction',
  'licence.number',
  'kyc.isRequiredForWithdrawals',
  'kyc.depositTotalRequiringKyc',
  'isIpCountryCheckEnabled',
] as const

/**
 * /dashboard/settings/compliance: the licence shown in the footer, the KYC thresholds, the IP-country switch with
 * the server's IP database, and (kept in the account settings, shown here with a link) minimum age and restricted
 * countries. Admins only, as the API checks (`settings.write`).
 */
export function ComplianceSettingsPage({ viewer }: { viewer: SessionUser }) {
  const { t } = useTranslation('admin')
  const title = t('compliance.title')
  if (!hasPermission(viewer.role, 'settings.write')) {
    return (
      <>
        <PageHeader title={title} icon={ShieldCheck} />
        <EmptyState
          icon={ShieldCheck}
          title={t('compliance.adminsOnly.title')}
          body={t('compliance.adminsOnly.body')}
        />
      </>
    )
  }
  return (
    <>
      <PageHeader title={title} icon={ShieldCheck} />
      <p className="mb-4 max-w-3xl text-sm text-slate-400">{t('compliance.intro')}</p>
      <ComplianceSettingsLoader />
    </>
  )
}

function ComplianceSettingsLoader() {
  const { t } = useTranslation('admin')
  const settings = useComplianceSettings()
  if (settings.isPending) {
    return <ListLoading />
  }
  if (settings.isError) {
    return (
      <ListFailure
        section="compliance"
        title={t('compliance.loadFailed')}
        error={settings.error}
        onRetry={() => settings.refetch()}
      />
    )
  }
  return <ComplianceSettingsForm key={JSON.stringify(settings.data)} settings={settings.data} />
}

function ComplianceSettingsForm({ settings }: { settings: ComplianceSettingsView }) {
  const { t } = useTranslation('admin')
  const save = useSaveComplianceSettings()
  const form = useZodForm(complianceSettingsForm, complianceFormValues(settings))
  // The server names its fields as the API does (`licence.number`); each is put on the field typed for it.
  const setApiError: UseFormSetError<ComplianceSettings> = (name, error, options) => {
    const field = complianceFormFieldOf[name]
    if (field) form.setError(field, error, options)
  }
  const { failure, clear, fail } = useSubmitFailure(setApiError, apiFields)
  const { errors, isDirty } = form.formState

  const errorText = (field: keyof ComplianceFormValues) => {
    const code = errors[field]?.message
    if (!code) return undefined
    const key = `compliance.errors.${code}`
    return t(hasTranslation('admin', key) ? key : 'compliance.errors.INVALID', {
      max: field === 'licenceNumber' ? complianceTextLimits.licenceNumber : complianceTextLimits.jurisdiction,
    })
  }

  const submit = form.handleSubmit((next) => {
    if (save.isPending) return
    clear()
    save.mutate(next, {
      onSuccess: () => notify('success', t('compliance.saved')),
      onError: (error) => {
        notify('error', t('compliance.saveFailed'))
        fail(error)
      },
    })
  })

  return (
    <form noValidate onSubmit={submit} className="max-w-3xl space-y-5">
      <fieldset className={sectionClass}>
        <legend className={legendClass}>{t('compliance.licence.title')}</legend>
        <p className={hintClass}>
          {settings.licence ? t('compliance.licence.hint') : t('compliance.licence.missing')}
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('compliance.licence.jurisdiction')} error={errorText('jurisdiction')}>
            {(control) => (
              <input
                {...control}
                {...form.register('jurisdiction', { deps: 'licenceNumber' })}
                maxLength={complianceTextLimits.jurisdiction}
                className={inputClass}
              />
            )}
          </FormField>
          <FormField label={t('compliance.licence.number')} error={errorText('licenceNumber')}>
            {(control) => (
              <input
                {...control}
                {...form.register('licenceNumber', { deps: 'jurisdiction' })}
                maxLength={complianceTextLimits.licenceNumber}
                className={inputClass}
              />
            )}
          </FormField>
        </div>
      </fieldset>

      <fieldset className={sectionClass}>
        <legend className={legendClass}>{t('compliance.kyc.title')}</legend>
        <Checkbox
          field={form.register('isKycRequiredForWithdrawals')}
          label={t('compliance.kyc.withdrawals')}
        />
        <div className="max-w-xs">
          <FormField
            label={t('compliance.kyc.depositTotal')}
            error={errorText('depositTotalRequiringKyc')}
            hint={<p className={hintClass}>{t('compliance.kyc.depositTotalHint')}</p>}
          >
            {(control) => (
              <input
                {...control}
                {...form.register('depositTotalRequiringKyc')}
                inputMode="decimal"
                className={`${inputClass} tabular-nums`}
              />
            )}
          </FormField>
        </div>
      </fieldset>

      <fieldset className={sectionClass}>
        <legend className={legendClass}>{t('compliance.ip.title')}</legend>
        <Checkbox field={form.register('isIpCountryCheckEnabled')} label={t('compliance.ip.enabled')} />
        <IpDatabaseStatus database={settings.ipCountryDatabase} />
      </fieldset>

      <RegistrationRulesSummary />

      <FormFailure message={failure} />
      <div className="flex flex-wrap justify-end gap-2">
        <button
          type="button"
          disabled={!isDirty || save.isPending}
          onClick={() => {
            clear()
            form.reset()
          }}
          className={buttonClass('ghost')}
        >
          {t('compliance.discard')}
        </button>
        <button type="submit" disabled={save.isPending} className={buttonClass('gold')}>
          {save.isPending ? '...' : t('compliance.save')}
        </button>
      </div>
    </form>
  )
}

function Checkbox({ field, label }: { field: UseFormRegisterReturn; label: ReactNode }) {
  return (
    <label className="flex items-start gap-2.5 text-sm text-slate-200">
      <input type="checkbox" {...field} className="mt-0.5 size-4 shrink-0 accent-gold-500" />
      {label}
    </label>
  )
}

/** Whether the check can work at all: the file is the server's configuration, not a setting. */
function IpDatabaseStatus({ database }: { database: ComplianceSettingsView['ipCountryDatabase'] }) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  return (
    <p
      role="status"
      className="rounded-lg border border-night-700 bg-night-900/60 p-3 text-xs text-slate-300"
    >
      {database
        ? t('compliance.ip.configured', {
            type: database.databaseType,
            date: formatDate(database.builtAt, language),
          })
        : t('compliance.ip.notConfigured')}
    </p>
  )
}

/** Minimum age and restricted countries stay in the account settings, where registration reads them; shown here. */
function RegistrationRulesSummary() {
  const { t } = useTranslation('admin')
  const rules = useRegistrationSettings()
  const language = currentLanguage()
  const countryNames = useMemo(() => new Intl.DisplayNames([language], { type: 'region' }), [language])
  return (
    <section aria-labelledby="compliance-registration-rules" className={sectionClass}>
      <h2 id="compliance-registration-rules" className="text-sm font-bold text-white">
        {t('compliance.registration.title')}
      </h2>
      {rules.data ? (
        <dl className="grid gap-2 text-sm sm:grid-cols-[12rem_1fr]">
          <dt className="text-slate-400">{t('compliance.registration.minimumAge')}</dt>
          <dd className="text-white">{formatNumber(rules.data.minimumAge, language)}</dd>
          <dt className="text-slate-400">{t('compliance.registration.restrictedCountries')}</dt>
          <dd className="text-white">
            {rules.data.restrictedCountries.length > 0
              ? rules.data.restrictedCountries
                  .map((country) => countryNames.of(country) ?? country)
                  .join(', ')
              : t('compliance.registration.none')}
          </dd>
        </dl>
      ) : (
        <p className="text-sm text-slate-400">{rules.isError ? errorMessage(rules.error) : t('loading')}</p>
      )}
      <p className={hintClass}>
        {t('compliance.registration.hint')}{' '}
        <Link
          to="/dashboard/settings"
          className="font-semibold text-gold-400 underline-offset-2 hover:underline"
        >
          {t('compliance.registration.link')}
        </Link>
      </p>
    </section>
  )
}
