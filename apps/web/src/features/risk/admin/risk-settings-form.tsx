import { type RiskSettings, riskSettings } from '@khela/contracts/risk'
import { z } from 'zod'
import { takaText } from '../../../components/admin/taka-text.ts'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { errorMessage } from '../../../lib/error-message.ts'
import { formatNumber } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { formatMoney } from '../../../lib/money.ts'
import { takaInputValue } from '../../../lib/taka.ts'
import { notify } from '../../../lib/toast.ts'
import { useFieldErrorText } from '../../../lib/use-field-error-text.ts'
import { useSubmitFailure, useZodForm } from '../../../lib/use-zod-form.ts'
import { useRiskSettings, useUpdateRiskSettings } from './risk-queries.ts'

type FieldKey =
  | 'depositAbove'
  | 'withdrawalAbove'
  | 'partnerDailyAbove'
  | 'quickWithdrawal.withinHours'
  | 'quickWithdrawal.minStakePercent'
const fieldKeys: readonly FieldKey[] = [
  'depositAbove',
  'withdrawalAbove',
  'partnerDailyAbove',
  'quickWithdrawal.withinHours',
  'quickWithdrawal.minStakePercent',
]

/** Up to four digits, as the hours and the percentage are typed; anything else is no number. */
const wholeNumberText = z
  .string()
  .transform((text) => (/^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN))
const { quickWithdrawal } = riskSettings.shape
const riskSettingsForm = z.object({
  depositAbove: takaText.pipe(riskSettings.shape.depositAbove),
  withdrawalAbove: takaText.pipe(riskSettings.shape.withdrawalAbove),
  partnerDailyAbove: takaText.pipe(riskSettings.shape.partnerDailyAbove),
  quickWithdrawal: z.object({
    withinHours: wholeNumberText.pipe(quickWithdrawal.shape.withinHours),
    minStakePercent: wholeNumberText.pipe(quickWithdrawal.shape.minStakePercent),
  }),
})

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
    ['partnerDailyAbove', formatMoney(settings.partnerDailyAbove, 'BDT', language)],
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
  const form = useZodForm(riskSettingsForm, {
    depositAbove: takaInputValue(settings.depositAbove),
    withdrawalAbove: takaInputValue(settings.withdrawalAbove),
    partnerDailyAbove: takaInputValue(settings.partnerDailyAbove),
    quickWithdrawal: {
      withinHours: String(settings.quickWithdrawal.withinHours),
      minStakePercent: String(settings.quickWithdrawal.minStakePercent),
    },
  })
  const { failure, clear, fail } = useSubmitFailure(form.setError, fieldKeys)
  const { errors } = form.formState
  // The server's code as it is; whatever the form refuses itself is a number out of range.
  const errorOf = (key: FieldKey) => {
    const problem = key.startsWith('quickWithdrawal.')
      ? errors.quickWithdrawal?.[key.slice('quickWithdrawal.'.length) as 'withinHours' | 'minStakePercent']
      : errors[key as 'depositAbove' | 'withdrawalAbove' | 'partnerDailyAbove']
    if (!problem) return undefined
    return fieldErrorText(problem.type === 'server' ? problem.message : 'NUMBER_OUT_OF_RANGE')
  }

  const submit = form.handleSubmit((next) => {
    if (update.isPending) return
    clear()
    update.mutate(next, {
      onSuccess: () => notify('success', t('risk.settings.saved')),
      onError: fail,
    })
  })

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        {fieldKeys.map((key) => (
          <FormField key={key} label={t(`risk.settings.fields.${key}`)} error={errorOf(key)}>
            {(control) => (
              <input
                {...control}
                {...form.register(key, { onChange: () => form.clearErrors(key) })}
                inputMode={key.startsWith('quickWithdrawal') ? 'numeric' : 'decimal'}
                className={`${inputClass} tabular-nums`}
              />
            )}
          </FormField>
        ))}
      </div>
      {failure && (
        <p role="alert" className="text-sm font-medium text-ember-500">
          {failure}
        </p>
      )}
      <button type="submit" disabled={update.isPending} className={buttonClass('gold')}>
        {update.isPending ? '...' : t('risk.settings.save')}
      </button>
    </form>
  )
}
