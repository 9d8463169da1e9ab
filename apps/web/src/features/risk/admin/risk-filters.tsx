import { riskFlagKinds } from '@khela/contracts/risk'
import { useId } from 'react'
import { SearchFilterField } from '../../../components/admin/filter-fields.tsx'
import { FilterSelect } from '../../../components/ui/filter-fields.tsx'
import { useTranslation } from '../../../lib/i18n.ts'
import type { RiskFilter, RiskFilterKey } from './risk-filter.ts'

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

  return (
    <search className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <FilterSelect
        id={id}
        name="status"
        label={t('risk.filters.status')}
        value={filter.status}
        options={(['open', 'closed', 'all'] as const).map((status) => ({
          value: status,
          label: t(`risk.statuses.${status}`),
        }))}
        onChange={(value) => onChange('status', value)}
      />
      <FilterSelect
        id={id}
        name="kind"
        label={t('risk.filters.kind')}
        value={filter.kind}
        anyLabel={t('risk.filters.anyKind')}
        options={riskFlagKinds.map((kind) => ({ value: kind, label: t(`risk.kinds.${kind}`) }))}
        onChange={(value) => onChange('kind', value)}
      />
      <SearchFilterField
        id={id}
        name="player"
        label={t('risk.filters.player')}
        placeholder={t('risk.filters.playerPlaceholder')}
        value={filter.player}
        maxLength={100}
        hasIcon
        className="sm:col-span-2"
        onChange={(value) => onChange('player', value)}
      />
    </search>
  )
}
