import { depositStatuses } from '@khela/contracts/cashier'
import { hasPermission } from '@khela/contracts/permissions'
import type { SessionUser } from '@khela/contracts/session'
import { ArrowDownToLine } from 'lucide-react'
import { useState } from 'react'
import { ListEmpty, ListFailure, ListLoading } from '../../../components/admin/admin-page-states.tsx'
import { AdminPager } from '../../../components/admin/pager.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { useTranslation } from '../../../lib/i18n.ts'
import { CASHIER_PAGE_SIZE } from './cashier-filter.ts'
import { CashierFilters } from './cashier-filters.tsx'
import { DepositDecisionDialog, type DepositDecisionTarget } from './deposit-decision-dialog.tsx'
import { DepositsTable } from './deposits-table.tsx'
import { useAdminDeposits } from './find-admin-deposits.ts'
import { type OpenSlip, SlipDialog } from './slip-dialog.tsx'
import { useCashierFilter } from './use-cashier-filter.ts'

/** /dashboard/deposits: players' deposit requests, newest first; staff complete or reject the pending ones. */
export function DepositsPage({ viewer }: { viewer: SessionUser }) {
  const { t } = useTranslation('admin')
  const title = t('sections.deposits.title')
  if (!hasPermission(viewer.role, 'cashier.decide')) {
    return (
      <>
        <PageHeader title={title} icon={ArrowDownToLine} />
        <EmptyState
          icon={ArrowDownToLine}
          title={t('cashier.notAllowed.title')}
          body={t('cashier.notAllowed.body')}
        />
      </>
    )
  }
  return <DepositHistory viewer={viewer} />
}

function DepositHistory({ viewer }: { viewer: SessionUser }) {
  const { t } = useTranslation('admin')
  const { filter, setFilter, setPage } = useCashierFilter()
  const deposits = useAdminDeposits(filter)
  // Read from the latest page when it is still there, so a refetch while the dialog is open keeps it current.
  const [target, setTarget] = useState<DepositDecisionTarget | null>(null)
  const [slip, setSlip] = useState<OpenSlip | null>(null)
  const targetRow = deposits.data?.items.find((deposit) => deposit.id === target?.deposit.id)

  return (
    <>
      <PageHeader title={t('sections.deposits.title')} icon={ArrowDownToLine} />
      <CashierFilters
        filter={filter}
        statuses={depositStatuses}
        canListMethods={hasPermission(viewer.role, 'cashier.methods')}
        onChange={setFilter}
      />
      {deposits.isPending ? (
        <ListLoading />
      ) : deposits.isError ? (
        <ListFailure
          section="cashier"
          title={t('cashier.deposits.loadFailed')}
          error={deposits.error}
          onRetry={() => deposits.refetch()}
        />
      ) : (
        <>
          {deposits.data.items.length === 0 ? (
            <ListEmpty text={t('cashier.deposits.empty')} />
          ) : (
            <DepositsTable
              deposits={deposits.data.items}
              onDecide={(deposit, decision) => setTarget({ deposit, decision })}
              onOpenSlip={(deposit, url) => setSlip({ url, playerName: deposit.player.name })}
            />
          )}
          <AdminPager
            section="cashier"
            page={deposits.data.page}
            total={deposits.data.total}
            pageSize={CASHIER_PAGE_SIZE}
            isFetching={deposits.isFetching}
            onPage={setPage}
          />
        </>
      )}
      <DepositDecisionDialog
        target={target && { deposit: targetRow ?? target.deposit, decision: target.decision }}
        onClose={() => setTarget(null)}
      />
      <SlipDialog slip={slip} onClose={() => setSlip(null)} />
    </>
  )
}
