import { formatNumber } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'

/** The number of requests waiting for a decision; nothing when none are. */
export function PendingBadge({
  count,
  isCompact = false,
}: {
  count: number | undefined
  isCompact?: boolean
}) {
  const { t } = useTranslation('admin')
  if (!count) return null
  const formatted = formatNumber(count, currentLanguage())
  return (
    <span
      title={t('cashier.pendingBadge', { count, formatted })}
      className={`grid min-w-5 place-items-center rounded-full bg-ember-500 px-1.5 text-[11px] leading-5 font-bold text-night-950 tabular-nums ${
        isCompact ? 'absolute -top-1 -right-1' : 'ml-auto'
      }`}
    >
      <span aria-hidden>{formatted}</span>
      <span className="sr-only">{t('cashier.pendingBadge', { count, formatted })}</span>
    </span>
  )
}
