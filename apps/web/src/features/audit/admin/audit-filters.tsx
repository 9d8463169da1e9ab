import { useId } from 'react'
import { SearchFilterField } from '../../../components/admin/filter-fields.tsx'
import { DateRangeFields, FilterSelect } from '../../../components/ui/filter-fields.tsx'
import { useTranslation } from '../../../lib/i18n.ts'
import { actionLabelOf } from './action-label.ts'
import type { AuditFilter, AuditFilterKey } from './audit-filter.ts'
import { useAuditFacets } from './find-audit-facets.ts'

interface AuditFiltersProps {
  filter: AuditFilter
  onChange: (key: AuditFilterKey, value: string) => void
}

/** Actor, action, record type and id, and the days (in the operator's time zone) an entry was written. */
export function AuditFilters({ filter, onChange }: AuditFiltersProps) {
  const { t } = useTranslation('admin')
  const id = useId()
  const facets = useAuditFacets()
  // A value from the address stays choosable even if the lists have not loaded or no longer hold it.
  const withChosen = (values: readonly string[] | undefined, chosen: string) =>
    chosen && !values?.includes(chosen) ? [...(values ?? []), chosen] : (values ?? [])

  return (
    <search className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <SearchFilterField
        id={id}
        name="actor"
        label={t('audit.filters.actor')}
        placeholder={t('audit.filters.actorPlaceholder')}
        value={filter.actor}
        maxLength={100}
        hasIcon
        className="sm:col-span-2"
        onChange={(value) => onChange('actor', value)}
      />
      <FilterSelect
        id={id}
        name="action"
        label={t('audit.filters.action')}
        value={filter.action}
        anyLabel={t('audit.filters.anyAction')}
        options={withChosen(facets.data?.actions, filter.action).map((action) => {
          const label = actionLabelOf(action)
          return { value: action, label: label ? `${label} (${action})` : action }
        })}
        onChange={(value) => onChange('action', value)}
      />
      <FilterSelect
        id={id}
        name="record-type"
        label={t('audit.filters.recordType')}
        value={filter.recordType}
        anyLabel={t('audit.filters.anyRecordType')}
        options={withChosen(facets.data?.recordTypes, filter.recordType).map((recordType) => ({
          value: recordType,
          label: recordType,
        }))}
        onChange={(value) => onChange('recordType', value)}
      />
      <SearchFilterField
        id={id}
        name="record-id"
        label={t('audit.filters.recordId')}
        placeholder={t('audit.filters.recordIdPlaceholder')}
        value={filter.recordId}
        maxLength={200}
        className="sm:col-span-2"
        onChange={(value) => onChange('recordId', value)}
      />
      <div className="grid grid-cols-2 gap-2 sm:col-span-2">
        <DateRangeFields
          id={id}
          from={filter.from}
          to={filter.to}
          labels={{ from: t('audit.filters.from'), to: t('audit.filters.to') }}
          isBounded
          onChange={onChange}
        />
      </div>
    </search>
  )
}
