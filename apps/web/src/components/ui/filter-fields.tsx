import type { ReactNode } from 'react'
import { inputClass } from './form-field.tsx'
import { SelectField } from './select-field.tsx'

/**
 * The controls of a list's filter (a `<search>` above the list), shared by the player site and the back office.
 * Each takes the filter's `useId()` as `id` and names its control `${id}-${name}`. A label is shown with
 * `labelClassName`; without one it is only read out (`sr-only`), where the control says itself (a placeholder, a
 * date's title).
 */

export interface FilterOption {
  value: string
  label: string
}

interface FilterSelectProps {
  id: string
  name: string
  label: string
  /** Hidden (`sr-only`) unless given. */
  labelClassName?: string
  value: string
  /** The first option, which filters by nothing (left out where the filter always holds a value). */
  anyLabel?: string
  options: readonly FilterOption[]
  onChange: (value: string) => void
}

/** One choice of a filter: 'any' first, then its options. */
export function FilterSelect({ id, name, labelClassName = 'sr-only', anyLabel, ...rest }: FilterSelectProps) {
  return <SelectField {...rest} id={`${id}-${name}`} labelClassName={labelClassName} emptyLabel={anyLabel} />
}

interface DateRangeFieldsProps {
  id: string
  from: string
  to: string
  labels: { from: string; to: string }
  /** Hidden (`sr-only`) unless given. */
  labelClassName?: string
  /** Narrower side padding, where the date boxes are tight. */
  isCompact?: boolean
  /** Each date limits the other in the browser's picker, and says its name on hover (for hidden labels). */
  isBounded?: boolean
  /** The translated problem with the range (such as DATE_BEFORE_FROM), shown and announced under the end date. */
  error?: string
  onChange: (key: 'from' | 'to', value: string) => void
}

/** The From and To dates of a filter, as two cells of the caller's grid. */
export function DateRangeFields({
  id,
  from,
  to,
  labels,
  labelClassName = 'sr-only',
  isCompact = false,
  isBounded = false,
  error,
  onChange,
}: DateRangeFieldsProps) {
  const className = isCompact ? `${inputClass} px-2` : inputClass
  const errorId = `${id}-to-error`
  const field = (key: 'from' | 'to', control: ReactNode, after?: ReactNode) => (
    <div>
      <label htmlFor={`${id}-${key}`} className={labelClassName}>
        {labels[key]}
      </label>
      {control}
      {after}
    </div>
  )
  return (
    <>
      {field(
        'from',
        <input
          id={`${id}-from`}
          type="date"
          value={from}
          max={isBounded ? to || undefined : undefined}
          title={isBounded ? labels.from : undefined}
          onChange={(event) => onChange('from', event.target.value)}
          className={className}
        />,
      )}
      {field(
        'to',
        <input
          id={`${id}-to`}
          type="date"
          value={to}
          min={isBounded ? from || undefined : undefined}
          title={isBounded ? labels.to : undefined}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange('to', event.target.value)}
          className={className}
        />,
        error && (
          <p id={errorId} role="alert" className="mt-1 text-xs font-medium text-ember-500">
            {error}
          </p>
        ),
      )}
    </>
  )
}
