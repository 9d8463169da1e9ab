import { closeCommissionPeriodInput, commissionCadences } from '@khela/contracts/commissions'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { FormFailure } from '../../../components/ui/form-failure.tsx'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { useTranslation } from '../../../lib/i18n.ts'
import { notify } from '../../../lib/toast.ts'
import { useSubmitFailure, useZodForm } from '../../../lib/use-zod-form.ts'
import { useCloseCommissionPeriod } from './commissions-admin-api.ts'

const formFields = ['cadence', 'startsOn'] as const

/**
 * Closes an ended week (from a Monday) or month (from the 1st) into statements and pays them. The server refuses a
 * period not yet ended, one out of order, or one that overlaps another; one closed already is answered as it stands.
 */
export function ClosePeriodForm({ defaultStartsOn }: { defaultStartsOn: string }) {
  const { t } = useTranslation('admin')
  const { t: common } = useTranslation()
  const close = useCloseCommissionPeriod()
  const form = useZodForm(closeCommissionPeriodInput, { cadence: 'weekly', startsOn: defaultStartsOn })
  const failure = useSubmitFailure(form.setError, formFields)
  const errorText = (field: (typeof formFields)[number]) => {
    const code = form.formState.errors[field]?.message
    return code ? common(`fieldErrors.${code}`) : undefined
  }
  const submit = form.handleSubmit((input) => {
    failure.clear()
    if (!close.isPending)
      close.mutate(input, {
        onSuccess: ({ period, isNew }) =>
          notify(
            'success',
            t(isNew ? 'commission.periods.closed' : 'commission.periods.alreadyClosed', {
              count: period.statements,
            }),
          ),
        onError: failure.fail,
      })
  })
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('commission.periods.closeTitle')}
      className="flex flex-wrap items-start gap-3"
    >
      <div className="w-40">
        <FormField label={t('commission.periods.cadence')} error={errorText('cadence')}>
          {(control) => (
            <select {...control} {...form.register('cadence')} className={inputClass}>
              {commissionCadences.map((cadence) => (
                <option key={cadence} value={cadence}>
                  {t(`commission.cadences.${cadence}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <div className="w-48">
        <FormField
          label={t('commission.periods.startsOn')}
          error={errorText('startsOn')}
          hint={<p className="text-xs text-slate-400">{t('commission.periods.startsOnHint')}</p>}
        >
          {(control) => (
            <input {...control} {...form.register('startsOn')} type="date" className={inputClass} />
          )}
        </FormField>
      </div>
      <button type="submit" disabled={close.isPending} className={`${buttonClass('gold', 'md')} mt-6`}>
        {t('commission.periods.close')}
      </button>
      <div className="basis-full">
        <FormFailure message={failure.failure} />
      </div>
    </form>
  )
}
