import { hasPermission } from '@khela/contracts/permissions'
import type { SessionUser } from '@khela/contracts/session'
import { Percent } from 'lucide-react'
import { Link } from 'react-router'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { useTranslation } from '../../../lib/i18n.ts'
import { CommissionPeriodsSection } from './commission-periods-section.tsx'
import { CommissionPlansSection } from './commission-plans-section.tsx'

/** /dashboard/commission: the partners' commission plans, the closed periods and their statements. */
export function CommissionPage({ viewer }: { viewer: SessionUser }) {
  const { t } = useTranslation('admin')
  const mayManage = hasPermission(viewer.role, 'partners.manage')
  return (
    <>
      <PageHeader
        title={t('commission.title')}
        icon={Percent}
        aside={
          <Link to="/dashboard/affilitors" className="text-sm text-gold-300 hover:underline">
            {t('partners.view.back')}
          </Link>
        }
      />
      {hasPermission(viewer.role, 'partners.read') ? (
        <div className="space-y-10">
          <CommissionPlansSection mayManage={mayManage} />
          <CommissionPeriodsSection mayManage={mayManage} />
        </div>
      ) : (
        <EmptyState
          icon={Percent}
          title={t('partners.affiliators.notAllowed')}
          body={t('partners.affiliators.notAllowedBody')}
        />
      )}
    </>
  )
}
