import { type AffiliateTerms, affiliateTermsInput, type CommissionPlan } from '@khela/contracts/commissions'
import { z } from 'zod'
import { ContentLoadFailure, ListLoading } from '../../../components/admin/admin-page-states.tsx'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { FormFailure } from '../../../components/ui/form-failure.tsx'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { useTranslation } from '../../../lib/i18n.ts'
import { notify } from '../../../lib/toast.ts'
import { useSubmitFailure, useZodForm } from '../../../lib/use-zod-form.ts'
import { useAffiliateTerms, useCommissionPlans, useSaveAffiliateTerms } from './commissions-admin-api.ts'

const formFields = ['planId', 'negativeCarryOver'] as const
// A select's value is text: the empty option stands for no plan, which the contract sends as null.
const termsForm = affiliateTermsInput.extend({
  planId: affiliateTermsInput.shape.planId.or(z.literal('')).transform((planId) => planId || null),
})

/** An affiliate's commission terms: its plan (none: it earns nothing) and negative carry-over, from the next period. */
export function AffiliateTermsForm({ affiliateId, mayChange }: { affiliateId: string; mayChange: boolean }) {
  const terms = useAffiliateTerms(affiliateId)
  const plans = useCommissionPlans()
  if (terms.isPending || plans.isPending) return <ListLoading />
  if (terms.isError) return <ContentLoadFailure error={terms.error} onRetry={() => terms.refetch()} />
  if (plans.isError) return <ContentLoadFailure error={plans.error} onRetry={() => plans.refetch()} />
  return (
    <TermsForm
      key={JSON.stringify(terms.data)}
      affiliateId={affiliateId}
      terms={terms.data}
      plans={plans.data.plans}
      mayChange={mayChange}
    />
  )
}

function TermsForm({
  affiliateId,
  terms,
  plans,
  mayChange,
}: {
  affiliateId: string
  terms: AffiliateTerms
  plans: CommissionPlan[]
  mayChange: boolean
}) {
  const { t } = useTranslation('admin')
  const { t: common } = useTranslation()
  const save = useSaveAffiliateTerms(affiliateId)
  const form = useZodForm(termsForm, {
    planId: terms.planId ?? '',
    negativeCarryOver: terms.negativeCarryOver,
  })
  const failure = useSubmitFailure(form.setError, formFields)
  const planError = form.formState.errors.planId?.message
  const submit = form.handleSubmit((input) => {
    failure.clear()
    if (!save.isPending)
      save.mutate(input, {
        onSuccess: (saved) =>
          notify(
            'success',
            saved.planName === null
              ? t('commission.terms.savedNoPlan')
              : t('commission.terms.saved', { name: saved.planName }),
          ),
        onError: failure.fail,
      })
  })
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('commission.terms.title')}
      className="flex flex-wrap items-end gap-4 rounded-xl border border-night-700 p-4"
    >
      <div className="w-72">
        <FormField
          label={t('commission.terms.plan')}
          error={planError ? common(`fieldErrors.${planError}`) : undefined}
        >
          {(control) => (
            <select {...control} {...form.register('planId')} disabled={!mayChange} className={inputClass}>
              <option value="">{t('commission.terms.noPlan')}</option>
              {plans.map((plan) => (
                <option key={plan.id} value={plan.id}>
                  {`${plan.name} (${plan.currency})`}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <label className="flex h-11 items-center gap-2 text-sm text-slate-200">
        <input type="checkbox" {...form.register('negativeCarryOver')} disabled={!mayChange} />
        {t('commission.terms.negativeCarryOver')}
      </label>
      {mayChange && (
        <button type="submit" disabled={save.isPending} className={buttonClass('outline', 'md')}>
          {t('commission.terms.save')}
        </button>
      )}
      <p className="basis-full text-xs text-slate-400">{t('commission.terms.hint')}</p>
      <div className="basis-full">
        <FormFailure message={failure.failure} />
      </div>
    </form>
  )
}
