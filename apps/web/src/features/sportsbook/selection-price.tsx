import type { LocalizedText } from '@khela/contracts/i18n'
import type { Market, Selection } from '@khela/contracts/sportsbook'
import { formatOdds } from '@khela/contracts/sportsbook-odds'
import { ArrowDown, ArrowUp, Lock } from 'lucide-react'
import { useState } from 'react'
import { inLanguageDigits } from '../../lib/digits.ts'
import { currentLanguage, useTranslation } from '../../lib/i18n.ts'
import { latinTextLanguage } from '../../lib/text-language.ts'
import { useOddsFormat } from './odds-format.ts'
import { nextPriceHistory } from './price-move.ts'
import { isPicked, togglePick } from './slip/bet-slip-state.ts'
import { announce, updateSlip, useSlip } from './slip/bet-slip-store.ts'

/** The event a price belongs to, as the slip keeps it. */
export interface PriceEvent {
  id: string
  home: LocalizedText
  away: LocalizedText
}

const flashes = { up: 'motion-safe:animate-price-up', down: 'motion-safe:animate-price-down' } as const

/**
 * A selection's name and price as a toggle button that puts the selection on the bet slip or takes it off; another
 * selection of the same event takes the place of the one on the slip, said politely. A suspended market's prices
 * are disabled. A price that moved since the last read flashes green or red and keeps an arrow, so the direction
 * does not rest on colour or motion alone.
 */
export function SelectionPrice({
  selection,
  market,
  event,
}: {
  selection: Selection
  market: Market
  event: PriceEvent
}) {
  const { t } = useTranslation('sportsbook')
  const format = useOddsFormat()
  const language = currentLanguage()
  const slip = useSlip()
  const [history, setHistory] = useState(() => nextPriceHistory(undefined, selection.price))
  if (history.price !== selection.price) setHistory(nextPriceHistory(history, selection.price))
  const name = selection.name[language]
  const isClosed = market.status !== 'open' || selection.status !== 'open'
  const isOnSlip = isPicked(slip, selection.id)
  const toggle = () =>
    updateSlip((state) => {
      const { state: next, replaced } = togglePick(state, {
        selectionId: selection.id,
        selectionName: selection.name,
        marketId: market.id,
        marketName: market.name,
        marketVersion: market.version,
        price: selection.price,
        maxStake: market.maxStake,
        maxPayout: market.maxPayout,
        eventId: event.id,
        home: event.home,
        away: event.away,
      })
      announce(
        replaced
          ? t('slip.replaced', { old: replaced.selectionName[language], new: name })
          : t(isOnSlip ? 'slip.removed' : 'slip.added', { name }),
      )
      return next
    })
  return (
    <li key={history.moves} data-price-move={history.move ?? undefined} className="min-w-0">
      <button
        type="button"
        aria-pressed={isOnSlip}
        disabled={isClosed}
        onClick={toggle}
        className={`flex min-h-11 w-full min-w-0 items-center justify-between gap-2 rounded-lg border px-3 py-2 text-left disabled:cursor-not-allowed ${isOnSlip ? 'border-gold-400 bg-gold-400/15' : 'border-night-600 bg-night-800 enabled:hover:border-gold-400/70'} ${history.move ? flashes[history.move] : ''}`}
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
      </button>
    </li>
  )
}
