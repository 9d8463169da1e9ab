import type { ReactNode } from 'react'
import { buttonClass } from './button-styles.ts'

export interface ToggleOption<Value> {
  value: Value
  label: ReactNode
}

const looks = {
  /** Small gold and outlined buttons: a back-office choice (the overview's period). */
  buttons: (isOn: boolean) => buttonClass(isOn ? 'gold' : 'outline', 'sm'),
  /** Rounded chips in a row that scrolls sideways on a phone: a list's filter. */
  chips: (isOn: boolean) =>
    `shrink-0 rounded-full border px-4 py-1.5 text-sm font-semibold transition ${
      isOn
        ? 'border-gold-500 bg-gold-500/15 text-gold-300'
        : 'border-night-600 bg-night-800 text-slate-300 hover:border-gold-500/60 hover:text-white'
    }`,
  /** Tall equal buttons: a game's pick. */
  tiles: (isOn: boolean) =>
    `h-11 rounded-lg border text-sm font-bold uppercase transition ${
      isOn ? 'border-gold-500 bg-gold-500/15 text-gold-300' : 'border-night-600 bg-night-800 text-slate-300'
    }`,
}

interface ToggleGroupProps<Value> {
  /** The group's name, as its legend. */
  label: string
  /** The legend's look; read out only (`sr-only`) by default. */
  labelClassName?: string
  options: readonly ToggleOption<Value>[]
  /** The chosen option; none may be chosen (a custom period). */
  selected: Value | undefined
  onSelect: (value: Value) => void
  look: keyof typeof looks
  /** The layout of the row (flex, grid). */
  className: string
}

/**
 * One choice out of a few, each a button that says whether it is pressed (aria-pressed) inside a named fieldset:
 * every option stays reachable with Tab, and pressing one chooses it.
 */
export function ToggleGroup<Value extends string | number | null>({
  label,
  labelClassName = 'sr-only',
  options,
  selected,
  onSelect,
  look,
  className,
}: ToggleGroupProps<Value>) {
  return (
    <fieldset className={className}>
      <legend className={labelClassName}>{label}</legend>
      {options.map((option) => {
        const isOn = option.value === selected
        return (
          <button
            key={String(option.value)}
            type="button"
            aria-pressed={isOn}
            onClick={() => onSelect(option.value)}
            className={looks[look](isOn)}
          >
            {option.label}
          </button>
        )
      })}
    </fieldset>
  )
}
