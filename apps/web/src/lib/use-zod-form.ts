import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form'
import type { z } from 'zod'
import { errorMessage } from './error-message.ts'
import { applyApiFieldErrors } from './field-errors.ts'

/**
 * The site's one form idiom (decision 8): react-hook-form checking the contract's zod schema, so a form refuses
 * what the server would refuse, with the same `FieldErrorCode` messages, before sending anything.
 */
export function useZodForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
) {
  return useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues })
}

/**
 * A failed submit: the API's field errors go on the form's fields (the first is focused); any other failure
 * becomes the form's general message, which `clear` removes on the next submit.
 */
export function useSubmitFailure<Values extends FieldValues>(
  setError: Parameters<typeof applyApiFieldErrors<Values>>[0],
  formFields: readonly Path<Values>[],
  describe: (error: unknown) => string = errorMessage,
) {
  const [failure, setFailure] = useState<string | null>(null)
  return {
    failure,
    clear: () => setFailure(null),
    fail: (error: unknown) => {
      if (!applyApiFieldErrors(setError, error, formFields)) setFailure(describe(error))
    },
  }
}
