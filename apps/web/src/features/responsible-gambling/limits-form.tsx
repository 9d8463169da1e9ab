import {
  type LimitKey,
  type LimitKind,
  type LimitValues,
  limitKeys,
  limitKinds,
  limitPeriods,
  limitsInput,
  type ResponsibleGamblingState,
} from '@khela/contracts/responsible-gambling'
import { z } from 'zod'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { FormFailure } from '../../components/ui/form-failure.tsx'
import { FormField, inputClass } from '../../components/ui/form-field.tsx'
import { isFieldErrorCode } from '../../lib/field-errors.ts'
import { formatDateTime } from '../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../lib/i18n.ts'
import { formatMoney } from '../../lib/money.ts'
import { parseTaka, takaInputValue } from '../../lib/taka.ts'
import { notify } from '../../lib/toast.ts'
import { useSubmitFailure, useZodForm } from '../../lib/use-zod-form.ts'
import { useUpdateLimits } from './change-responsible-gambling.ts'

/**
 * A limit as typed: empty for none, taka for an amount, whole minutes for the session. The form holds the limits
 * nested (`deposit.day` is `deposit` → `day`), so the API's field names are the form's paths.
 */
const limitText = (isMinutes: boolean) =>
  z.string().transform((typed, context) => {
    const text = typed.trim()
    if (text === '') return null
    const value = isMinutes ? (/^\d+$/.test(text) ? Number(text) : null) : parseTaka(text)
    if (value === null || value <= 0) {
      context.addIssue({ code: 'custom', message: 'NOT_AN_AMOUNT' })
      return z.NEVER
    }
    return value
  })
const periodTexts = z.object(
  Object.fromEntries(limitPeriods.map((period) => [period, limitText(false)])) as Record<
    (typeof limitPeriods)[number],
    ReturnType<typeof limitText>
  >,
)
const limitsForm = z
  .object({ deposit: periodTexts, wager: periodTexts, loss: periodTexts, session: limitText(true) })
  .transform(
    (typed): LimitValues =>
      Object.fromEntries(
        limitKeys.map((key) => {
          const [kind, period] = key.split('.') as [LimitKind | 'session', (typeof limitPeriods)[number]]
          return [key, kind === 'session' ? typed.session : typed[kind][period]]
        }),
      ) as LimitValues,
  )
  .pipe(limitsInput)

function textsOf(limits: LimitValues) {
  const text = (key: LimitKey) => {
    const value = limits[key]
    return value === null ? '' : key === 'session' ? String(value) : takaInputValue(value)
  }
  const periods = (kind: LimitKind) =>
    Object.fromEntries(limitPeriods.map((period) => [period, text(`${kind}.${period}`)])) as Record<
      (typeof limitPeriods)[number],
      string
    >
  return {
    deposit: periods('deposit'),
    wager: periods('wager'),
    loss: periods('loss'),
    session: text('session'),
  }
}

/** Each limit typed in taka (minutes for the session), empty for none; the server decides what waits 24 hours. */
export function LimitsForm({ state }: { state: ResponsibleGamblingState }) {
  const { t } = useTranslation()
  const language = currentLanguage()
  const update = useUpdateLimits()
  const form = useZodForm(limitsForm, textsOf(state.limits))
  const { failure, clear, fail } = useSubmitFailure(form.setError, limitKeys)
  const errorOf = (key: LimitKey) => {
    const [kind, period] = key.split('.') as [LimitKind | 'session', (typeof limitPeriods)[number]]
    const problem = kind === 'session' ? form.formState.errors.session : form.formState.errors[kind]?.[period]
    if (!problem?.message) return undefined
    if (problem.type !== 'server') return t('responsibleGambling.limits.notAnAmount')
    return isFieldErrorCode(problem.message)
      ? t(`fieldErrors.${problem.message}`)
      : t('fieldErrors.INVALID_FORMAT')
  }

  const pendingText = (key: LimitKey) => {
    const change = state.pending[key]
    if (!change) return undefined
    const when = formatDateTime(change.effectiveAt, language)
    if (change.value === null) return t('responsibleGambling.limits.pendingRemoval', { when })
    const value =
      key === 'session'
        ? t('responsibleGambling.limits.minutes', { minutes: change.value })
        : formatMoney(change.value, state.currency, language)
    return t('responsibleGambling.limits.pendingChange', { value, when })
  }

  const submit = form.handleSubmit((wanted) => {
    clear()
    update.mutate(wanted, {
      onSuccess: (next) => {
        form.reset(textsOf(next.limits))
        notify('success', t('responsibleGambling.limits.saved'))
      },
      onError: fail,
    })
  })

  const field = (key: LimitKey, label: string) => (
    <FormField key={key} label={label} error={errorOf(key)} hint={pendingHint(pendingText(key))}>
      {(control) => (
        <input
          {...control}
          inputMode={key === 'session' ? 'numeric' : 'decimal'}
          {...form.register(key)}
          placeholder={t('responsibleGambling.limits.none')}
          className={inputClass}
        />
      )}
    </FormField>
  )

  return (
    <section aria-labelledby="rg-limits" className="space-y-4">
      <h2 id="rg-limits" className="text-base font-bold text-white">
        {t('responsibleGambling.limits.title')}
      </h2>
      <p className="text-sm text-slate-400">{t('responsibleGambling.limits.intro')}</p>
      <form noValidate className="space-y-5" onSubmit={submit}>
        {limitKinds.map((kind) => (
          <fieldset key={kind} className="space-y-2">
            <legend className="mb-2 text-sm font-semibold text-gold-300">
              {t(`responsibleGambling.limits.kinds.${kind}`)}
            </legend>
            <div className="grid gap-3 sm:grid-cols-3">
              {limitPeriods.map((period) =>
                field(`${kind}.${period}`, t(`responsibleGambling.limits.labels.${kind}.${period}`)),
              )}
            </div>
          </fieldset>
        ))}
        <div className="max-w-xs">{field('session', t('responsibleGambling.limits.labels.session'))}</div>
        {failure && <FormFailure message={failure} />}
        <button type="submit" disabled={update.isPending} className={buttonClass('gold')}>
          {t('responsibleGambling.limits.save')}
        </button>
      </form>
    </section>
  )
}

function pendingHint(text: string | undefined) {
  return text ? <p className="text-xs text-gold-300">{text}</p> : undefined
}
