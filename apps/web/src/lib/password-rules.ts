import type { FieldErrorCode, PasswordPolicy } from '@khela/contracts/accounts'

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
