import { useId } from 'react'
import { SelectField } from '../../../components/ui/select-field.tsx'
import { inLanguageDigits } from '../../../lib/digits.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { isAccumulatorAvailable, type SlipLine, type SlipPick } from './bet-slip-state.ts'
import { updateSlip } from './bet-slip-store.ts'
import {
  isSystemAvailable,
  keyOfSystem,
  type SlipMode,
  SYSTEM_MIN_SELECTIONS,
  slipModes,
  systemOptions,
} from './slip-systems.ts'

// What kind of bet the slip makes: the Singles / Accumulator / System tabs, and which system with its lines.

/** Singles, Accumulator, System as a radio group: native keys (arrows move, Space picks), unavailable ones disabled. */
export function ModeTabs({ mode, picks }: { mode: SlipMode; picks: readonly SlipPick[] }) {
  const { t } = useTranslation('sportsbook')
  const name = useId()
  const isAvailable = (option: SlipMode) =>
    option === 'singles' ||
    (isAccumulatorAvailable(picks) && (option === 'accumulator' || isSystemAvailable(picks.length)))
  const note =
    mode !== 'system' && !isSystemAvailable(picks.length)
      ? t('slip.systemNeeds', { min: inLanguageDigits(String(SYSTEM_MIN_SELECTIONS), currentLanguage()) })
      : null
  return (
    <fieldset className="space-y-1">
      <legend className="sr-only">{t('slip.betType')}</legend>
      <div className="grid grid-cols-3 gap-1 rounded-lg bg-night-800 p-1">
        {slipModes.map((option) => (
          <label key={option} className="relative">
            <input
              type="radio"
              name={name}
              value={option}
              checked={mode === option}
              disabled={!isAvailable(option)}
              onChange={() => updateSlip((state) => ({ ...state, mode: option }))}
              className="peer absolute inset-0 z-10 m-0 cursor-pointer opacity-0 disabled:cursor-not-allowed"
            />
            <span className="block rounded-md px-2 py-2 text-center text-xs font-semibold text-slate-300 peer-checked:bg-gold-500 peer-checked:text-night-950 peer-focus-visible:outline-2 peer-focus-visible:outline-gold-300 peer-disabled:cursor-not-allowed peer-disabled:text-slate-400">
              {t(`slip.modes.${option}`)}
            </span>
          </label>
        ))}
      </div>
      {note && <p className="text-xs text-slate-400">{note}</p>}
    </fieldset>
  )
}

/** The systems the selections make, each with its number of lines, and the chosen one's lines. */
export function SystemChoice({ line }: { line: SlipLine }) {
  const { t } = useTranslation('sportsbook')
  const language = currentLanguage()
  const count = line.picks.length
  const options = systemOptions(count).map((option) => ({
    value: option.key,
    label: t('slip.systemOption', {
      name: option.name
        ? t(`slip.systems.${option.name}`)
        : t('slip.kFromN', { k: option.legsPerLine ?? 0, n: count }),
      count: inLanguageDigits(String(option.lineCount), language),
    }),
  }))
  const key = line.system ? keyOfSystem(line.system) : ''
  return (
    <div className="space-y-2">
      <SelectField
        label={t('slip.whichSystem')}
        value={key}
        options={options}
        onChange={(system) => updateSlip((state) => ({ ...state, system }))}
      />
      <p className="flex justify-between text-sm text-slate-300">
        <span>{t('slip.lineCount')}</span>
        <span data-testid="slip-line-count" className="font-semibold text-white">
          {inLanguageDigits(String(line.lines.length), language)}
        </span>
      </p>
    </div>
  )
}
