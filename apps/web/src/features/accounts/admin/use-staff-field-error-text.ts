import { staffPasswordLength } from '@khela/contracts/admin-users'
import { isFieldErrorCode } from '../../../lib/field-errors.ts'
import { useTranslation } from '../../../lib/i18n.ts'

/** A back-office form's field error (a `FieldErrorCode`) in the reader's language, with the staff password bounds. */
export function useStaffFieldErrorText() {
  const { t } = useTranslation()
  return (message: string | undefined): string | undefined => {
    if (message === undefined) return undefined
    return t(`fieldErrors.${isFieldErrorCode(message) ? message : 'INVALID_CHOICE'}`, {
      minLength: staffPasswordLength.min,
      maxLength: staffPasswordLength.max,
    })
  }
}
