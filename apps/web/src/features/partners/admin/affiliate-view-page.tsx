import { hasPermission } from '@khela/contracts/permissions'
import type { SessionUser } from '@khela/contracts/session'
import { Handshake } from 'lucide-react'
import { Link, useParams } from 'react-router'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { useTranslation } from '../../../lib/i18n.ts'
import { PartnerPortal } from './partner-portal.tsx'

/** /dashboard/affilitors/:affiliateId: one affiliate's portal as staff read it, nothing to change there. */
export function AffiliateViewPage({ viewer }: { viewer: SessionUser }) {
  const { t } = useTranslation('admin')
  const { affiliateId = '' } = useParams()
  return (
    <>
      <PageHeader
        title={t('partners.view.title')}
        icon={Handshake}
        aside={
          <Link to="/dashboard/affilitors" className="text-sm text-gold-300 hover:underline">
            {t('partners.view.back')}
          </Link>
        }
      />
      {hasPermission(viewer.role, 'partners.read') ? (
        <PartnerPortal key={affiliateId} subject={{ kind: 'staff', affiliateId }} mayCreateLinks={false} />
      ) : (
        <EmptyState
          icon={Handshake}
          title={t('partners.affiliators.notAllowed')}
          body={t('partners.affiliators.notAllowedBody')}
        />
      )}
    </>
  )
}
