import { basisPoints, commissionCadences } from '@khela/contracts/commissions'
import { type PartnerSettings, partnerSettings } from '@khela/contracts/partners'
import { z } from 'zod'
import { percentInputValue } from '../../../components/admin/basis-points.ts'
import { percentText } from '../../../components/admin/percent-text.ts'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { FormFailure } from '../../../components/ui/form-failure.tsx'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { useTranslation } from '../../../lib/i18n.ts'
import { notify } from '../../../lib/toast.ts'
import { useSubmitFailure, useZodForm } from '../../../lib/use-zod-form.ts'
import { usePartnerSettings, useSavePartnerSettings } from './partners-admin-api.ts'

// The fields keep the contract's names, so the server's field errors land on them; the percentages are typed as
// percent ("1.5") and sent as basis points (150).
const settingsForm = z.object({
  ...partnerSettings.shape,
  depositFeeBp: percentText.pipe(basisPoints),
  withdrawalFeeBp: percentText.pipe(basisPoints),
  operatingDeductionBp: percentText.pipe(basisPoints),
})

const percentFields = ['depositFeeBp', 'withdrawalFeeBp', 'operatingDeductionBp'] as const
const formFields = ['cookieDays', 'cadence', ...percentFields] as const

/**
 * The programme's settings, saved as one document: the attribution window (days a click's cookie credits a
 * registration, last click wins) and the commission rules (how often periods close, and the fees and deduction
 * taken from GGR to make NGR).
 */
export function PartnerSettingsForm({ mayChange }: { mayChange: boolean }) {
  const settings = usePartnerSettings()
  if (!settings.data) return null
  return <SettingsForm key={JSON.stringify(settings.data)} settings={settings.data} mayChange={mayChange} />
}

function SettingsForm({ settings, mayChange }: { settings: PartnerSettings; mayChange: boolean }) {
  const { t } = useTranslation('admin')
  const { t: common } = useTranslation()
  const save = useSavePartnerSettings()
  const form = useZodForm(settingsForm, {
    ...settings,
    depositFeeBp: percentInputValue(settings.depositFeeBp),
    withdrawalFeeBp: percentInputValue(settings.withdrawalFeeBp),
    operatingDeductionBp: percentInputValue(settings.operatingDeductionBp),
  })
  const failure = useSubmitFailure(form.setError, formFields)
  const errorText = (field: (typeof formFields)[number]) => {
    const code = form.formState.errors[field]?.message
    return code ? common(`fieldErrors.${code}`) : undefined
  }
  const submit = form.handleSubmit((input) => {
    failure.clear()
    if (!save.isPending)
      save.mutate(input, {
        onSuccess: () => notify('success', t('partners.settings.saved')),
        onError: failure.fail,
      })
  })
  return (
    <form noValidate onSubmit={submit} aria-label={t('partners.settings.title')} className="mb-4 space-y-3">
      <div className="flex flex-wrap items-start gap-3">
        <div className="w-56">
          <FormField
            label={t('partners.window.days')}
            error={errorText('cookieDays')}
            hint={<p className="text-xs text-slate-400">{t('partners.window.hint')}</p>}
          >
            {(control) => (
              <input
                {...control}
                {...form.register('cookieDays', { valueAsNumber: true })}
                type="number"
                inputMode="numeric"
                min={1}
                max={365}
                readOnly={!mayChange}
                className={inputClass}
              />
            )}
          </FormField>
        </div>
        <div className="w-40">
          <FormField label={t('partners.settings.cadence')} error={errorText('cadence')}>
            {(control) => (
              <select {...control} {...form.register('cadence')} disabled={!mayChange} className={inputClass}>
                {commissionCadences.map((cadence) => (
                  <option key={cadence} value={cadence}>
                    {t(`commission.cadences.${cadence}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        {percentFields.map((field) => (
          <div key={field} className="w-44">
            <FormField label={t(`partners.settings.${field}`)} error={errorText(field)}>
              {(control) => (
                <input
                  {...control}
                  {...form.register(field)}
                  inputMode="decimal"
                  readOnly={!mayChange}
                  className={inputClass}
                />
              )}
            </FormField>
          </div>
        ))}
      </div>
      <p className="text-xs text-slate-400">{t('partners.settings.hint')}</p>
      {mayChange && (
        <button type="submit" disabled={save.isPending} className={buttonClass('outline', 'md')}>
          {t('partners.settings.save')}
        </button>
      )}
      <FormFailure message={failure.failure} />
    </form>
  )
}
