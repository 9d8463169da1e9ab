import { Store } from 'lucide-react'
import { ContentLoadFailure, ListLoading } from '../../../components/admin/admin-page-states.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { useTranslation } from '../../../lib/i18n.ts'
import { AgentChildrenPanel } from './agent-children-panel.tsx'
import { AgentStatements } from './agent-statements.tsx'
import { CashierShiftPanel } from './cashier-shift-panel.tsx'
import { usePartnerPortal } from './portal-queries.ts'
import { PortalSignOut } from './portal-sign-out.tsx'

/**
 * /agent: an agent sees its children's floats, moves float and reads its commission statements; a shop's cashier
 * runs the counter.
 */
export function PartnerPortalPage() {
  const { t } = useTranslation('admin')
  const portal = usePartnerPortal()
  return (
    <main className="mx-auto max-w-4xl p-4">
      <PageHeader title={t('partnerPortal.title')} icon={Store} aside={<PortalSignOut />} />
      {portal.isPending ? (
        <ListLoading />
      ) : portal.isError ? (
        <ContentLoadFailure error={portal.error} onRetry={() => portal.refetch()} />
      ) : portal.data.shop ? (
        <CashierShiftPanel shop={portal.data.shop} shift={portal.data.shift} />
      ) : portal.data.node ? (
        <>
          <AgentChildrenPanel node={portal.data.node} />
          <AgentStatements />
        </>
      ) : (
        <EmptyState icon={Store} title={t('partnerPortal.none.title')} body={t('partnerPortal.none.body')} />
      )}
    </main>
  )
}
