import { type FieldErrorCode, fieldErrorCodes, type PasswordPolicy } from '@khela/contracts/accounts'

/** The rules of a policy in the order the form lists them beside the password field. */
export function passwordRules(policy: PasswordPolicy): FieldErrorCode[] {
  const rules: FieldErrorCode[] = ['PASSWORD_TOO_SHORT']
  if (policy.maxLength !== null) rules.push('PASSWORD_TOO_LONG')
  if (policy.requireLowercase) rules.push('PASSWORD_NEEDS_LOWERCASE')
  if (policy.requireUppercase) rules.push('PASSWORD_NEEDS_UPPERCASE')
  if (policy.requireDigit) rules.push('PASSWORD_NEEDS_DIGIT')
  if (policy.requireSymbol) rules.push('PASSWORD_NEEDS_SYMBOL')
  return rules
}

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
