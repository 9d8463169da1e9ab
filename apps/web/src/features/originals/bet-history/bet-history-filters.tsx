import { fairGames } from '@khela/contracts/fairness'
import { useId } from 'react'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { DateRangeFields, FilterSelect } from '../../../components/ui/filter-fields.tsx'
import { useTranslation } from '../../../lib/i18n.ts'
import type { BetHistoryFilter, BetHistoryFilterKey } from './bet-history-filter.ts'

const labelClassName = 'mb-1.5 block text-xs font-semibold text-slate-300'

/** Game and the operator's days a bet was placed between; a reversed range is said under the end date. */
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
  return (
    <search aria-label={t('betHistory.filters.label')} className="grid gap-3 sm:grid-cols-[1fr_1fr_1fr_auto]">
      <FilterSelect
        id={id}
        name="game"
        label={t('betHistory.filters.game')}
        labelClassName={labelClassName}
        value={filter.game}
        anyLabel={t('betHistory.filters.anyGame')}
        options={fairGames.map((game) => ({ value: game, label: t(`fairness.games.${game}`) }))}
        onChange={(value) => onChange('game', value)}
      />
      <DateRangeFields
        id={id}
        from={filter.from}
        to={filter.to}
        labels={{ from: t('betHistory.filters.from'), to: t('betHistory.filters.to') }}
        labelClassName={labelClassName}
        error={dateError}
        onChange={onChange}
      />
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
