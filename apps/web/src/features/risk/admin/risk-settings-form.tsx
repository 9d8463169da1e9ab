import type { RiskSettings } from '@khela/contracts/risk'
import { type FormEvent, useState } from 'react'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { ApiError } from '../../../lib/api.ts'
import { errorMessage } from '../../../lib/error-message.ts'
import { formatNumber } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { formatMoney } from '../../../lib/money.ts'
import { parseTaka, takaInputValue } from '../../../lib/taka.ts'
import { notify } from '../../../lib/toast.ts'
import { useFieldErrorText } from '../../../lib/use-field-error-text.ts'
import { useRiskSettings, useUpdateRiskSettings } from './risk-queries.ts'

type FieldKey =
  | 'depositAbove'
  | 'withdrawalAbove'
  | 'quickWithdrawal.withinHours'
  | 'quickWithdrawal.minStakePercent'
const fieldKeys: FieldKey[] = [
  'depositAbove',
  'withdrawalAbove',
  'quickWithdrawal.withinHours',
  'quickWithdrawal.minStakePercent',
]

/** The thresholds that raise flags: every reviewer sees them, admins (settings.write) change them. */
export function RiskSettingsSection({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation('admin')
  const settings = useRiskSettings()
  return (
    <section aria-labelledby="risk-settings" className="space-y-3">
      <div>
        <h2 id="risk-settings" className="text-base font-bold text-white">
          {t('risk.settings.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-400">{t('risk.settings.intro')}</p>
      </div>
      {settings.isPending ? (
        <p role="status" className="text-sm text-slate-400">
          {t('loading')}
        </p>
      ) : settings.isError ? (
        <p role="alert" className="text-sm text-ember-500">
          {errorMessage(settings.error)}
        </p>
      ) : canEdit ? (
        <RiskSettingsForm key={JSON.stringify(settings.data)} settings={settings.data} />
      ) : (
        <RiskSettingsView settings={settings.data} />
      )}
    </section>
  )
}

function RiskSettingsView({ settings }: { settings: RiskSettings }) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  const rows: [FieldKey, string][] = [
    ['depositAbove', formatMoney(settings.depositAbove, 'BDT', language)],
    ['withdrawalAbove', formatMoney(settings.withdrawalAbove, 'BDT', language)],
    ['quickWithdrawal.withinHours', formatNumber(settings.quickWithdrawal.withinHours, language)],
    ['quickWithdrawal.minStakePercent', formatNumber(settings.quickWithdrawal.minStakePercent, language)],
  ]
  return (
    <>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        {rows.map(([key, value]) => (
          <div key={key}>
            <dt className="text-slate-400">{t(`risk.settings.fields.${key}`)}</dt>
            <dd className="font-bold tabular-nums text-white">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-slate-500">{t('risk.settings.adminsOnly')}</p>
    </>
  )
}

function RiskSettingsForm({ settings }: { settings: RiskSettings }) {
  const { t } = useTranslation('admin')
  const fieldErrorText = useFieldErrorText()
  const update = useUpdateRiskSettings()
  const [values, setValues] = useState<Record<FieldKey, string>>({
    depositAbove: takaInputValue(settings.depositAbove),
    withdrawalAbove: takaInputValue(settings.withdrawalAbove),
    'quickWithdrawal.withinHours': String(settings.quickWithdrawal.withinHours),
    'quickWithdrawal.minStakePercent': String(settings.quickWithdrawal.minStakePercent),
  })
  const [errors, setErrors] = useState<Partial<Record<FieldKey, string>>>({})

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (update.isPending) return
    const wholeNumber = (text: string) => (/^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN)
    const next = {
      depositAbove: parseTaka(values.depositAbove) ?? Number.NaN,
      withdrawalAbove: parseTaka(values.withdrawalAbove) ?? Number.NaN,
      quickWithdrawal: {
        withinHours: wholeNumber(values['quickWithdrawal.withinHours']),
        minStakePercent: wholeNumber(values['quickWithdrawal.minStakePercent']),
      },
    }
    const invalid = (value: number) => !Number.isFinite(value) || value < 1
    const found: Partial<Record<FieldKey, string>> = {}
    if (invalid(next.depositAbove)) found.depositAbove = 'NUMBER_OUT_OF_RANGE'
    if (invalid(next.withdrawalAbove)) found.withdrawalAbove = 'NUMBER_OUT_OF_RANGE'
    if (invalid(next.quickWithdrawal.withinHours))
      found['quickWithdrawal.withinHours'] = 'NUMBER_OUT_OF_RANGE'
    if (invalid(next.quickWithdrawal.minStakePercent))
      found['quickWithdrawal.minStakePercent'] = 'NUMBER_OUT_OF_RANGE'
    setErrors(found)
    if (Object.keys(found).length > 0) return
    update.mutate(next, {
      onSuccess: () => notify('success', t('risk.settings.saved')),
      onError: (failure) => {
        if (failure instanceof ApiError && failure.fields) setErrors(failure.fields as typeof errors)
      },
    })
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        {fieldKeys.map((key) => (
          <FormField key={key} label={t(`risk.settings.fields.${key}`)} error={fieldErrorText(errors[key])}>
            {(control) => (
              <input
                {...control}
                value={values[key]}
                inputMode={key.startsWith('quickWithdrawal') ? 'numeric' : 'decimal'}
                onChange={(event) => {
                  setValues((current) => ({ ...current, [key]: event.target.value }))
                  setErrors((current) => ({ ...current, [key]: undefined }))
                }}
                className={`${inputClass} tabular-nums`}
              />
            )}
          </FormField>
        ))}
      </div>
      {update.isError && !(update.error instanceof ApiError && update.error.fields) && (
        <p role="alert" className="text-sm font-medium text-ember-500">
          {errorMessage(update.error)}
        </p>
      )}
      <button type="submit" disabled={update.isPending} className={buttonClass('gold')}>
        {update.isPending ? '...' : t('risk.settings.save')}
      </button>
    </form>
  )
}
