import { isStaffRole } from '@khela/contracts/roles'
import { Handshake } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { PageHeader } from '../../components/ui/page-header.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { errorMessage } from '../../lib/error-message.ts'
import { useTranslation } from '../../lib/i18n.ts'
import { openModal } from '../../lib/modal-store.ts'
import { useSession } from '../../lib/use-session.ts'
import { AffiliateApplicationForm } from './affiliate-application-form.tsx'
import { useMyAffiliate } from './affiliates-api.ts'

/** The address of the affiliate's own portal (a lazy chunk apart from the player site). */
const portalPath = '/partners'

/** /affiliates: what the programme offers, and the application (a visitor registers or signs in first). */
export function AffiliatesPage() {
  const { t } = useTranslation()
  return (
    <>
      <PageHeader title={t('affiliates.title')} icon={Handshake} />
      <div className="space-y-8">
        <section aria-labelledby="affiliates-how" className="max-w-2xl space-y-3 text-sm text-slate-300">
          <p className="text-base text-white">{t('affiliates.intro')}</p>
          <h2 id="affiliates-how" className="text-lg font-extrabold text-white">
            {t('affiliates.how.title')}
          </h2>
          <ol className="list-decimal space-y-1 pl-5">
            <li>{t('affiliates.how.apply')}</li>
            <li>{t('affiliates.how.links')}</li>
            <li>{t('affiliates.how.cookie')}</li>
            <li>{t('affiliates.how.reports')}</li>
          </ol>
          <p>{t('affiliates.responsible')}</p>
        </section>
        <ApplicationSection />
      </div>
    </>
  )
}

function ApplicationSection() {
  const { t } = useTranslation()
  const session = useSession()
  const user = session.data?.user
  const mine = useMyAffiliate(Boolean(user))
  if (session.isPending) return <Spinner label={t('status.loading')} />
  if (!user) {
    return (
      <EmptyState
        icon={Handshake}
        title={t('affiliates.signedOut.title')}
        body={t('affiliates.signedOut.body')}
        action={
          <div className="flex flex-wrap justify-center gap-3">
            <button
              type="button"
              onClick={() => openModal('registration', { returnTo: '/affiliates' })}
              className={buttonClass('gold', 'lg')}
            >
              {t('affiliates.signedOut.register')}
            </button>
            <button
              type="button"
              onClick={() => openModal('sign-in', { returnTo: '/affiliates' })}
              className={buttonClass('outline', 'lg')}
            >
              {t('affiliates.signedOut.signIn')}
            </button>
          </div>
        }
      />
    )
  }
  if (isStaffRole(user.role)) return <p className="text-sm text-slate-300">{t('affiliates.staff')}</p>
  if (mine.isPending) return <Spinner label={t('status.loading')} />
  if (mine.isError) return <p role="alert">{errorMessage(mine.error)}</p>
  const affiliate = mine.data.affiliate
  if (!affiliate) return <AffiliateApplicationForm />
  if (affiliate.status === 'rejected') {
    return (
      <div className="space-y-6">
        <StatusNote status="rejected" reason={affiliate.decisionReason} />
        <AffiliateApplicationForm />
      </div>
    )
  }
  return <StatusNote status={affiliate.status} reason={affiliate.decisionReason} />
}

function StatusNote({ status, reason }: { status: string; reason: string | null }) {
  const { t } = useTranslation()
  return (
    <section
      aria-labelledby="affiliate-status"
      className="max-w-xl space-y-2 rounded-xl border border-night-600 bg-night-800 p-4"
    >
      <h2 id="affiliate-status" className="text-base font-bold text-white">
        {t(`affiliates.status.${status}.title`)}
      </h2>
      <p className="text-sm text-slate-300">{t(`affiliates.status.${status}.body`)}</p>
      {reason && <p className="text-sm text-slate-300">{t('affiliates.status.reason', { reason })}</p>}
      {(status === 'approved' || status === 'suspended') && (
        <Link to={portalPath} className={buttonClass('gold', 'md')}>
          {t('affiliates.openPortal')}
        </Link>
      )}
    </section>
  )
}
