import type { PublicGameRules } from '@khela/contracts/originals'
import { useState } from 'react'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { formatMoney } from '../../../lib/money.ts'
import { parseTaka, takaInputValue } from '../../../lib/taka.ts'
import { originalsFieldText } from './originals-error-text.ts'
import { type StakeShortcut, stakeAfter, stakeProblem } from './stake.ts'

/**
 * The stake as typed (taka, Bengali digits too), its shown error and a check before sending. The error is
 * shown once the player has typed or pressed Bet; a server's field error is put here with `setErrorCode`.
 */
export function useStake(rules: PublicGameRules, balance: number | undefined, initial = '10') {
  const [text, setText] = useState(initial)
  const [errorCode, setErrorCode] = useState<string | null>(null)
  const stake = parseTaka(text)
  return {
    text,
    stake,
    errorCode,
    setErrorCode,
    change(next: string) {
      setText(next)
      setErrorCode(next.trim() === '' ? null : stakeProblem(next, rules, balance))
    },
    /** The stake in poisha when it may be sent, else null with its error shown. */
    check(): number | null {
      const problem = stakeProblem(text, rules, balance)
      setErrorCode(problem)
      return problem ? null : stake
    },
  }
}

export type StakeState = ReturnType<typeof useStake>

const shortcuts: { shortcut: StakeShortcut; labelKey: string }[] = [
  { shortcut: 'half', labelKey: 'originals.stake.half' },
  { shortcut: 'double', labelKey: 'originals.stake.double' },
  { shortcut: 'min', labelKey: 'originals.stake.min' },
  { shortcut: 'max', labelKey: 'originals.stake.max' },
]

/**
 * The stake field with ½, 2×, min and max, its limits and the published maximum payout per bet under it, and its
 * error in the reader's language.
 */
export function StakeInput({
  state,
  rules,
  balance,
  isDisabled = false,
}: {
  state: StakeState
  rules: PublicGameRules
  balance: number | undefined
  isDisabled?: boolean
}) {
  const { t } = useTranslation()
  const language = currentLanguage()
  const money = (amount: number) => formatMoney(amount, rules.currency, language)
  const limits = { min: money(rules.minStake), max: money(rules.maxStake) }
  return (
    <FormField
      label={t('originals.stake.label')}
      error={state.errorCode ? originalsFieldText(state.errorCode, limits) : undefined}
      hint={
        <p className="text-xs text-slate-400">
          {t('originals.stake.limits', limits)} ·{' '}
          {t('originals.stake.maxPayout', { max: money(rules.maxPayout) })}
        </p>
      }
    >
      {(control) => (
        <div className="flex gap-1.5">
          <input
            {...control}
            value={state.text}
            onChange={(event) => state.change(event.target.value)}
            inputMode="decimal"
            autoComplete="off"
            // Read-only rather than disabled: Enter in the field places the bet, and a disabled field loses focus.
            readOnly={isDisabled}
            className={`${inputClass} min-w-0 flex-1 tabular-nums`}
          />
          {shortcuts.map(({ shortcut, labelKey }) => (
            <button
              key={shortcut}
              type="button"
              disabled={isDisabled}
              aria-label={t(`${labelKey}Label`)}
              onClick={() => state.change(takaInputValue(stakeAfter(shortcut, state.stake, rules, balance)))}
              className="h-11 shrink-0 rounded-lg border border-night-600 bg-night-800 px-2 text-xs font-bold text-slate-200 transition hover:border-gold-500 hover:text-gold-300 disabled:opacity-50"
            >
              {t(labelKey)}
            </button>
          ))}
        </div>
      )}
    </FormField>
  )
}
