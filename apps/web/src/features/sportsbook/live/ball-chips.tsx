import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { type BallTone, ballChipText, ballLabel, ballMeaning, ballTone } from './live-score-format.ts'

const toneClasses: Record<BallTone, string> = {
  plain: 'bg-night-600 text-slate-100',
  boundary: 'bg-jade-500/20 text-jade-400 ring-1 ring-jade-500/50',
  wicket: 'bg-ember-500/20 text-ember-400 ring-1 ring-ember-500/50',
  extra: 'bg-gold-500/15 text-gold-300',
}

/** The innings' last deliveries, oldest first, as small chips; each says in words what it was. */
export function BallChips({ balls }: { balls: readonly string[] }) {
  const { t } = useTranslation('sportsbook')
  const language = currentLanguage()
  if (balls.length === 0) return null
  return (
    <ol aria-label={t('liveScore.lastBalls')} className="flex flex-wrap gap-1">
      {balls.map((code, index) => {
        const meaning = ballMeaning(code)
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a code can come twice in six balls; the chips hold no state
          <li key={index}>
            <span
              aria-hidden
              className={`grid h-6 min-w-6 place-items-center rounded-full px-1 text-[0.6875rem] font-bold tabular-nums ${toneClasses[ballTone(meaning)]}`}
            >
              {ballChipText(meaning, t, language)}
            </span>
            <span className="sr-only">{ballLabel(meaning, t)}</span>
          </li>
        )
      })}
    </ol>
  )
}
