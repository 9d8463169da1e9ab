import { useId } from 'react'
import type { DefaultValues, Path } from 'react-hook-form'
import type { z } from 'zod'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { useFieldErrorText } from '../../../lib/use-field-error-text.ts'
import { useSubmitFailure, useZodForm } from '../../../lib/use-zod-form.ts'

/** One typed field of a counter form, by the API's name for it. */
export interface CounterField<Values> {
  name: Path<Values> & string
  label: string
  inputMode: 'text' | 'numeric' | 'decimal'
}

/**
 * One cashier action as a small form: a field or two (the player, a payout code, taka) checked by the contract's
 * schema, sent on Submit and emptied once done; the API's field errors show under their fields, any other refusal
 * under the form. The counter's forms are this simple on purpose.
 */
export function CounterForm<Values extends Record<string, string>, Output>({
  title,
  schema,
  fields,
  submitLabel,
  onSubmit,
}: {
  title: string
  schema: z.ZodType<Output, Values>
  fields: readonly CounterField<Values>[]
  submitLabel: string
  onSubmit: (values: Output) => Promise<unknown>
}) {
  const id = useId()
  const fieldErrorText = useFieldErrorText()
  const empty = Object.fromEntries(fields.map((field) => [field.name, ''])) as DefaultValues<Values>
  const form = useZodForm(schema, empty)
  const { failure, clear, fail } = useSubmitFailure(
    form.setError,
    fields.map((field) => field.name),
  )
  const { isSubmitting } = form.formState

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values)
      form.reset(empty)
    } catch (error) {
      fail(error)
    }
  })

  return (
    <form
      noValidate
      onSubmit={(event) => {
        clear()
        void submit(event)
      }}
      aria-labelledby={`${id}-title`}
      className="space-y-3 rounded-xl border border-night-700 p-4"
    >
      <h2 id={`${id}-title`} className="text-base font-bold text-white">
        {title}
      </h2>
      {fields.map((field) => (
        <FormField
          key={field.name}
          label={field.label}
          error={fieldErrorText(form.getFieldState(field.name, form.formState).error?.message)}
        >
          {(control) => (
            <input
              {...control}
              {...form.register(field.name)}
              inputMode={field.inputMode}
              autoComplete="off"
              className={inputClass}
            />
          )}
        </FormField>
      ))}
      {failure && (
        <p role="alert" className="text-sm font-medium text-ember-500">
          {failure}
        </p>
      )}
      <button type="submit" disabled={isSubmitting} className={buttonClass('gold')}>
        {isSubmitting ? '...' : submitLabel}
      </button>
    </form>
  )
}
