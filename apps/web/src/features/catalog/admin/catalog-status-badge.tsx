import type { CatalogStatus } from '@khela/contracts/catalog'
import { useTranslation } from '../../../lib/i18n.ts'

/** Active in green, inactive in red, always upper-case (the original back office's look). */
export function CatalogStatusBadge({ status }: { status: CatalogStatus }) {
  const { t } = useTranslation('admin')
  const isActive = status === 'active'
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-bold ${
        isActive ? 'bg-jade-500/15 text-jade-400' : 'bg-ember-500/15 text-ember-400'
      }`}
    >
      {t(`catalog.status.${status}`).toLocaleUpperCase()}
    </span>
  )
}
