import { type FieldErrorCode, fieldErrorCodes } from '@khela/contracts/accounts'
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError } from './api.ts'

export function isFieldErrorCode(value: string): value is FieldErrorCode {
  return (fieldErrorCodes as readonly string[]).includes(value)
}

/**
 * The API's `error.fields` as (field, code) pairs the form knows, in the form's order; anything else the
 * server names is left to the general failure message.
 */
export function apiFieldErrors<Field extends string>(
  fields: Record<string, string> | undefined,
  formFields: readonly Field[],
): [Field, FieldErrorCode][] {
  if (!fields) return []
  return formFields.flatMap((field) => {
    const code = fields[field]
    return code !== undefined && isFieldErrorCode(code) ? [[field, code] as [Field, FieldErrorCode]] : []
  })
}

/**
 * Puts the API's field errors on a form's fields, focusing the first. Returns false when the failure named no
 * field the form has, so the form shows its general message instead.
 */
export function applyApiFieldErrors<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  error: unknown,
  formFields: readonly Path<Values>[],
): boolean {
  const fieldErrors = error instanceof ApiError ? apiFieldErrors(error.fields, formFields) : []
  for (const [index, [field, code]] of fieldErrors.entries()) {
    setError(field, { type: 'server', message: code }, { shouldFocus: index === 0 })
  }
  return fieldErrors.length > 0
}
