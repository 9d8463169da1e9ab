import {
  type LimitKey,
  type LimitValues,
  limitKinds,
  limitPeriods,
  type ResponsibleGamblingState,
} from '@khela/contracts/responsible-gambling'
import { useState } from 'react'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { FormFailure } from '../../components/ui/form-failure.tsx'
import { FormField, inputClass } from '../../components/ui/form-field.tsx'
import { ApiError } from '../../lib/api.ts'
import { errorMessage } from '../../lib/error-message.ts'
import { isFieldErrorCode } from '../../lib/field-errors.ts'
import { formatDateTime } from '../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../lib/i18n.ts'
import { formatMoney } from '../../lib/money.ts'
import { parseTaka, takaInputValue } from '../../lib/taka.ts'
import { notify } from '../../lib/toast.ts'
import { useUpdateLimits } from './change-responsible-gambling.ts'

type Texts = Record<LimitKey, string>

function textsOf(limits: LimitValues): Texts {
  return Object.fromEntries(
    Object.entries(limits).map(([key, value]) => [
      key,
      value === null ? '' : key === 'session' ? String(value) : takaInputValue(value),
    ]),
  ) as Texts
}

/** Each limit typed in taka (minutes for the session), empty for none; the server decides what waits 24 hours. */
export function LimitsForm({ state }: { state: ResponsibleGamblingState }) {
  const { t } = useTranslation()
  const language = currentLanguage()
  const update = useUpdateLimits()
  const [texts, setTexts] = useState<Texts>(() => textsOf(state.limits))
  const [errors, setErrors] = useState<Partial<Record<LimitKey, string>>>({})
  const [failure, setFailure] = useState<string | null>(null)

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

  const submit = () => {
    setFailure(null)
    const wanted: Partial<LimitValues> = {}
    const problems: Partial<Record<LimitKey, string>> = {}
    for (const key of Object.keys(texts) as LimitKey[]) {
      const text = texts[key].trim()
      if (text === '') {
        wanted[key] = null
        continue
      }
      const value = key === 'session' ? (/^\d+$/.test(text) ? Number(text) : null) : parseTaka(text)
      if (value === null || value <= 0) problems[key] = t('responsibleGambling.limits.notAnAmount')
      else wanted[key] = value
    }
    setErrors(problems)
    if (Object.keys(problems).length > 0) return
    update.mutate(wanted as LimitValues, {
      onSuccess: (next) => {
        setTexts(textsOf(next.limits))
        notify('success', t('responsibleGambling.limits.saved'))
      },
      onError: (error) => {
        const fields = error instanceof ApiError ? error.fields : undefined
        if (fields && Object.keys(fields).length > 0)
          setErrors(
            Object.fromEntries(
              Object.entries(fields).map(([key, code]) => [
                key,
                isFieldErrorCode(code) ? t(`fieldErrors.${code}`) : t('fieldErrors.INVALID_FORMAT'),
              ]),
            ),
          )
        else setFailure(errorMessage(error))
      },
    })
  }

  const field = (key: LimitKey, label: string) => (
    <FormField key={key} label={label} error={errors[key]} hint={pendingHint(pendingText(key))}>
      {(control) => (
        <input
          {...control}
          inputMode={key === 'session' ? 'numeric' : 'decimal'}
          value={texts[key]}
          placeholder={t('responsibleGambling.limits.none')}
          onChange={(event) => setTexts((current) => ({ ...current, [key]: event.target.value }))}
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
      <form
        noValidate
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
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
