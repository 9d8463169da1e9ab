import { useId, useState } from 'react'
import { ContentLoadFailure, ListLoading } from '../../../components/admin/admin-page-states.tsx'
import { formatStatementDay } from '../../../components/admin/commission-statement-view.tsx'
import { CommissionStatementsPanel } from '../../../components/admin/commission-statements-panel.tsx'
import { DataTable } from '../../../components/admin/data-table.tsx'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { formatDateTime, formatNumber } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { formatMoney } from '../../../lib/money.ts'
import { operatorToday } from '../../../lib/time-zone.ts'
import { ClosePeriodForm } from './close-period-form.tsx'
import { adminStatementQuery, useAdminStatements, useCommissionPeriods } from './commissions-admin-api.ts'
import { lastWeekStart } from './partner-period.ts'

/** The closed periods, newest first, the form that closes the next one, and the statements of the one picked. */
export function CommissionPeriodsSection({ mayManage }: { mayManage: boolean }) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  const periods = useCommissionPeriods()
  const headingId = useId()
  const [periodId, setPeriodId] = useState<string | null>(null)
  const shownPeriodId = periodId ?? periods.data?.periods[0]?.id ?? null
  const shown = periods.data?.periods.find((period) => period.id === shownPeriodId)
  const days = (period: { startsOn: string; endsOn: string }) =>
    t('commissionStatement.period', {
      from: formatStatementDay(period.startsOn, language),
      to: formatStatementDay(period.endsOn, language),
    })
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-base font-bold text-white">
        {t('commission.periods.title')}
      </h2>
      {mayManage && <ClosePeriodForm defaultStartsOn={lastWeekStart(operatorToday())} />}
      {periods.isPending ? (
        <ListLoading />
      ) : periods.isError ? (
        <ContentLoadFailure error={periods.error} onRetry={() => periods.refetch()} />
      ) : (
        <DataTable
          label={t('commission.periods.title')}
          caption="screen-reader"
          columns={[
            { id: 'days', header: t('commission.periods.days'), isRowHeader: true, cell: days },
            {
              id: 'cadence',
              header: t('commission.periods.cadence'),
              cell: (period) => t(`commission.cadences.${period.cadence}`),
            },
            {
              id: 'statements',
              header: t('commission.periods.statements'),
              isNumeric: true,
              cell: (period) => formatNumber(period.statements, language),
            },
            {
              id: 'paid',
              header: t('commission.periods.paid'),
              isNumeric: true,
              cell: (period) =>
                period.paid.length === 0
                  ? '—'
                  : period.paid.map((paid) => formatMoney(paid.amount, paid.currency, language)).join(', '),
            },
            {
              id: 'closedAt',
              header: t('commission.periods.closedAt'),
              cell: (period) =>
                `${formatDateTime(period.closedAt, language)} · ${t(period.closedBy === null ? 'commission.periods.closedAutomatically' : 'commission.periods.closedByStaff')}`,
            },
            {
              id: 'open',
              header: <span className="sr-only">{t('commission.periods.show')}</span>,
              cell: (period) => (
                <button
                  type="button"
                  aria-pressed={period.id === shownPeriodId}
                  aria-label={t('commission.periods.showOne', { days: days(period) })}
                  onClick={() => setPeriodId(period.id)}
                  className={buttonClass('outline', 'sm')}
                >
                  {t('commission.periods.show')}
                </button>
              ),
            },
          ]}
          rows={periods.data.periods}
          rowKey={(period) => period.id}
          empty={t('commission.periods.empty')}
          minWidthClass="min-w-[56rem]"
        />
      )}
      {shown && (
        <PeriodStatements
          key={shown.id}
          periodId={shown.id}
          title={t('commission.periods.statementsOf', { days: days(shown) })}
        />
      )}
    </section>
  )
}

function PeriodStatements({ periodId, title }: { periodId: string; title: string }) {
  const list = useAdminStatements({ periodId })
  return (
    <CommissionStatementsPanel title={title} list={list} statementQuery={adminStatementQuery} showsPartner />
  )
}
