import { Search } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { inputClass } from '../../../components/ui/form-field.tsx'
import { useTranslation } from '../../../lib/i18n.ts'
import { actionLabelOf } from './action-label.ts'
import type { AuditFilter, AuditFilterKey } from './audit-filter.ts'
import { useAuditFacets } from './find-audit-facets.ts'

const TYPING_DEBOUNCE_MS = 300

interface AuditFiltersProps {
  filter: AuditFilter
  onChange: (key: AuditFilterKey, value: string) => void
}

/** A text filter that tells the address only once the typing pauses. */
function useDebouncedText(value: string, onSettled: (value: string) => void) {
  const [text, setText] = useState(value)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const change = (next: string) => {
    setText(next)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => onSettled(next), TYPING_DEBOUNCE_MS)
  }
  return [text, change] as const
}

/** Actor, action, record type and id, and the Dhaka days an entry was written. */
export function AuditFilters({ filter, onChange }: AuditFiltersProps) {
  const { t } = useTranslation('admin')
  const id = useId()
  const facets = useAuditFacets()
  const [actor, setActor] = useDebouncedText(filter.actor, (value) => onChange('actor', value))
  const [recordId, setRecordId] = useDebouncedText(filter.recordId, (value) => onChange('recordId', value))
  // A value from the address stays choosable even if the lists have not loaded or no longer hold it.
  const withChosen = (values: readonly string[] | undefined, chosen: string) =>
    chosen && !values?.includes(chosen) ? [...(values ?? []), chosen] : (values ?? [])

  return (
    <search className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <div className="relative sm:col-span-2">
        <label htmlFor={`${id}-actor`} className="sr-only">
          {t('audit.filters.actor')}
        </label>
        <Search
          aria-hidden
          size={16}
          className="pointer-events-none absolute top-3.5 left-3 text-slate-500"
        />
        <input
          id={`${id}-actor`}
          type="search"
          value={actor}
          maxLength={100}
          placeholder={t('audit.filters.actorPlaceholder')}
          onChange={(event) => setActor(event.target.value)}
          className={`${inputClass} pl-9`}
        />
      </div>
      <div>
        <label htmlFor={`${id}-action`} className="sr-only">
          {t('audit.filters.action')}
        </label>
        <select
          id={`${id}-action`}
          value={filter.action}
          onChange={(event) => onChange('action', event.target.value)}
          className={inputClass}
        >
          <option value="">{t('audit.filters.anyAction')}</option>
          {withChosen(facets.data?.actions, filter.action).map((action) => {
            const label = actionLabelOf(action)
            return (
              <option key={action} value={action}>
                {label ? `${label} (${action})` : action}
              </option>
            )
          })}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-record-type`} className="sr-only">
          {t('audit.filters.recordType')}
        </label>
        <select
          id={`${id}-record-type`}
          value={filter.recordType}
          onChange={(event) => onChange('recordType', event.target.value)}
          className={inputClass}
        >
          <option value="">{t('audit.filters.anyRecordType')}</option>
          {withChosen(facets.data?.recordTypes, filter.recordType).map((recordType) => (
            <option key={recordType} value={recordType}>
              {recordType}
            </option>
          ))}
        </select>
      </div>
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-record-id`} className="sr-only">
          {t('audit.filters.recordId')}
        </label>
        <input
          id={`${id}-record-id`}
          type="search"
          value={recordId}
          maxLength={200}
          placeholder={t('audit.filters.recordIdPlaceholder')}
          onChange={(event) => setRecordId(event.target.value)}
          className={inputClass}
        />
      </div>
      <div className="grid grid-cols-2 gap-2 sm:col-span-2">
        <div>
          <label htmlFor={`${id}-from`} className="sr-only">
            {t('audit.filters.from')}
          </label>
          <input
            id={`${id}-from`}
            type="date"
            value={filter.from}
            max={filter.to || undefined}
            title={t('audit.filters.from')}
            onChange={(event) => onChange('from', event.target.value)}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor={`${id}-to`} className="sr-only">
            {t('audit.filters.to')}
          </label>
          <input
            id={`${id}-to`}
            type="date"
            value={filter.to}
            min={filter.from || undefined}
            title={t('audit.filters.to')}
            onChange={(event) => onChange('to', event.target.value)}
            className={inputClass}
          />
        </div>
      </div>
    </search>
  )
}
