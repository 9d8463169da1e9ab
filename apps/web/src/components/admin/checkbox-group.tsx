import { type ReactNode, useId } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'

interface CheckboxGroupProps {
  legend: ReactNode
  /** Each box's value and its translated label. */
  options: readonly { value: string; label: string }[]
  /** The form field holding the ticked values (react-hook-form reads boxes sharing a name as an array). */
  register: UseFormRegisterReturn
  /** The translated problem, announced with the group. */
  error?: string
  hint?: ReactNode
}

/** A labelled set of checkboxes for a many-of field, its error and hint linked to the group. */
export function CheckboxGroup({ legend, options, register, error, hint }: CheckboxGroupProps) {
  const id = useId()
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return (
    <fieldset aria-describedby={describedBy || undefined}>
      <legend className="mb-1.5 text-xs font-semibold text-slate-300">{legend}</legend>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {options.map(({ value, label }) => (
          <li key={value}>
            <label className="flex items-center gap-2.5 text-sm text-slate-200">
              <input {...register} type="checkbox" value={value} className="size-4 accent-gold-500" />
              {label}
            </label>
          </li>
        ))}
      </ul>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs font-medium text-ember-500">
          {error}
        </p>
      )}
      {hint && (
        <div id={`${id}-hint`} className="mt-1.5">
          {hint}
        </div>
      )}
    </fieldset>
  )
}
