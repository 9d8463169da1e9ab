import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { SearchFilterField } from '../../../components/admin/filter-fields.tsx'
import { DateRangeFields, FilterSelect } from '../../../components/ui/filter-fields.tsx'
import { useTranslation } from '../../../lib/i18n.ts'
import type { CashierFilter, CashierFilterKey } from './cashier-filter.ts'
import { adminMethodsQueryKey } from './cashier-query-keys.ts'
import { findAdminMethods } from './find-admin-methods.ts'

interface CashierFiltersProps {
  filter: CashierFilter
  statuses: readonly string[]
  /** Staff with `cashier.methods` may list the methods; others filter by every method only. */
  canListMethods: boolean
  onChange: (key: CashierFilterKey, value: string) => void
}

/** Search (name, email, phone, transaction id), status, method and the operator's days a request was made. */
export function CashierFilters({ filter, statuses, canListMethods, onChange }: CashierFiltersProps) {
  const { t } = useTranslation('admin')
  const id = useId()
  // The method list is a convenience: without it (or before it loads) the filter offers every method only.
  const methods = useQuery({
    enabled: canListMethods,
    queryKey: adminMethodsQueryKey,
    queryFn: ({ signal }) => findAdminMethods(signal),
    meta: { showsOwnError: true },
    retry: false,
  })
  const methodOptions = (methods.data ?? []).map((method) => ({ value: method.code, label: method.name }))
  // A method from the address stays choosable even if the list has not loaded or no longer holds it.
  if (filter.method && !methods.data?.some((method) => method.code === filter.method)) {
    methodOptions.push({ value: filter.method, label: filter.method })
  }

  return (
    <search className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
      <SearchFilterField
        id={id}
        name="search"
        label={t('cashier.filters.search')}
        placeholder={t('cashier.filters.searchPlaceholder')}
        value={filter.search}
        maxLength={100}
        hasIcon
        className="sm:col-span-2 lg:col-span-2"
        onChange={(value) => onChange('search', value)}
      />
      <FilterSelect
        id={id}
        name="status"
        label={t('cashier.filters.status')}
        value={filter.status}
        anyLabel={t('cashier.filters.anyStatus')}
        options={statuses.map((status) => ({ value: status, label: t(`cashier.status.${status}`) }))}
        onChange={(value) => onChange('status', value)}
      />
      <FilterSelect
        id={id}
        name="method"
        label={t('cashier.filters.method')}
        value={filter.method}
        anyLabel={t('cashier.filters.anyMethod')}
        options={methodOptions}
        onChange={(value) => onChange('method', value)}
      />
      <div className="grid grid-cols-2 gap-2 sm:col-span-2 lg:col-span-1">
        <DateRangeFields
          id={id}
          from={filter.from}
          to={filter.to}
          labels={{ from: t('cashier.filters.from'), to: t('cashier.filters.to') }}
          isCompact
          isBounded
          onChange={onChange}
        />
      </div>
    </search>
  )
}
