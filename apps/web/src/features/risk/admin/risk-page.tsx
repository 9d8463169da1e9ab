import { hasPermission } from '@khela/contracts/permissions'
import type { RiskFlag } from '@khela/contracts/risk'
import type { SessionUser } from '@khela/contracts/session'
import { ShieldAlert } from 'lucide-react'
import { useState } from 'react'
import { ContentLoadFailure, ListEmpty, ListLoading } from '../../../components/admin/admin-page-states.tsx'
import { AdminPager } from '../../../components/admin/pager.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { useTranslation } from '../../../lib/i18n.ts'
import { useAddressFilter } from '../../../lib/use-address-filter.ts'
import { CloseFlagDialog } from './close-flag-dialog.tsx'
import { parseRiskFilter, RISK_PAGE_SIZE, type RiskFilter, type RiskFilterKey } from './risk-filter.ts'
import { RiskFilters } from './risk-filters.tsx'
import { RiskFlagList } from './risk-flag-list.tsx'
import { useRiskFlags } from './risk-queries.ts'
import { RiskSettingsSection } from './risk-settings-form.tsx'

/** /dashboard/risk: flags on players' money and accounts for finance and admins to review and close. */
export function RiskPage({ viewer }: { viewer: SessionUser }) {
  const { t } = useTranslation('admin')
  if (!hasPermission(viewer.role, 'risk.review')) {
    return (
      <>
        <PageHeader title={t('risk.title')} icon={ShieldAlert} />
        <EmptyState icon={ShieldAlert} title={t('risk.notAllowed.title')} body={t('risk.notAllowed.body')} />
      </>
    )
  }
  return <RiskReview canEditSettings={hasPermission(viewer.role, 'settings.write')} />
}

function RiskReview({ canEditSettings }: { canEditSettings: boolean }) {
  const { t } = useTranslation('admin')
  const { filter, setFilter, setPage } = useAddressFilter<RiskFilter, RiskFilterKey>(parseRiskFilter)
  const flags = useRiskFlags(filter)
  const [closing, setClosing] = useState<RiskFlag | null>(null)

  return (
    <>
      <PageHeader title={t('risk.title')} icon={ShieldAlert} />
      <p className="mb-4 text-sm text-slate-400">{t('risk.intro')}</p>
      <RiskFilters filter={filter} onChange={setFilter} />
      {flags.isPending ? (
        <ListLoading />
      ) : flags.isError ? (
        <ContentLoadFailure error={flags.error} onRetry={() => flags.refetch()} />
      ) : (
        <>
          {flags.data.items.length === 0 ? (
            <ListEmpty text={t('risk.empty')} />
          ) : (
            <RiskFlagList flags={flags.data.items} onClose={setClosing} />
          )}
          <AdminPager
            section="risk"
            page={flags.data.page}
            total={flags.data.total}
            pageSize={RISK_PAGE_SIZE}
            isFetching={flags.isFetching}
            onPage={setPage}
          />
        </>
      )}
      <div className="mt-10 border-t border-night-700 pt-6">
        <RiskSettingsSection canEdit={canEditSettings} />
      </div>
      <CloseFlagDialog flag={closing} onDone={() => setClosing(null)} />
    </>
  )
}
