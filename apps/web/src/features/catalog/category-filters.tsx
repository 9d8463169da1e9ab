import type { CategoryGamesPage } from '@khela/contracts/catalog'
import { type GameSort, gameSorts } from '@khela/contracts/catalog-options'
import { useTranslation } from '../../lib/i18n.ts'
import type { CategoryFilters as Filters } from './use-category-filters.ts'

const selectClass =
  'h-9 min-w-0 rounded-lg border border-night-600 bg-night-850 px-2.5 text-sm text-white focus:border-gold-500 focus:outline-2 focus:outline-offset-0 focus:outline-gold-400'

interface CategoryFiltersProps {
  filters: Filters
  providers: CategoryGamesPage['providers']
  onChange: (next: Partial<Filters>) => void
}

/** The provider filter (studios with games in this category) and the sort. */
export function CategoryFilters({ filters, providers, onChange }: CategoryFiltersProps) {
  const { t } = useTranslation()
  // A provider named in a shared link but without games here any more still shows as chosen.
  const hasChosenProvider = !filters.provider || providers.some((p) => p.code === filters.provider)
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2">
      <label className="flex min-w-0 items-center gap-2 text-xs font-semibold text-slate-400">
        {t('catalog.filters.provider')}
        <select
          value={filters.provider ?? ''}
          onChange={(event) => onChange({ provider: event.target.value || null })}
          className={selectClass}
        >
          <option value="">{t('catalog.filters.allProviders')}</option>
          {providers.map((provider) => (
            <option key={provider.code} value={provider.code}>
              {`${provider.name} (${provider.gameCount})`}
            </option>
          ))}
          {!hasChosenProvider && filters.provider && (
            <option value={filters.provider}>{filters.provider}</option>
          )}
        </select>
      </label>
      <label className="flex min-w-0 items-center gap-2 text-xs font-semibold text-slate-400">
        {t('catalog.filters.sort')}
        <select
          value={filters.sort}
          onChange={(event) => onChange({ sort: event.target.value as GameSort })}
          className={selectClass}
        >
          {gameSorts.map((sort) => (
            <option key={sort} value={sort}>
              {t(`catalog.sorts.${sort}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  )
}
