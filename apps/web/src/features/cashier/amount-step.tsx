import { amountError, type CashierMethod } from '@khela/contracts/cashier'
import { ArrowLeft } from 'lucide-react'
import { useState } from 'react'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { FormField, inputClass } from '../../components/ui/form-field.tsx'
import { formatNumber } from '../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../lib/i18n.ts'
import { formatMoney } from '../../lib/money.ts'
import { parseTaka, takaInputValue } from '../../lib/taka.ts'
import { cashierErrorText } from './cashier-error-text.ts'
import { depositAmountLimits } from './cashier-rules.ts'
import { MethodBadge } from './method-badge.tsx'

interface AmountStepProps {
  method: CashierMethod
  amount: number | null
  isAmountMissing: boolean
  /** The /deposit page also takes a typed amount; the modal has the tiles only. */
  allowsTyping: boolean
  onAmount: (amount: number | null) => void
  onNext: () => void
  onBack: () => void
}

/** Step 2: the method's preset tiles (and on the page a free amount), with its limits; Next goes to the details. */
export function AmountStep({
  method,
  amount,
  isAmountMissing,
  allowsTyping,
  onAmount,
  onNext,
  onBack,
}: AmountStepProps) {
  const { t } = useTranslation()
  const language = currentLanguage()
  const money = (poisha: number) => formatMoney(poisha, method.currency, language)
  const [text, setText] = useState(amount === null ? '' : takaInputValue(amount))
  const [error, setError] = useState<string | null>(null)
  const { checked: limits, shownMax: displayedMax } = depositAmountLimits(method)

  const type = (next: string) => {
    setText(next)
    setError(null)
    onAmount(next.trim() === '' ? null : parseTaka(next))
  }

  const pick = (preset: number) => {
    setText(takaInputValue(preset))
    setError(null)
    onAmount(preset)
  }

  const next = () => {
    if (text.trim() !== '' && amount === null) {
      setError(t('cashier.amount.invalid'))
      return
    }
    const limitError = amount === null ? null : amountError(amount, limits)
    if (limitError) {
      setError(cashierErrorText(limitError))
      return
    }
    onNext()
  }

  return (
    <div className="space-y-4">
      <StepHeading method={method} title={t('cashier.amount.title')} onBack={onBack} />
      {isAmountMissing && (
        <p
          role="alert"
          className="rounded-lg border border-ember-500/40 bg-ember-500/10 px-3 py-2 text-sm text-ember-400"
        >
          {t('cashier.amount.missing')}
        </p>
      )}
      <fieldset>
        <legend className="mb-2 text-xs font-semibold text-slate-300">{t('cashier.amount.presets')}</legend>
        <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
          {method.presetAmounts.map((preset) => (
            <button
              key={preset}
              type="button"
              aria-pressed={amount === preset}
              aria-label={money(preset)}
              onClick={() => pick(preset)}
              className={`h-11 min-w-0 truncate rounded-lg border px-1 text-sm font-bold tabular-nums transition ${
                amount === preset
                  ? 'border-gold-500 bg-gold-500/15 text-gold-300'
                  : 'border-night-600 bg-night-800 text-slate-200 hover:border-gold-500'
              }`}
            >
              {preset % 100 === 0 ? formatNumber(preset / 100, language) : takaInputValue(preset)}
            </button>
          ))}
        </div>
      </fieldset>
      {allowsTyping && (
        <FormField label={t('cashier.amount.label')} error={error ?? undefined}>
          {(control) => (
            <input
              {...control}
              value={text}
              onChange={(event) => type(event.target.value)}
              inputMode="decimal"
              autoComplete="off"
              placeholder={takaInputValue(limits.min)}
              className={inputClass}
            />
          )}
        </FormField>
      )}
      {!allowsTyping && error && (
        <p role="alert" className="text-xs font-medium text-ember-500">
          {error}
        </p>
      )}
      <p className="text-xs text-slate-400">
        {t('cashier.amount.limits', { min: money(limits.min), max: money(displayedMax) })}
      </p>
      <button type="button" onClick={next} className={`${buttonClass('gold', 'lg')} w-full`}>
        {t('cashier.next')}
      </button>
    </div>
  )
}

/** The top of steps 2 and 3: a back arrow, the method and what this step asks. */
export function StepHeading({
  method,
  title,
  onBack,
}: {
  method: CashierMethod
  title: string
  onBack: () => void
}) {
  const { t } = useTranslation()
  return (
    <div className="flex items-center gap-3">
      <button
        type="button"
        onClick={onBack}
        aria-label={t('cashier.back')}
        className="grid size-9 shrink-0 place-items-center rounded-lg border border-night-600 bg-night-800 text-slate-200 transition hover:border-gold-500"
      >
        <ArrowLeft aria-hidden size={18} />
      </button>
      <MethodBadge method={method} size="sm" />
      <h3
        data-step-heading
        tabIndex={-1}
        className="min-w-0 truncate text-base font-bold text-white outline-none"
      >
        {title}
      </h3>
    </div>
  )
}
