import { buttonClass } from '../../../components/ui/button-styles.ts'
import { useTranslation } from '../../../lib/i18n.ts'

/**
 * A back-office cashier form's Cancel and Submit. While the request runs Submit shows '...', is disabled and is
 * named 'Submitting…' for screen readers.
 */
export function FormActions({
  onCancel,
  isPending,
  submitLabel,
}: {
  onCancel: () => void
  isPending: boolean
  submitLabel: string
}) {
  const { t } = useTranslation('admin')
  return (
    <div className="flex justify-end gap-2">
      <button type="button" onClick={onCancel} className={buttonClass('ghost')}>
        {t('cashier.cancel')}
      </button>
      <button
        type="submit"
        disabled={isPending}
        aria-busy={isPending}
        aria-label={isPending ? t('cashier.submitting') : undefined}
        className={buttonClass('gold')}
      >
        {isPending ? '...' : submitLabel}
      </button>
    </div>
  )
}
