import type { AdminWithdrawalRow } from '@khela/contracts/cashier'
import { withdrawalStatuses } from '@khela/contracts/cashier'
import { hasPermission } from '@khela/contracts/permissions'
import type { SessionUser } from '@khela/contracts/session'
import { ArrowUpFromLine } from 'lucide-react'
import { useState } from 'react'
import { ListEmpty, ListFailure, ListLoading } from '../../../components/admin/admin-page-states.tsx'
import { AdminPager } from '../../../components/admin/pager.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { useTranslation } from '../../../lib/i18n.ts'
import { CASHIER_PAGE_SIZE } from './cashier-filter.ts'
import { CashierFilters } from './cashier-filters.tsx'
import { useAdminWithdrawals } from './find-admin-withdrawals.ts'
import { useCashierFilter } from './use-cashier-filter.ts'
import { WithdrawalDecisionDialog } from './withdrawal-decision-dialog.tsx'
import { WithdrawalsTable } from './withdrawals-table.tsx'

/** /dashboard/withdraws: players' withdrawals, newest first; staff approve (pay out) or reject the pending ones. */
export function WithdrawalsPage({ viewer }: { viewer: SessionUser }) {
  const { t } = useTranslation('admin')
  const title = t('sections.withdraws.title')
  if (!hasPermission(viewer.role, 'cashier.decide')) {
    return (
      <>
        <PageHeader title={title} icon={ArrowUpFromLine} />
        <EmptyState
          icon={ArrowUpFromLine}
          title={t('cashier.notAllowed.title')}
          body={t('cashier.notAllowed.body')}
        />
      </>
    )
  }
  return <WithdrawHistory viewer={viewer} />
}

function WithdrawHistory({ viewer }: { viewer: SessionUser }) {
  const { t } = useTranslation('admin')
  const { filter, setFilter, setPage } = useCashierFilter()
  const withdrawals = useAdminWithdrawals(filter)
  // Read from the latest page when it is still there, so a refetch while the dialog is open keeps it current.
  const [target, setTarget] = useState<AdminWithdrawalRow | null>(null)
  const targetRow = withdrawals.data?.items.find((withdrawal) => withdrawal.id === target?.id)

  return (
    <>
      <PageHeader title={t('sections.withdraws.title')} icon={ArrowUpFromLine} />
      <CashierFilters
        filter={filter}
        statuses={withdrawalStatuses}
        canListMethods={hasPermission(viewer.role, 'cashier.methods')}
        onChange={setFilter}
      />
      {withdrawals.isPending ? (
        <ListLoading />
      ) : withdrawals.isError ? (
        <ListFailure
          section="cashier"
          title={t('cashier.withdrawals.loadFailed')}
          error={withdrawals.error}
          onRetry={() => withdrawals.refetch()}
        />
      ) : (
        <>
          {withdrawals.data.items.length === 0 ? (
            <ListEmpty text={t('cashier.withdrawals.empty')} />
          ) : (
            <WithdrawalsTable withdrawals={withdrawals.data.items} onDecide={setTarget} />
          )}
          <AdminPager
            section="cashier"
            page={withdrawals.data.page}
            total={withdrawals.data.total}
            pageSize={CASHIER_PAGE_SIZE}
            isFetching={withdrawals.isFetching}
            onPage={setPage}
          />
        </>
      )}
      <WithdrawalDecisionDialog
        withdrawal={target && (targetRow ?? target)}
        onClose={() => setTarget(null)}
      />
    </>
  )
}
