import type { EventStatus } from '@khela/contracts/sportsbook'
import { formatDateTime } from '../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../lib/i18n.ts'

/** "Live" for an event in play, otherwise its start in the operator's time zone. */
export function EventTime({ startsAt, status }: { startsAt: string; status: EventStatus }) {
  const { t } = useTranslation('sportsbook')
  if (status === 'live')
    return (
      <span className="rounded bg-ember-500/15 px-1.5 py-0.5 text-xs font-bold text-ember-400 uppercase">
        {t('live')}
      </span>
    )
  return (
    <time dateTime={startsAt} className="text-xs text-slate-400">
      {formatDateTime(startsAt, currentLanguage())}
    </time>
  )
}
