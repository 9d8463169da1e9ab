import type { PartnerFigures, PartnerReport } from '@khela/contracts/partners'
import { ContentLoadFailure, ListLoading } from '../../../components/admin/admin-page-states.tsx'
import { DataTable } from '../../../components/admin/data-table.tsx'
import { DayChart } from '../../../components/admin/day-chart.tsx'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { endpointUrl } from '../../../lib/endpoint.ts'
import * as partnersApi from '../../../lib/endpoints/partners.ts'
import { formatDate, formatNumber } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { figureColumns } from './figure-columns.tsx'
import { type Period, type PortalSubject, usePartnerReport } from './partners-admin-api.ts'

/** The figures over a period: the chart per day, then per link and per campaign sub-id, and CSV for one's own. */
export function PartnerReportView({
  subject,
  period,
  onPeriod,
}: {
  subject: PortalSubject
  period: Period
  onPeriod: (period: Period) => void
}) {
  const { t } = useTranslation('admin')
  const report = usePartnerReport(subject, period)
  return (
    <section aria-labelledby="partner-report-title" className="space-y-4">
      <h2 id="partner-report-title" className="text-base font-bold text-white">
        {t('partners.report.title')}
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <DayInput
          label={t('partners.report.from')}
          value={period.from}
          onChange={(from) => onPeriod({ ...period, from })}
        />
        <DayInput
          label={t('partners.report.to')}
          value={period.to}
          onChange={(to) => onPeriod({ ...period, to })}
        />
        {subject.kind === 'own' &&
          (['link', 'subId', 'day'] as const).map((by) => (
            <a
              key={by}
              href={endpointUrl(partnersApi.reportCsv, { query: { ...period, by } })}
              download
              className={buttonClass('outline', 'sm')}
            >
              {t(`partners.report.csv.${by}`)}
            </a>
          ))}
      </div>
      {report.isPending ? (
        <ListLoading />
      ) : report.isError ? (
        <ContentLoadFailure error={report.error} onRetry={() => report.refetch()} />
      ) : (
        <ReportTables report={report.data} />
      )}
    </section>
  )
}

function DayInput({
  label,
  value,
  onChange,
}: {
  label: string
  value: string
  onChange: (day: string) => void
}) {
  return (
    <label className="text-xs text-slate-400">
      {label}
      <input
        type="date"
        value={value}
        onChange={(event) => {
          if (event.target.value) onChange(event.target.value)
        }}
        className="ml-2 rounded-lg border border-night-600 bg-night-900 px-2 py-1 text-sm text-white"
      />
    </label>
  )
}

function ReportTables({ report }: { report: PartnerReport }) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  const formatValue = (value: number) => formatNumber(value, language)
  return (
    <div className="space-y-6">
      <DayChart
        title={t('partners.report.chart')}
        days={report.days.map((day) => day.day)}
        series={[
          {
            key: 'clicks',
            label: t('partners.figures.clicks'),
            colorClass: 'text-sky-400',
            values: report.days.map((day) => day.clicks),
          },
          {
            key: 'registrations',
            label: t('partners.figures.registrations'),
            colorClass: 'text-gold-400',
            values: report.days.map((day) => day.registrations),
          },
          {
            key: 'firstDeposits',
            label: t('partners.figures.firstDeposits'),
            colorClass: 'text-jade-400',
            values: report.days.map((day) => day.firstDeposits),
          },
        ]}
        variant="line"
        formatValue={formatValue}
        formatTick={formatValue}
        formatDay={(day) => formatDate(`${day}T12:00:00Z`, language, 'UTC')}
      />
      <DataTable
        label={t('partners.report.byLink')}
        caption="visible"
        columns={[
          {
            id: 'name',
            header: t('partners.links.name'),
            isRowHeader: true,
            wraps: true,
            cell: (row) => row.name,
          },
          { id: 'code', header: t('partners.links.code'), cell: (row) => row.code },
          ...figureColumns(t, (row: { figures: PartnerFigures }) => row.figures),
        ]}
        rows={report.links}
        rowKey={(row) => row.linkId}
        empty={<p className="text-sm text-slate-400">{t('partners.links.empty')}</p>}
        minWidthClass="min-w-[56rem]"
      />
      <DataTable
        label={t('partners.report.bySubId')}
        caption="visible"
        columns={[
          {
            id: 'subId',
            header: t('partners.links.subId'),
            isRowHeader: true,
            cell: (row) => row.subId || t('partners.report.noSubId'),
          },
          ...figureColumns(t, (row: { figures: PartnerFigures }) => row.figures),
        ]}
        rows={report.subIds}
        rowKey={(row) => row.subId}
        empty={<p className="text-sm text-slate-400">{t('partners.report.noSubIds')}</p>}
        minWidthClass="min-w-[48rem]"
      />
    </div>
  )
}
