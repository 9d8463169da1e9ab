import { hasPermission } from '@khela/contracts/permissions'
import type { SessionUser } from '@khela/contracts/session'
import { LayoutDashboard } from 'lucide-react'
import { ContentLoadFailure, ListLoading } from '../../../components/admin/admin-page-states.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { useTranslation } from '../../../lib/i18n.ts'
import { LicenceWarning } from './licence-warning.tsx'
import { OverviewCharts } from './overview-charts.tsx'
import { useOverview, useOverviewCashierHints } from './overview-queries.ts'
import { OverviewStatCards } from './overview-stat-cards.tsx'
import { BetsTable, PaymentsTable, ShiftsTable, ShopsTable } from './overview-tables.tsx'

/** /dashboard: live figures, the period's charts and the latest payments and bets, for staff with `users.read`. */
export function OverviewPage({ viewer }: { viewer: SessionUser }) {
  const { t } = useTranslation('admin')
  if (!hasPermission(viewer.role, 'users.read')) {
    return (
      <>
        <PageHeader title={t('sections.overview.title')} icon={LayoutDashboard} />
        <EmptyState
          icon={LayoutDashboard}
          title={t('overview.notAllowed.title')}
          body={t('overview.notAllowed.body')}
        />
      </>
    )
  }
  return <Overview viewer={viewer} />
}

function Overview({ viewer }: { viewer: SessionUser }) {
  const { t } = useTranslation('admin')
  const overview = useOverview()
  useOverviewCashierHints(viewer.role)

  return (
    <>
      <PageHeader title={t('sections.overview.title')} icon={LayoutDashboard} />
      {overview.isPending ? (
        <ListLoading />
      ) : overview.isError ? (
        <ContentLoadFailure error={overview.error} onRetry={() => overview.refetch()} />
      ) : (
        <>
          {overview.data.licenceMissing ? <LicenceWarning role={viewer.role} /> : null}
          <OverviewStatCards stats={overview.data.stats} />
        </>
      )}
      <OverviewCharts />
      {overview.data ? (
        <div className="grid gap-6 2xl:grid-cols-2">
          <PaymentsTable payments={overview.data.payments} />
          <BetsTable bets={overview.data.bets} />
          <ShopsTable shops={overview.data.latestShops} />
          <ShiftsTable shifts={overview.data.latestShiftStats} />
        </div>
      ) : null}
    </>
  )
}
