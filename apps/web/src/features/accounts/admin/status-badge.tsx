import { useTranslation } from '../../../lib/i18n.ts'

export function StatusBadge({ isBanned }: { isBanned: boolean }) {
  const { t } = useTranslation('admin')
  const label = t(isBanned ? 'users.status.banned' : 'users.status.active').toLocaleUpperCase()
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-bold ${
        isBanned ? 'bg-ember-500/15 text-ember-400' : 'bg-jade-500/15 text-jade-400'
      }`}
    >
      {label}
    </span>
  )
}
