import { type SelectHTMLAttributes, useId } from 'react'
import { inputClass } from './form-field.tsx'

export interface SelectOption<Value extends string> {
  value: Value
  label: string
}

interface SelectFieldProps<Value extends string>
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'children'> {
  label: string
  /** The label's look; `sr-only` where the control says itself (a filter row). A small caption above by default. */
  labelClassName?: string
  value: Value | ''
  options: readonly SelectOption<Value>[]
  /** A first option with the empty value: 'any' for a filter, or, `isPlaceholder`, a prompt that cannot be chosen. */
  emptyLabel?: string
  isPlaceholder?: boolean
  /** The translated problem, shown under the control and announced with it. */
  error?: string
  onChange: (value: Value) => void
}

/** A labelled native select: its options, an optional empty first option, and its error linked to it. */
export function SelectField<Value extends string>({
  id,
  label,
  labelClassName = 'mb-1.5 block text-xs font-semibold text-slate-300',
  value,
  options,
  emptyLabel,
  isPlaceholder = false,
  error,
  onChange,
  className = inputClass,
  ...rest
}: SelectFieldProps<Value>) {
  const ownId = useId()
  const controlId = id ?? ownId
  const errorId = `${controlId}-error`
  return (
    <div>
      <label htmlFor={controlId} className={labelClassName}>
        {label}
      </label>
      <select
        {...rest}
        id={controlId}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value as Value)}
        className={className}
      >
        {emptyLabel !== undefined && (
          <option value="" disabled={isPlaceholder}>
            {emptyLabel}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="mt-1 text-xs font-medium text-ember-500">
          {error}
        </p>
      )}
    </div>
  )
}
