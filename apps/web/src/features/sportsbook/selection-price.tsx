import type { Selection } from '@khela/contracts/sportsbook'
import { formatOdds } from '@khela/contracts/sportsbook-odds'
import { ArrowDown, ArrowUp, Lock } from 'lucide-react'
import { useState } from 'react'
import { inLanguageDigits } from '../../lib/digits.ts'
import { currentLanguage, useTranslation } from '../../lib/i18n.ts'
import { latinTextLanguage } from '../../lib/text-language.ts'
import { useOddsFormat } from './odds-format.ts'
import { nextPriceHistory } from './price-move.ts'

const flashes = { up: 'motion-safe:animate-price-up', down: 'motion-safe:animate-price-down' } as const

/**
 * A selection's name and price, read-only until the bet slip arrives (it will make this a button that adds the
 * selection). A price that moved since the last read flashes green or red and keeps an arrow, so the direction
 * does not rest on colour or motion alone.
 */
export function SelectionPrice({ selection, isSuspended }: { selection: Selection; isSuspended: boolean }) {
  const { t } = useTranslation('sportsbook')
  const format = useOddsFormat()
  const language = currentLanguage()
  const [history, setHistory] = useState(() => nextPriceHistory(undefined, selection.price))
  if (history.price !== selection.price) setHistory(nextPriceHistory(history, selection.price))
  const name = selection.name[language]
  const isClosed = isSuspended || selection.status !== 'open'
  return (
    <li
      key={history.moves}
      data-price-move={history.move ?? undefined}
      className={`flex min-w-0 items-center justify-between gap-2 rounded-lg border border-night-600 bg-night-800 px-3 py-2 ${history.move ? flashes[history.move] : ''}`}
    >
      <span lang={latinTextLanguage(name)} className="min-w-0 truncate text-xs text-slate-300">
        {name}
      </span>
      {isClosed ? (
        <span className="flex shrink-0 items-center gap-1 text-xs font-semibold text-slate-400">
          <Lock aria-hidden size={12} />
          {t('suspended')}
        </span>
      ) : (
        <span className="flex shrink-0 items-center gap-1 text-sm font-bold tabular-nums text-gold-300">
          {history.move === 'up' && <ArrowUp aria-hidden size={12} className="text-jade-400" />}
          {history.move === 'down' && <ArrowDown aria-hidden size={12} className="text-ember-400" />}
          {history.move && (
            <span className="sr-only">{t(history.move === 'up' ? 'priceUp' : 'priceDown')}</span>
          )}
          <span data-testid="price">{inLanguageDigits(formatOdds(selection.price, format), language)}</span>
        </span>
      )}
    </li>
  )
}
