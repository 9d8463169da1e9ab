import { riskFlagKinds } from '@khela/contracts/risk'
import { Search } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { inputClass } from '../../../components/ui/form-field.tsx'
import { useTranslation } from '../../../lib/i18n.ts'
import type { RiskFilter, RiskFilterKey } from './risk-filter.ts'

const TYPING_DEBOUNCE_MS = 300

/** Status, kind and player (id, or part of a name or email); the player box tells the address once typing pauses. */
export function RiskFilters({
  filter,
  onChange,
}: {
  filter: RiskFilter
  onChange: (key: RiskFilterKey, value: string) => void
}) {
  const { t } = useTranslation('admin')
  const id = useId()
  const [player, setPlayer] = useState(filter.player)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const changePlayer = (next: string) => {
    setPlayer(next)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => onChange('player', next), TYPING_DEBOUNCE_MS)
  }

  return (
    <search className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <div>
        <label htmlFor={`${id}-status`} className="sr-only">
          {t('risk.filters.status')}
        </label>
        <select
          id={`${id}-status`}
          value={filter.status}
          onChange={(event) => onChange('status', event.target.value)}
          className={inputClass}
        >
          {(['open', 'closed', 'all'] as const).map((status) => (
            <option key={status} value={status}>
              {t(`risk.statuses.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-kind`} className="sr-only">
          {t('risk.filters.kind')}
        </label>
        <select
          id={`${id}-kind`}
          value={filter.kind}
          onChange={(event) => onChange('kind', event.target.value)}
          className={inputClass}
        >
          <option value="">{t('risk.filters.anyKind')}</option>
          {riskFlagKinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`risk.kinds.${kind}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="relative sm:col-span-2">
        <label htmlFor={`${id}-player`} className="sr-only">
          {t('risk.filters.player')}
        </label>
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
          placeholder={t('risk.filters.playerPlaceholder')}
          onChange={(event) => changePlayer(event.target.value)}
          className={`${inputClass} pl-9`}
        />
      </div>
    </search>
  )
}
