import { fairGames } from '@khela/contracts/fairness'
import { Search } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { inputClass } from '../../../components/ui/form-field.tsx'
import { useTranslation } from '../../../lib/i18n.ts'
import type { GameHistoryFilter, GameHistoryFilterKey } from './game-history-filter.ts'

const SEARCH_DEBOUNCE_MS = 300

/** Player (id, email, phone or name), game and the Dhaka days the bets were placed. */
export function GameHistoryFilters({
  filter,
  dateError,
  onChange,
}: {
  filter: GameHistoryFilter
  dateError: string | undefined
  onChange: (key: GameHistoryFilterKey, value: string) => void
}) {
  const { t } = useTranslation('admin')
  const id = useId()
  const [player, setPlayer] = useState(filter.player)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const label = 'mb-1 block text-xs font-semibold text-slate-400'

  return (
    <search className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]">
      <div>
        <label htmlFor={`${id}-player`} className={label}>
          {t('originals.filters.player')}
        </label>
        <div className="relative">
          <Search
            aria-hidden
            size={16}
            className="pointer-events-none absolute top-3.5 left-3 text-slate-500"
          />
          <input
            id={`${id}-player`}
            type="search"
            value={player}
            maxLength={100}
            placeholder={t('originals.filters.playerPlaceholder')}
            onChange={(event) => {
              const next = event.target.value
              setPlayer(next)
              clearTimeout(timer.current)
              timer.current = setTimeout(() => onChange('player', next), SEARCH_DEBOUNCE_MS)
            }}
            className={`${inputClass} pl-9`}
          />
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-game`} className={label}>
          {t('originals.filters.game')}
        </label>
        <select
          id={`${id}-game`}
          value={filter.game}
          onChange={(event) => onChange('game', event.target.value)}
          className={inputClass}
        >
          <option value="">{t('originals.filters.anyGame')}</option>
          {fairGames.map((game) => (
            <option key={game} value={game}>
              {t(`originals.games.${game}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-from`} className={label}>
          {t('originals.filters.from')}
        </label>
        <input
          id={`${id}-from`}
          type="date"
          value={filter.from}
          onChange={(event) => onChange('from', event.target.value)}
          className={`${inputClass} px-2`}
        />
      </div>
      <div>
        <label htmlFor={`${id}-to`} className={label}>
          {t('originals.filters.to')}
        </label>
        <input
          id={`${id}-to`}
          type="date"
          value={filter.to}
          aria-invalid={Boolean(dateError)}
          aria-describedby={dateError ? `${id}-to-error` : undefined}
          onChange={(event) => onChange('to', event.target.value)}
          className={`${inputClass} px-2`}
        />
        {dateError && (
          <p id={`${id}-to-error`} role="alert" className="mt-1 text-xs font-medium text-ember-500">
            {dateError}
          </p>
        )}
      </div>
    </search>
  )
}
