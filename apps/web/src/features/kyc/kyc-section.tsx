import type { PlayerKyc } from '@khela/contracts/kyc'
import { BadgeCheck, Clock, ShieldAlert, ShieldQuestion } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { errorMessage } from '../../lib/error-message.ts'
import { formatDateTime } from '../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../lib/i18n.ts'
import { usePlayerKyc } from './kyc-api.ts'
import { KycForm } from './kyc-form.tsx'

/** The profile's anchor for this section: the cashier's KYC messages link here. */
export const kycSectionId = 'identity-verification'

/**
 * The profile's identity verification: the status and, after a rejection, the staff member's reason; the form to
 * send documents while there is none pending or approved. The player's pictures are never shown back from the
 * server (only staff may open them); the form previews the files chosen on this device before sending.
 */
export function KycSection() {
  const { t } = useTranslation()
  const kyc = usePlayerKyc()
  const section = useRef<HTMLElement>(null)
  const { hash } = useLocation()

  useEffect(() => {
    if (hash === `#${kycSectionId}` && !kyc.isPending) section.current?.scrollIntoView({ block: 'start' })
  }, [hash, kyc.isPending])

  return (
    <section ref={section} id={kycSectionId} aria-labelledby={`${kycSectionId}-title`} className="space-y-4">
      <h2 id={`${kycSectionId}-title`} className="text-base font-bold text-white">
        {t('kyc.title')}
      </h2>
      {kyc.isPending ? (
        <p role="status" className="text-sm text-slate-400">
          {t('kyc.loading')}
        </p>
      ) : kyc.isError ? (
        <div role="alert" className="space-y-2 text-sm text-ember-500">
          <p>{errorMessage(kyc.error)}</p>
          <button type="button" onClick={() => kyc.refetch()} className={buttonClass('outline', 'sm')}>
            {t('actions.retry')}
          </button>
        </div>
      ) : (
        <>
          <KycStatus kyc={kyc.data} />
          {(kyc.data.status === 'none' || kyc.data.status === 'rejected') && <KycForm />}
        </>
      )}
    </section>
  )
}

const statusStyles = {
  none: { icon: ShieldQuestion, className: 'border-night-600 bg-night-800 text-slate-200' },
  pending: { icon: Clock, className: 'border-gold-500/40 bg-gold-500/10 text-gold-300' },
  approved: { icon: BadgeCheck, className: 'border-emerald-500/40 bg-emerald-500/10 text-emerald-300' },
  rejected: { icon: ShieldAlert, className: 'border-ember-500/40 bg-ember-500/10 text-ember-400' },
} as const

function KycStatus({ kyc }: { kyc: PlayerKyc }) {
  const { t } = useTranslation()
  const language = currentLanguage()
  const { icon: Icon, className } = statusStyles[kyc.status]
  return (
    <div role="status" className={`flex gap-3 rounded-lg border p-3 text-sm ${className}`}>
      <Icon aria-hidden size={20} className="mt-0.5 shrink-0" />
      <div className="space-y-1">
        <p className="font-semibold">
          {t('kyc.statusLabel')}: {t(`kyc.status.${kyc.status}`)}
        </p>
        <p className="text-slate-300">
          {t(`kyc.statusBody.${kyc.status}`, {
            document: kyc.documentType ? t(`kyc.documentTypes.${kyc.documentType}`) : '',
            ending: kyc.documentNumberEnding ?? '',
            submittedAt: kyc.submittedAt ? formatDateTime(kyc.submittedAt, language) : '',
          })}
        </p>
        {kyc.status === 'rejected' && kyc.rejectionReason && (
          <p className="text-slate-200">
            {t('kyc.reason')}: <span className="font-medium">{kyc.rejectionReason}</span>
          </p>
        )}
      </div>
    </div>
  )
}
