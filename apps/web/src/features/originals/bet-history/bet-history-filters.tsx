import { fairGames } from '@khela/contracts/fairness'
import { useId } from 'react'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { inputClass } from '../../../components/ui/form-field.tsx'
import { useTranslation } from '../../../lib/i18n.ts'
import type { BetHistoryFilter, BetHistoryFilterKey } from './bet-history-filter.ts'

/** Game and the Dhaka dates a bet was placed between; a reversed range is said under the end date. */
export function BetHistoryFilters({
  filter,
  dateError,
  onChange,
  onClear,
}: {
  filter: BetHistoryFilter
  dateError: string | undefined
  onChange: (key: BetHistoryFilterKey, value: string) => void
  onClear: (() => void) | undefined
}) {
  const { t } = useTranslation()
  const id = useId()
  const label = 'mb-1.5 block text-xs font-semibold text-slate-300'
  return (
    <search aria-label={t('betHistory.filters.label')} className="grid gap-3 sm:grid-cols-[1fr_1fr_1fr_auto]">
      <div>
        <label htmlFor={`${id}-game`} className={label}>
          {t('betHistory.filters.game')}
        </label>
        <select
          id={`${id}-game`}
          value={filter.game}
          onChange={(event) => onChange('game', event.target.value)}
          className={inputClass}
        >
          <option value="">{t('betHistory.filters.anyGame')}</option>
          {fairGames.map((game) => (
            <option key={game} value={game}>
              {t(`fairness.games.${game}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-from`} className={label}>
          {t('betHistory.filters.from')}
        </label>
        <input
          id={`${id}-from`}
          type="date"
          value={filter.from}
          onChange={(event) => onChange('from', event.target.value)}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor={`${id}-to`} className={label}>
          {t('betHistory.filters.to')}
        </label>
        <input
          id={`${id}-to`}
          type="date"
          value={filter.to}
          aria-invalid={Boolean(dateError)}
          aria-describedby={dateError ? `${id}-date-error` : undefined}
          onChange={(event) => onChange('to', event.target.value)}
          className={inputClass}
        />
        {dateError && (
          <p id={`${id}-date-error`} role="alert" className="mt-1 text-xs font-medium text-ember-500">
            {dateError}
          </p>
        )}
      </div>
      <div className="flex items-end">
        {onClear && (
          <button type="button" onClick={onClear} className={buttonClass('ghost')}>
            {t('betHistory.filters.clear')}
          </button>
        )}
      </div>
    </search>
  )
}
