import { Radio } from 'lucide-react'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { currentLanguage, useTranslation } from '../../lib/i18n.ts'
import { EventRow } from './event-list.tsx'
import { LiveScoreSummary } from './live/live-score-summary.tsx'
import { useLiveBoard } from './live/use-live-board.ts'
import { LoadState } from './load-state.tsx'
import { sportIcon } from './sport-icon.ts'
import { SportsbookFrame } from './sportsbook-frame.tsx'

/** Live: every event in play, grouped by sport, each with its score and main market's prices. */
export function LivePage() {
  const { t } = useTranslation('sportsbook')
  const common = useTranslation()
  const language = currentLanguage()
  const query = useLiveBoard()
  const board = query.data
  return (
    <SportsbookFrame title={common.t('nav.live')} icon={Radio}>
      {!board && <LoadState error={query.isError && query.error} onRetry={() => query.refetch()} />}
      {board && board.sports.length === 0 && (
        <EmptyState icon={Radio} title={t('liveTitle')} body={t('liveBody')} />
      )}
      {board?.sports.map((sport) => {
        const Icon = sportIcon(sport.icon)
        const name = sport.name[language]
        return (
          <section key={sport.slug} aria-labelledby={`live-${sport.slug}`} className="space-y-3">
            <h2 id={`live-${sport.slug}`} className="flex items-center gap-2 text-base font-bold text-white">
              <Icon aria-hidden size={18} className="text-gold-400" />
              {name}
            </h2>
            <ul aria-label={name} className="space-y-2">
              {sport.events.map((event) => (
                <EventRow
                  key={event.id}
                  event={event}
                  details={
                    event.live && <LiveScoreSummary event={event} live={event.live} sport={sport.slug} />
                  }
                />
              ))}
            </ul>
          </section>
        )
      })}
    </SportsbookFrame>
  )
}
