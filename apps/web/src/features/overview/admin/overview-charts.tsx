import type { Currency } from '@khela/contracts/accounts'
import type { OverviewSeries } from '@khela/contracts/overview'
import { useSearchParams } from 'react-router'
import { ContentLoadFailure } from '../../../components/admin/admin-page-states.tsx'
import { type ChartSeries, DayChart } from '../../../components/admin/day-chart.tsx'
import { formatNumber } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { formatMoney } from '../../../lib/money.ts'
import { operatorToday } from '../../../lib/time-zone.ts'
import { dayLabelFormatter, minorUnitsPerMajor, moneyTickFormatter } from './overview-format.ts'
import { customParams, parseOverviewPeriod, presetParams } from './overview-period.ts'
import { OverviewPeriodPicker } from './overview-period-picker.tsx'
import { OverviewProvidersTable } from './overview-providers-table.tsx'
import { useOverviewSeries } from './overview-queries.ts'

/** One colour per sport line, in the order of their stakes (most first). */
const sportColors = ['text-gold-400', 'text-jade-400', 'text-sky-400', 'text-violet-400', 'text-ember-500']

/** The charts over the period in the address (`?days=` or `?from=&to=`, and `?currency=` when there are several). */
export function OverviewCharts() {
  const { t } = useTranslation('admin')
  const [params, setParams] = useSearchParams()
  const period = parseOverviewPeriod(params, operatorToday())
  const series = useOverviewSeries({ from: period.from, to: period.to }, true)

  return (
    <section aria-labelledby="overview-charts-title" className="mb-8">
      <h2 id="overview-charts-title" className="mb-3 text-base font-bold text-white">
        {t('overview.charts.title')}
      </h2>
      <OverviewPeriodPicker
        key={`${period.from}-${period.to}`}
        period={period}
        onPreset={(days) => setParams((current) => presetParams(current, days), { replace: true })}
        onCustom={(from, to) => setParams((current) => customParams(current, from, to), { replace: true })}
      />
      {series.isPending ? (
        <p role="status" className="py-10 text-center text-sm text-slate-400">
          {t('loading')}
        </p>
      ) : series.isError ? (
        <ContentLoadFailure error={series.error} onRetry={() => series.refetch()} />
      ) : (
        <Charts
          data={series.data}
          currency={params.get('currency')}
          onCurrency={(currency) =>
            setParams(
              (current) => {
                const next = new URLSearchParams(current)
                next.set('currency', currency)
                return next
              },
              { replace: true },
            )
          }
        />
      )}
    </section>
  )
}

function Charts({
  data,
  currency: askedCurrency,
  onCurrency,
}: {
  data: OverviewSeries
  currency: string | null
  onCurrency: (currency: Currency) => void
}) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  const money = data.money.find((row) => row.currency === askedCurrency) ?? data.money[0]
  if (!money) return null
  const days = money.days.map((row) => row.day)
  const formatDay = dayLabelFormatter(language)
  const formatValue = (value: number) => formatMoney(value, money.currency, language)
  const formatTick = moneyTickFormatter(money.currency, language)
  const line = (
    key: 'deposits' | 'withdrawals' | 'stakes' | 'payouts' | 'ggr' | 'bonusCost' | 'ngr',
    colorClass: string,
  ): ChartSeries => ({
    key,
    label: t(`overview.charts.series.${key}`),
    colorClass,
    values: money.days.map((row) => row[key]),
  })
  const players: ChartSeries = {
    key: 'newPlayers',
    label: t('overview.charts.series.newPlayers'),
    colorClass: 'text-sky-400',
    values: data.players.map((row) => row.newPlayers),
  }

  return (
    <>
      {data.money.length > 1 ? (
        <label className="mb-3 block text-xs text-slate-400">
          {t('overview.charts.currency')}
          <select
            value={money.currency}
            onChange={(event) => onCurrency(event.target.value as Currency)}
            className="ml-2 rounded-lg border border-night-600 bg-night-900 px-2 py-1 text-sm text-white"
          >
            {data.money.map((row) => (
              <option key={row.currency} value={row.currency}>
                {row.currency}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {/* The games chart and its split per provider side by side on a wide screen. */}
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        <DayChart
          title={t('overview.charts.cashier', { currency: money.currency })}
          days={days}
          series={[line('deposits', 'text-jade-400'), line('withdrawals', 'text-ember-500')]}
          variant="bar"
          formatValue={formatValue}
          formatTick={formatTick}
          unit={minorUnitsPerMajor(money.currency)}
          formatDay={formatDay}
        />
        <DayChart
          title={t('overview.charts.players')}
          days={data.players.map((row) => row.day)}
          series={[players]}
          variant="bar"
          formatValue={(value) => formatNumber(value, language)}
          formatTick={(value) => formatNumber(value, language)}
          formatDay={formatDay}
        />
        <DayChart
          title={t('overview.charts.games', { currency: money.currency })}
          days={days}
          series={[
            line('stakes', 'text-sky-400'),
            line('payouts', 'text-violet-400'),
            line('ggr', 'text-gold-400'),
            line('bonusCost', 'text-ember-500'),
            line('ngr', 'text-jade-400'),
          ]}
          variant="line"
          formatValue={formatValue}
          formatTick={formatTick}
          unit={minorUnitsPerMajor(money.currency)}
          formatDay={formatDay}
        />
        <OverviewProvidersTable lines={money.byProvider} currency={money.currency} />
        {money.bySport.length > 0 && (
          <DayChart
            title={t('overview.charts.sports', { currency: money.currency })}
            days={days}
            series={money.bySport.map((line, index) => ({
              key: `sport-${line.sport}`,
              label: line.name ? line.name[language] || line.name.en : t('overview.charts.mixedSports'),
              colorClass: sportColors[index % sportColors.length] ?? 'text-sky-400',
              values: line.days.map((row) => row.ggr),
            }))}
            variant="line"
            formatValue={formatValue}
            formatTick={formatTick}
            unit={minorUnitsPerMajor(money.currency)}
            formatDay={formatDay}
          />
        )}
      </div>
    </>
  )
}
