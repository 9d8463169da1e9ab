import type { Market } from '@khela/contracts/sportsbook'
import { ChevronDown } from 'lucide-react'
import { useId, useState } from 'react'
import { currentLanguage, useTranslation } from '../../lib/i18n.ts'
import { type PriceEvent, SelectionPrice } from './selection-price.tsx'

/** One market as a disclosure: its name is the button that shows or hides its prices; open at first. */
export function MarketPanel({ market, event }: { market: Market; event: PriceEvent }) {
  const { t } = useTranslation('sportsbook')
  const language = currentLanguage()
  const [isOpen, setOpen] = useState(true)
  const panelId = useId()
  const isSuspended = market.status === 'suspended'
  return (
    <section className="rounded-xl border border-night-700 bg-night-850">
      <h3>
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setOpen((open) => !open)}
          className="flex min-h-11 w-full items-center gap-2 rounded-xl px-3 py-2 text-left text-sm font-bold text-white hover:bg-night-800"
        >
          <ChevronDown
            aria-hidden
            size={16}
            className={`shrink-0 text-slate-400 transition-transform motion-reduce:transition-none ${isOpen ? '' : '-rotate-90'}`}
          />
          <span className="min-w-0 flex-1">{market.name[language]}</span>
          {isSuspended && (
            <span className="shrink-0 rounded bg-night-600 px-1.5 py-0.5 text-xs font-semibold text-slate-200">
              {t('suspended')}
            </span>
          )}
        </button>
      </h3>
      <div id={panelId} hidden={!isOpen} className="space-y-2 px-3 pb-3">
        <ul aria-label={market.name[language]} className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {market.selections.map((selection) => (
            <SelectionPrice key={selection.id} selection={selection} market={market} event={event} />
          ))}
        </ul>
        {market.rules && <p className="text-xs text-slate-400">{market.rules[language]}</p>}
      </div>
    </section>
  )
}
