import type { LiveCommentaryLine } from '@khela/contracts/sportsbook-live'
import { useId, useState } from 'react'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { commentaryLabelText } from './live-score-format.ts'

/** Lines shown at first and added by each "show more". */
export const commentaryPageSize = 12

/**
 * The commentary, newest first, in the reader's language: a dozen lines, more on request. Each line under its
 * label by sport: the over in cricket ("ball-by-ball"), the minute in football, the set and games in tennis.
 */
export function LiveCommentary({
  lines,
  sport = 'cricket',
}: {
  lines: readonly LiveCommentaryLine[]
  sport?: string
}) {
  const { t } = useTranslation('sportsbook')
  const language = currentLanguage()
  const headingId = useId()
  const [shownCount, setShownCount] = useState(commentaryPageSize)
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-2 rounded-xl border border-night-700 bg-night-850 p-3"
    >
      <h2 id={headingId} className="text-sm font-bold tracking-wide text-slate-300 uppercase">
        {t(sport === 'cricket' ? 'liveScore.commentary' : 'liveScore.commentaryLive')}
      </h2>
      {lines.length === 0 ? (
        <p className="text-sm text-slate-400">{t('liveScore.noCommentary')}</p>
      ) : (
        <ol className="divide-y divide-night-700">
          {lines.slice(0, shownCount).map((line) => {
            const label = commentaryLabelText(line.overs, t, language)
            return (
              <li key={line.seq} className="flex gap-3 py-2 text-sm">
                <span className="min-w-10 shrink-0 font-bold tabular-nums text-gold-300">
                  <span aria-hidden>{label.shown}</span>
                  <span className="sr-only">{label.spoken}</span>
                </span>
                <span className="min-w-0 text-slate-200">{line.text[language]}</span>
              </li>
            )
          })}
        </ol>
      )}
      {lines.length > shownCount && (
        <button
          type="button"
          onClick={() => setShownCount((count) => count + commentaryPageSize)}
          className={buttonClass('outline', 'sm')}
        >
          {t('liveScore.showMore')}
        </button>
      )}
    </section>
  )
}
