import { hasPermission } from '@khela/contracts/permissions'
import type { SessionUser } from '@khela/contracts/session'
import { Handshake } from 'lucide-react'
import { useState } from 'react'
import { Link, useParams } from 'react-router'
import {
  type AdjustmentTarget,
  CommissionAdjustmentDialog,
} from '../../../components/admin/commission-adjustment-dialog.tsx'
import { CommissionAdjustmentsList } from '../../../components/admin/commission-adjustments-list.tsx'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { useTranslation } from '../../../lib/i18n.ts'
import { AffiliateTermsForm } from './affiliate-terms-form.tsx'
import { useAffiliateTerms, useCommissionPlans } from './commissions-admin-api.ts'
import { PartnerPortal } from './partner-portal.tsx'

/**
 * /dashboard/affilitors/:affiliateId: one affiliate's portal as staff read it, with its commission terms and a
 * correction to its next statement for staff who manage partners.
 */
export function AffiliateViewPage({ viewer }: { viewer: SessionUser }) {
  const { t } = useTranslation('admin')
  const { affiliateId = '' } = useParams()
  const mayManage = hasPermission(viewer.role, 'partners.manage')
  const [adjusting, setAdjusting] = useState<AdjustmentTarget | null>(null)
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
        <div className="space-y-8">
          <section aria-labelledby="affiliate-terms-title" className="space-y-3">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="affiliate-terms-title" className="text-base font-bold text-white">
                {t('commission.terms.title')}
              </h2>
              {mayManage && <AdjustButton affiliateId={affiliateId} onAdjust={setAdjusting} />}
            </div>
            <AffiliateTermsForm key={affiliateId} affiliateId={affiliateId} mayChange={mayManage} />
            <CommissionAdjustmentsList key={affiliateId} partnerKind="affiliate" partnerId={affiliateId} />
          </section>
          <PartnerPortal key={affiliateId} subject={{ kind: 'staff', affiliateId }} mayCreateLinks={false} />
        </div>
      ) : (
        <EmptyState
          icon={Handshake}
          title={t('partners.affiliators.notAllowed')}
          body={t('partners.affiliators.notAllowedBody')}
        />
      )}
      <CommissionAdjustmentDialog target={adjusting} onClose={() => setAdjusting(null)} />
    </>
  )
}

/** Opens the adjustment dialog in the currency of the affiliate's plan (BDT without one). */
function AdjustButton({
  affiliateId,
  onAdjust,
}: {
  affiliateId: string
  onAdjust: (target: AdjustmentTarget) => void
}) {
  const { t } = useTranslation('admin')
  const terms = useAffiliateTerms(affiliateId)
  const plans = useCommissionPlans()
  const currency = plans.data?.plans.find((plan) => plan.id === terms.data?.planId)?.currency ?? 'BDT'
  return (
    <button
      type="button"
      onClick={() =>
        onAdjust({
          partnerKind: 'affiliate',
          partnerId: affiliateId,
          name: t('commissionAdjustment.thisAffiliate'),
          currency,
        })
      }
      className={buttonClass('outline', 'sm')}
    >
      {t('commissionAdjustment.open')}
    </button>
  )
}
