import { useQuery } from '@tanstack/react-query'
import { Search } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { inputClass } from '../../../components/ui/form-field.tsx'
import { useTranslation } from '../../../lib/i18n.ts'
import type { CashierFilter, CashierFilterKey } from './cashier-filter.ts'
import { adminMethodsQueryKey } from './cashier-query-keys.ts'
import { findAdminMethods } from './find-admin-methods.ts'

const SEARCH_DEBOUNCE_MS = 300

interface CashierFiltersProps {
  filter: CashierFilter
  statuses: readonly string[]
  /** Staff with `cashier.methods` may list the methods; others filter by every method only. */
  canListMethods: boolean
  onChange: (key: CashierFilterKey, value: string) => void
}

/** Search (name, email, phone, transaction id), status, method and the Dhaka dates a request was made. */
export function CashierFilters({ filter, statuses, canListMethods, onChange }: CashierFiltersProps) {
  const { t } = useTranslation('admin')
  const id = useId()
  const [search, setSearch] = useState(filter.search)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  // The method list is a convenience: without it (or before it loads) the filter offers every method only.
  const methods = useQuery({
    enabled: canListMethods,
    queryKey: adminMethodsQueryKey,
    queryFn: ({ signal }) => findAdminMethods(signal),
    meta: { showsOwnError: true },
    retry: false,
  })

  return (
    <search className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
      <div className="relative sm:col-span-2 lg:col-span-2">
        <label htmlFor={`${id}-search`} className="sr-only">
          {t('cashier.filters.search')}
        </label>
        <Search
          aria-hidden
          size={16}
          className="pointer-events-none absolute top-3.5 left-3 text-slate-500"
        />
        <input
          id={`${id}-search`}
          type="search"
          value={search}
          maxLength={100}
          placeholder={t('cashier.filters.searchPlaceholder')}
          onChange={(event) => {
            const next = event.target.value
            setSearch(next)
            clearTimeout(timer.current)
            timer.current = setTimeout(() => onChange('search', next), SEARCH_DEBOUNCE_MS)
          }}
          className={`${inputClass} pl-9`}
        />
      </div>
      <div>
        <label htmlFor={`${id}-status`} className="sr-only">
          {t('cashier.filters.status')}
        </label>
        <select
          id={`${id}-status`}
          value={filter.status}
          onChange={(event) => onChange('status', event.target.value)}
          className={inputClass}
        >
          <option value="">{t('cashier.filters.anyStatus')}</option>
          {statuses.map((status) => (
            <option key={status} value={status}>
              {t(`cashier.status.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-method`} className="sr-only">
          {t('cashier.filters.method')}
        </label>
        <select
          id={`${id}-method`}
          value={filter.method}
          onChange={(event) => onChange('method', event.target.value)}
          className={inputClass}
        >
          <option value="">{t('cashier.filters.anyMethod')}</option>
          {(methods.data ?? []).map((method) => (
            <option key={method.id} value={method.code}>
              {method.name}
            </option>
          ))}
          {filter.method && !methods.data?.some((method) => method.code === filter.method) && (
            <option value={filter.method}>{filter.method}</option>
          )}
        </select>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:col-span-2 lg:col-span-1">
        <div>
          <label htmlFor={`${id}-from`} className="sr-only">
            {t('cashier.filters.from')}
          </label>
          <input
            id={`${id}-from`}
            type="date"
            value={filter.from}
            max={filter.to || undefined}
            title={t('cashier.filters.from')}
            onChange={(event) => onChange('from', event.target.value)}
            className={`${inputClass} px-2`}
          />
        </div>
        <div>
          <label htmlFor={`${id}-to`} className="sr-only">
            {t('cashier.filters.to')}
          </label>
          <input
            id={`${id}-to`}
            type="date"
            value={filter.to}
            min={filter.from || undefined}
            title={t('cashier.filters.to')}
            onChange={(event) => onChange('to', event.target.value)}
            className={`${inputClass} px-2`}
          />
        </div>
      </div>
    </search>
  )
}
