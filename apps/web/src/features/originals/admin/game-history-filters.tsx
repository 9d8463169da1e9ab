import { fairGames } from '@khela/contracts/fairness'
import { useId } from 'react'
import { SearchFilterField } from '../../../components/admin/filter-fields.tsx'
import { DateRangeFields, FilterSelect } from '../../../components/ui/filter-fields.tsx'
import { useTranslation } from '../../../lib/i18n.ts'
import type { GameHistoryFilter, GameHistoryFilterKey } from './game-history-filter.ts'

const labelClassName = 'mb-1 block text-xs font-semibold text-slate-400'

/** Player (id, email, phone or name), game and the days (in the operator's time zone) the bets were placed. */
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

  return (
    <search className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]">
      <SearchFilterField
        id={id}
        name="player"
        label={t('originals.filters.player')}
        labelClassName={labelClassName}
        placeholder={t('originals.filters.playerPlaceholder')}
        value={filter.player}
        maxLength={100}
        hasIcon
        onChange={(value) => onChange('player', value)}
      />
      <FilterSelect
        id={id}
        name="game"
        label={t('originals.filters.game')}
        labelClassName={labelClassName}
        value={filter.game}
        anyLabel={t('originals.filters.anyGame')}
        options={fairGames.map((game) => ({ value: game, label: t(`originals.games.${game}`) }))}
        onChange={(value) => onChange('game', value)}
      />
      <DateRangeFields
        id={id}
        from={filter.from}
        to={filter.to}
        labels={{ from: t('originals.filters.from'), to: t('originals.filters.to') }}
        labelClassName={labelClassName}
        isCompact
        error={dateError}
        onChange={onChange}
      />
    </search>
  )
}
