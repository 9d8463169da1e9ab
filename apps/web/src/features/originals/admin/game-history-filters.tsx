import { fairGames } from '@khela/contracts/fairness'
import { useId } from 'react'
import { SearchFilterField } from '../../../components/admin/filter-fields.tsx'
import { DateRangeFields, FilterSelect } from '../../../components/ui/filter-fields.tsx'
import { useTranslation } from '../../../lib/i18n.ts'
import {
  type GameHistoryFilter,
  type GameHistoryFilterKey,
  isProviderSource,
  providerSource,
} from './game-history-filter.ts'

const labelClassName = 'mb-1 block text-xs font-semibold text-slate-400'

/**
 * Player (id, email, phone or name), source (Khela Originals, every provider or one, for staff who may read
 * provider rounds), game and the days (in the operator's time zone) the bets were placed or the rounds opened.
 */
export function GameHistoryFilters({
  filter,
  providers,
  dateError,
  onChange,
}: {
  filter: GameHistoryFilter
  /** The providers staff may pick; none leaves the source filter out (the Originals only). */
  providers: { code: string; name: string }[]
  dateError: string | undefined
  onChange: (key: GameHistoryFilterKey, value: string) => void
}) {
  const { t } = useTranslation('admin')
  const id = useId()

  return (
    <search className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1.5fr_1fr_1fr_1fr]">
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
      {providers.length > 0 || filter.source ? (
        <FilterSelect
          id={id}
          name="source"
          label={t('originals.filters.source')}
          labelClassName={labelClassName}
          value={filter.source}
          anyLabel={t('originals.filters.anySource')}
          options={[
            { value: 'originals', label: t('originals.filters.originals') },
            { value: 'providers', label: t('originals.filters.providers') },
            ...providerOptions(providers, filter.source),
          ]}
          onChange={(value) => onChange('source', value)}
        />
      ) : null}
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

/** Each provider; one chosen in the address that is not (yet) in the list keeps its code as its name. */
function providerOptions(providers: { code: string; name: string }[], source: GameHistoryFilter['source']) {
  const options = providers.map((provider) => ({
    value: providerSource(provider.code),
    label: provider.name,
  }))
  if (
    isProviderSource(source) &&
    source !== 'providers' &&
    !options.some((option) => option.value === source)
  )
    options.push({ value: source, label: source.slice(source.indexOf(':') + 1) })
  return options
}
