import { useTranslation } from '../../../lib/i18n.ts'
import { statusLabelKey, statusTone, toneClasses } from './cashier-status.ts'

export const badgeClass = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1'

/** A decided request's status: green completed or approved, red rejected, grey cancelled or unknown. */
export function CashierStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('admin')
  return (
    <span className={`${badgeClass} ${toneClasses[statusTone(status)]}`}>{t(statusLabelKey(status))}</span>
  )
}
