import { staffPasswordLength } from '@khela/contracts/admin-users'
import { isFieldErrorCode } from '../../../lib/field-errors.ts'
import { useTranslation } from '../../../lib/i18n.ts'
import { useRegistrationSettings } from '../../../lib/use-registration-settings.ts'

/**
 * The length a staff password must have: the staff bounds, tightened by the operator's password policy
 * (which the server applies to staff passwords too).
 */
export function useStaffPasswordLength(): { min: number; max: number } {
  const policy = useRegistrationSettings().data?.passwordPolicy
  return {
    min: Math.max(staffPasswordLength.min, policy?.minLength ?? 0),
    max: Math.min(staffPasswordLength.max, policy?.maxLength ?? staffPasswordLength.max),
  }
}

/** A back-office form's field error (a `FieldErrorCode`) in the reader's language, with the staff password bounds. */
export function useStaffFieldErrorText() {
  const { t } = useTranslation()
  const length = useStaffPasswordLength()
  return (message: string | undefined): string | undefined => {
    if (message === undefined) return undefined
    return t(`fieldErrors.${isFieldErrorCode(message) ? message : 'INVALID_CHOICE'}`, {
      minLength: length.min,
      maxLength: length.max,
    })
  }
}
