import type { AdminKycSubmission } from '@khela/contracts/kyc'
import { useState } from 'react'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { errorMessage } from '../../../lib/error-message.ts'
import { formatDateTime } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { useUserKyc } from './kyc-admin-api.ts'
import { KycDecisionDialog, type KycDecisionTarget } from './kyc-decision-dialog.tsx'
import { KycStatusBadge } from './kyc-status-badge.tsx'

/**
 * The user profile's KYC Update tab: the status in force and every submission with its pictures (served by the
 * authenticated admin route), Approve and Reject on a pending one, Revoke on an approved one.
 */
export function UserKycTab({ userId }: { userId: string }) {
  const { t } = useTranslation('admin')
  const kyc = useUserKyc(userId)
  const [target, setTarget] = useState<KycDecisionTarget | null>(null)
  if (kyc.isPending)
    return (
      <p role="status" className="py-8 text-center text-sm text-slate-400">
        {t('loading')}
      </p>
    )
  if (kyc.isError)
    return (
      <p role="alert" className="py-8 text-center text-sm text-ember-500">
        {errorMessage(kyc.error)}
      </p>
    )
  const { status, submissions } = kyc.data
  return (
    <div className="space-y-4">
      <p className="flex items-center gap-2 text-sm text-slate-300">
        {t('kyc.statusInForce')} <KycStatusBadge status={status} />
      </p>
      {submissions.length === 0 ? (
        <p className="py-8 text-center text-sm text-slate-400">{t('kyc.noSubmissions')}</p>
      ) : (
        submissions.map((submission) => (
          <SubmissionCard key={submission.id} submission={submission} onDecide={setTarget} />
        ))
      )}
      <KycDecisionDialog target={target} onClose={() => setTarget(null)} />
    </div>
  )
}

export function SubmissionCard({
  submission,
  onDecide,
}: {
  submission: AdminKycSubmission
  onDecide: (target: KycDecisionTarget) => void
}) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  const pictures = [
    ['front', submission.images.front],
    ['back', submission.images.back],
    ['selfie', submission.images.selfie],
  ] as const
  return (
    <article
      aria-label={t('kyc.submissionLabel', { date: formatDateTime(submission.createdAt, language) })}
      className="space-y-3 rounded-xl border border-night-700 bg-night-850 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-white">
          <span className="font-semibold">{t(`kyc.documentTypes.${submission.documentType}`)}</span>{' '}
          <span className="font-mono tabular-nums">{submission.documentNumber}</span>
        </p>
        <KycStatusBadge status={submission.status} />
      </div>
      <dl className="grid gap-1 text-xs text-slate-400 sm:grid-cols-2">
        <div>
          <dt className="inline">{t('kyc.submittedAt')}: </dt>
          <dd className="inline text-slate-200">{formatDateTime(submission.createdAt, language)}</dd>
        </div>
        {submission.decidedAt && (
          <div>
            <dt className="inline">{t('kyc.decidedBy')}: </dt>
            <dd className="inline text-slate-200">
              {submission.decidedBy ?? '—'} · {formatDateTime(submission.decidedAt, language)}
            </dd>
          </div>
        )}
        {submission.rejectionReason && (
          <div className="sm:col-span-2">
            <dt className="inline">{t('kyc.reason')}: </dt>
            <dd className="inline text-slate-200">{submission.rejectionReason}</dd>
          </div>
        )}
      </dl>
      <ul className="grid grid-cols-3 gap-2">
        {pictures.map(([picture, url]) =>
          url ? (
            <li key={picture}>
              <a href={url} target="_blank" rel="noreferrer" className="block space-y-1">
                <img
                  src={url}
                  alt={t(`kyc.pictures.${picture}`)}
                  loading="lazy"
                  className="h-28 w-full rounded-lg border border-night-600 bg-night-800 object-cover"
                />
                <span className="block text-center text-xs text-slate-400">
                  {t(`kyc.pictures.${picture}`)}
                </span>
              </a>
            </li>
          ) : null,
        )}
      </ul>
      {submission.status === 'pending' && (
        <div className="flex gap-2">
          <button
            type="button"
            onClick={() => onDecide({ submission, decision: 'approve' })}
            className={buttonClass('gold', 'sm')}
          >
            {t('kyc.actions.approve')}
          </button>
          <button
            type="button"
            onClick={() => onDecide({ submission, decision: 'reject' })}
            className={buttonClass('danger', 'sm')}
          >
            {t('kyc.actions.reject')}
          </button>
        </div>
      )}
      {submission.status === 'approved' && (
        <button
          type="button"
          onClick={() => onDecide({ submission, decision: 'revoke' })}
          className={buttonClass('outline', 'sm')}
        >
          {t('kyc.actions.revoke')}
        </button>
      )}
    </article>
  )
}
