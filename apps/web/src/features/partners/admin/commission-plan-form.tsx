import { currencies } from '@khela/contracts/accounts'
import { type CommissionPlan, commissionPlanKinds } from '@khela/contracts/commissions'
import { useId } from 'react'
import { type FieldError, useFieldArray } from 'react-hook-form'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { FormFailure } from '../../../components/ui/form-failure.tsx'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { useTranslation } from '../../../lib/i18n.ts'
import { notify } from '../../../lib/toast.ts'
import { useSubmitFailure, useZodForm } from '../../../lib/use-zod-form.ts'
import { useSaveCommissionPlan } from './commissions-admin-api.ts'
import { newPlanValues, nextTier, planForm, planFormValues } from './plan-form.ts'

const formFields = [
  'name',
  'kind',
  'currency',
  'tiers',
  'cpaAmount',
  'cpaMinDeposit',
  'cpaMinTurnover',
  'minActivePlayers',
  'activeMinTurnover',
  'subAffiliateOverrideBp',
] as const
const moneyFields = ['cpaAmount', 'cpaMinDeposit', 'cpaMinTurnover', 'activeMinTurnover'] as const
const maxTiers = 10

/**
 * A new plan, or a plan's new terms (from the next period closed; its currency stays). The revenue share's bands
 * are marginal: each rate applies to the part of the NGR from its band's start to the next band's.
 */
export function CommissionPlanForm({
  plan,
  titleId,
  onDone,
}: {
  plan: CommissionPlan | null
  titleId: string
  onDone: () => void
}) {
  const { t } = useTranslation('admin')
  const { t: common } = useTranslation()
  const save = useSaveCommissionPlan()
  const form = useZodForm(planForm, plan ? planFormValues(plan) : newPlanValues)
  const tiers = useFieldArray({ control: form.control, name: 'tiers' })
  const failure = useSubmitFailure(form.setError, formFields)
  const tiersLegendId = useId()
  const errors = form.formState.errors
  const text = (error: FieldError | undefined) =>
    error?.message ? common(`fieldErrors.${error.message}`) : undefined
  const tiersError = text(
    (errors.tiers?.root as FieldError | undefined) ?? (errors.tiers as FieldError | undefined),
  )
  const submit = form.handleSubmit((input) => {
    failure.clear()
    if (!save.isPending)
      save.mutate(
        { id: plan?.id ?? null, input },
        {
          onSuccess: (saved) => {
            notify('success', t('commission.plans.saved', { name: saved.name }))
            onDone()
          },
          onError: failure.fail,
        },
      )
  })
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={titleId}
      className="space-y-4 rounded-xl border border-night-700 p-4"
    >
      <h3 id={titleId} tabIndex={-1} className="text-base font-bold text-white">
        {plan ? t('commission.plans.editTitle', { name: plan.name }) : t('commission.plans.newTitle')}
      </h3>
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField label={t('commission.plans.name')} error={text(errors.name)}>
          {(control) => (
            <input {...control} {...form.register('name')} maxLength={80} className={inputClass} />
          )}
        </FormField>
        <FormField label={t('commission.plans.kind')} error={text(errors.kind)}>
          {(control) => (
            <select {...control} {...form.register('kind')} className={inputClass}>
              {commissionPlanKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`commission.kinds.${kind}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          label={t('commission.plans.currency')}
          error={text(errors.currency)}
          hint={
            plan ? <p className="text-xs text-slate-400">{t('commission.plans.currencyStays')}</p> : undefined
          }
        >
          {(control) =>
            plan ? (
              <input {...control} {...form.register('currency')} readOnly className={inputClass} />
            ) : (
              <select {...control} {...form.register('currency')} className={inputClass}>
                {currencies.map((currency) => (
                  <option key={currency} value={currency}>
                    {currency}
                  </option>
                ))}
              </select>
            )
          }
        </FormField>
      </div>
      <fieldset aria-describedby={tiersError ? `${tiersLegendId}-error` : undefined} className="space-y-2">
        <legend id={tiersLegendId} className="text-sm font-semibold text-white">
          {t('commission.plans.tiers')}
        </legend>
        <p className="text-xs text-slate-400">{t('commission.plans.tiersHint')}</p>
        {tiers.fields.map((field, index) => (
          <div key={field.id} className="flex flex-wrap items-end gap-3">
            <div className="w-48">
              <FormField
                label={t('commission.plans.fromNgr', { band: index + 1 })}
                error={text(errors.tiers?.[index]?.fromNgr)}
              >
                {(control) => (
                  <input
                    {...control}
                    {...form.register(`tiers.${index}.fromNgr`)}
                    inputMode="decimal"
                    className={inputClass}
                  />
                )}
              </FormField>
            </div>
            <div className="w-36">
              <FormField
                label={t('commission.plans.rate', { band: index + 1 })}
                error={text(errors.tiers?.[index]?.rateBp)}
              >
                {(control) => (
                  <input
                    {...control}
                    {...form.register(`tiers.${index}.rateBp`)}
                    inputMode="decimal"
                    className={inputClass}
                  />
                )}
              </FormField>
            </div>
            {tiers.fields.length > 1 && (
              <button
                type="button"
                onClick={() => tiers.remove(index)}
                className={buttonClass('ghost', 'sm')}
              >
                {t('commission.plans.removeTier', { band: index + 1 })}
              </button>
            )}
          </div>
        ))}
        {tiersError && (
          <p id={`${tiersLegendId}-error`} className="text-xs font-medium text-ember-500">
            {tiersError}
          </p>
        )}
        {tiers.fields.length < maxTiers && (
          <button
            type="button"
            onClick={() => tiers.append(nextTier(form.getValues('tiers')))}
            className={buttonClass('outline', 'sm')}
          >
            {t('commission.plans.addTier')}
          </button>
        )}
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-3">
        {moneyFields.map((field) => (
          <FormField key={field} label={t(`commission.plans.${field}`)} error={text(errors[field])}>
            {(control) => (
              <input {...control} {...form.register(field)} inputMode="decimal" className={inputClass} />
            )}
          </FormField>
        ))}
        <FormField label={t('commission.plans.minActivePlayers')} error={text(errors.minActivePlayers)}>
          {(control) => (
            <input
              {...control}
              {...form.register('minActivePlayers', { valueAsNumber: true })}
              type="number"
              inputMode="numeric"
              min={0}
              className={inputClass}
            />
          )}
        </FormField>
        <FormField
          label={t('commission.plans.subAffiliateOverrideBp')}
          error={text(errors.subAffiliateOverrideBp)}
        >
          {(control) => (
            <input
              {...control}
              {...form.register('subAffiliateOverrideBp')}
              inputMode="decimal"
              className={inputClass}
            />
          )}
        </FormField>
      </div>
      <FormFailure message={failure.failure} />
      <div className="flex justify-end gap-2">
        <button type="button" onClick={onDone} className={buttonClass('ghost')}>
          {t('commission.cancel')}
        </button>
        <button type="submit" disabled={save.isPending} className={buttonClass('gold')}>
          {t('commission.plans.save')}
        </button>
      </div>
    </form>
  )
}
