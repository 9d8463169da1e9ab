import { type AffiliateApplicationInput, affiliateApplicationInput } from '@khela/contracts/partners'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { FormFailure } from '../../components/ui/form-failure.tsx'
import { FormField, inputClass } from '../../components/ui/form-field.tsx'
import { useTranslation } from '../../lib/i18n.ts'
import { useSubmitFailure, useZodForm } from '../../lib/use-zod-form.ts'
import { useApplyAsAffiliate } from './affiliates-api.ts'

const fields = ['channel', 'trafficSources', 'expectedMonthlyPlayers', 'messenger', 'note'] as const

/** The application: where the applicant reaches players, how many it expects, and how to reach it. */
export function AffiliateApplicationForm() {
  const { t } = useTranslation()
  const apply = useApplyAsAffiliate()
  const form = useZodForm(affiliateApplicationInput, {
    channel: '',
    trafficSources: '',
    messenger: '',
    note: '',
  } as AffiliateApplicationInput)
  const failure = useSubmitFailure(form.setError, fields)
  const errorOf = (field: (typeof fields)[number]) => {
    const code = form.formState.errors[field]?.message
    return code ? t(`fieldErrors.${code}`) : undefined
  }
  const submit = form.handleSubmit((input) => {
    failure.clear()
    if (!apply.isPending) apply.mutate(input, { onError: failure.fail })
  })
  return (
    <form noValidate onSubmit={submit} className="max-w-xl space-y-4" aria-labelledby="affiliate-apply-title">
      <h2 id="affiliate-apply-title" className="text-lg font-extrabold text-white">
        {t('affiliates.apply.title')}
      </h2>
      <FormField label={t('affiliates.apply.channel')} error={errorOf('channel')}>
        {(control) => <input {...control} {...form.register('channel')} className={inputClass} />}
      </FormField>
      <FormField label={t('affiliates.apply.trafficSources')} error={errorOf('trafficSources')}>
        {(control) => (
          <textarea
            {...control}
            {...form.register('trafficSources')}
            rows={3}
            className={`${inputClass} h-auto py-2`}
          />
        )}
      </FormField>
      <FormField
        label={t('affiliates.apply.expectedMonthlyPlayers')}
        error={errorOf('expectedMonthlyPlayers')}
      >
        {(control) => (
          <input
            {...control}
            {...form.register('expectedMonthlyPlayers', { valueAsNumber: true })}
            type="number"
            inputMode="numeric"
            min={0}
            className={inputClass}
          />
        )}
      </FormField>
      <FormField label={t('affiliates.apply.messenger')} error={errorOf('messenger')}>
        {(control) => <input {...control} {...form.register('messenger')} className={inputClass} />}
      </FormField>
      <FormField label={t('affiliates.apply.note')} error={errorOf('note')}>
        {(control) => (
          <textarea
            {...control}
            {...form.register('note')}
            rows={2}
            className={`${inputClass} h-auto py-2`}
          />
        )}
      </FormField>
      <FormFailure message={failure.failure} />
      <button type="submit" disabled={apply.isPending} className={buttonClass('gold', 'lg')}>
        {t('affiliates.apply.submit')}
      </button>
    </form>
  )
}
