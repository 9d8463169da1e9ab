import { hasTranslation, useTranslation } from '../../../lib/i18n.ts'
import { useFieldErrorText } from '../../../lib/use-field-error-text.ts'

/**
 * An error code beside a Settings → Banking field: the back office's own words where the shared ones would
 * mislead (a taken code is not a category's link name), the shared field message otherwise.
 */
export function useMethodErrorText() {
  const { t } = useTranslation('admin')
  const fieldErrorText = useFieldErrorText()
  return (code: string | undefined): string | undefined => {
    if (code === undefined) return undefined
    const key = `cashier.methods.errors.${code}`
    return hasTranslation('admin', key) ? t(key) : fieldErrorText(code)
  }
}
