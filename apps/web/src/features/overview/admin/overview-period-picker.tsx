import { type FormEvent, useState } from 'react'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { ToggleGroup } from '../../../components/ui/toggle-group.tsx'
import { useTranslation } from '../../../lib/i18n.ts'
import {
  customPeriodError,
  type OverviewPeriod,
  type PeriodPreset,
  periodPresets,
} from './overview-period.ts'

const inputClass =
  'rounded-lg border border-night-600 bg-night-900 px-2.5 py-1.5 text-sm text-white focus:border-gold-400 focus:outline-none'

/** 7, 30 or 90 days ending today, or custom dates: the operator's days (checked here as the API checks them). */
export function OverviewPeriodPicker({
  period,
  onPreset,
  onCustom,
}: {
  period: OverviewPeriod
  onPreset: (days: PeriodPreset) => void
  onCustom: (from: string, to: string) => void
}) {
  const { t } = useTranslation('admin')
  const [from, setFrom] = useState(period.from)
  const [to, setTo] = useState(period.to)
  const [error, setError] = useState<string | null>(null)

  const apply = (event: FormEvent) => {
    event.preventDefault()
    const problem = from && to ? customPeriodError(from, to) : 'INVALID_DATE'
    setError(problem)
    if (!problem) onCustom(from, to)
  }

  return (
    <div className="mb-4 flex flex-wrap items-end gap-3">
      <ToggleGroup
        label={t('overview.period.presetsLabel')}
        look="buttons"
        className="flex flex-wrap gap-1.5"
        options={periodPresets.map((days) => ({
          value: days,
          label: t('overview.period.lastDays', { days }),
        }))}
        selected={period.kind === 'preset' ? period.days : undefined}
        onSelect={(days) => {
          setError(null)
          onPreset(days)
        }}
      />
      <form onSubmit={apply} noValidate className="flex flex-wrap items-end gap-2">
        <label className="text-xs text-slate-400">
          {t('overview.period.from')}
          <input
            type="date"
            value={from}
            onChange={(event) => setFrom(event.target.value)}
            aria-invalid={error !== null}
            className={`${inputClass} mt-1 block`}
          />
        </label>
        <label className="text-xs text-slate-400">
          {t('overview.period.to')}
          <input
            type="date"
            value={to}
            onChange={(event) => setTo(event.target.value)}
            aria-invalid={error !== null}
            aria-describedby={error ? 'overview-period-error' : undefined}
            className={`${inputClass} mt-1 block`}
          />
        </label>
        <button type="submit" className={buttonClass('outline', 'sm')}>
          {t('overview.period.apply')}
        </button>
      </form>
      {error ? (
        <p id="overview-period-error" role="alert" className="w-full text-sm text-ember-500">
          {t(`overview.fieldErrors.${error}`)}
        </p>
      ) : null}
    </div>
  )
}
