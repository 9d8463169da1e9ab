import type { z } from 'zod'
import { ApiError } from '../../../lib/api.ts'

/** Field → error code, from the contract's check in the browser or from the server's `error.fields`. */
export type FieldErrors = Record<string, string>

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {}
  for (const issue of error.issues) fields[issue.path.join('.') || 'form'] ??= issue.message
  return fields
}

export function apiFieldErrorsOf(error: unknown): FieldErrors {
  return error instanceof ApiError && error.fields ? error.fields : {}
}
