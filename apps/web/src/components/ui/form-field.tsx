import { type ReactNode, useId } from 'react'

/** What a control needs to be labelled by its field and to point at its error and hint. */
export interface FieldControlProps {
  id: string
  'aria-invalid': boolean
  'aria-describedby': string | undefined
}

interface FormFieldProps {
  label: ReactNode
  /** The translated problem, shown under the control and announced with it. */
  error?: string
  /** Always-visible help, such as the password rules. */
  hint?: ReactNode
  children: (control: FieldControlProps) => ReactNode
}

export const inputClass =
  'h-11 w-full rounded-lg border border-night-600 bg-night-800 px-3 text-sm text-white placeholder:text-slate-500 focus:border-gold-500 focus:outline-2 focus:outline-offset-0 focus:outline-gold-400 aria-invalid:border-ember-500'

/** A phone number input: the phone's number keypad, autofill, and the Bangladeshi mobile format as a hint. */
export const phoneInputProps = {
  type: 'tel',
  inputMode: 'tel',
  autoComplete: 'tel',
  placeholder: '01XXXXXXXXX',
  className: inputClass,
} as const

/** A labelled form control with its error linked through aria-describedby. */
export function FormField({ label, error, hint, children }: FormFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-xs font-semibold text-slate-300">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {error && (
        <p id={errorId} className="mt-1 text-xs font-medium text-ember-500">
          {error}
        </p>
      )}
      {hint && (
        <div id={hintId} className="mt-1.5">
          {hint}
        </div>
      )}
    </div>
  )
}
