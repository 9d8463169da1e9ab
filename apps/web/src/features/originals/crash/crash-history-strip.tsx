import { useTranslation } from '../../../lib/i18n.ts'
import { formatMultiplier } from '../shared/format-multiplier.ts'
import type { CrashRound } from './crash-round.ts'

/** Low points red, middling ones green, ×10 and up gold: how a player reads a streak at a glance. */
export function crashPointTone(crashPoint: number): 'low' | 'medium' | 'high' {
  if (crashPoint < 20_000) return 'low'
  if (crashPoint < 100_000) return 'medium'
  return 'high'
}

const toneClass = {
  low: 'border-red-500/40 bg-red-500/10 text-red-300',
  medium: 'border-emerald-500/40 bg-emerald-500/10 text-emerald-300',
  high: 'border-gold-500/50 bg-gold-500/15 text-gold-300',
} as const

/** The latest rounds' crash points, newest first, in one scrolling row. */
export function CrashHistoryStrip({ history }: { history: CrashRound['history'] }) {
  const { t } = useTranslation()
  return (
    <ol
      aria-label={t('crash.history')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a row that scrolls must take focus for the arrows to scroll it (WCAG 2.1.1)
      tabIndex={0}
      className="flex gap-1.5 overflow-x-auto pb-1 [scrollbar-width:none]"
    >
      {history.map((entry) => (
        <li
          key={entry.roundId}
          className={`shrink-0 rounded-full border px-2.5 py-0.5 text-xs font-bold tabular-nums ${toneClass[crashPointTone(entry.crashPoint)]}`}
        >
          {formatMultiplier(entry.crashPoint)}
        </li>
      ))}
    </ol>
  )
}
