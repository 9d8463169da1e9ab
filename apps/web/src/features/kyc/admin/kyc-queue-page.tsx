import type { KycSubmissionStatus } from '@khela/contracts/kyc'
import { kycQueuePageSize } from '@khela/contracts/kyc-rules'
import { hasPermission } from '@khela/contracts/permissions'
import type { SessionUser } from '@khela/contracts/session'
import { IdCard } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { ContentLoadFailure, ListEmpty, ListLoading } from '../../../components/admin/admin-page-states.tsx'
import { AdminPager } from '../../../components/admin/pager.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { SelectField } from '../../../components/ui/select-field.tsx'
import { useTranslation } from '../../../lib/i18n.ts'
import { useKycQueue } from './kyc-admin-api.ts'
import { KycDecisionDialog, type KycDecisionTarget } from './kyc-decision-dialog.tsx'
import { SubmissionCard } from './user-kyc-tab.tsx'

const statusFilters = ['all', 'pending', 'approved', 'rejected'] as const

/** /dashboard/kyc: every identity submission, pending first (the longest waiting at the top), for 'kyc.review'. */
export function KycQueuePage({ viewer }: { viewer: SessionUser }) {
  const { t } = useTranslation('admin')
  if (!hasPermission(viewer.role, 'kyc.review')) {
    return (
      <>
        <PageHeader title={t('kyc.queue.title')} icon={IdCard} />
        <EmptyState
          icon={IdCard}
          title={t('kyc.queue.notAllowed.title')}
          body={t('kyc.queue.notAllowed.body')}
        />
      </>
    )
  }
  return <KycQueue />
}

function KycQueue() {
  const { t } = useTranslation('admin')
  const [status, setStatus] = useState<KycSubmissionStatus | 'all'>('all')
  const [page, setPage] = useState(1)
  const [target, setTarget] = useState<KycDecisionTarget | null>(null)
  const queue = useKycQueue(page, status)
  return (
    <>
      <PageHeader title={t('kyc.queue.title')} icon={IdCard} />
      <div className="mb-4 max-w-xs">
        <SelectField
          label={t('kyc.queue.filter')}
          value={status}
          options={statusFilters.map((option) => ({
            value: option,
            label: option === 'all' ? t('kyc.queue.all') : t(`kyc.status.${option}`),
          }))}
          onChange={(next) => {
            setStatus(next)
            setPage(1)
          }}
        />
      </div>
      {queue.isPending ? (
        <ListLoading />
      ) : queue.isError ? (
        <ContentLoadFailure error={queue.error} onRetry={() => queue.refetch()} />
      ) : (
        <>
          {queue.data.items.length === 0 ? (
            <ListEmpty text={t('kyc.queue.empty')} />
          ) : (
            <ul className="space-y-3">
              {queue.data.items.map((submission) => (
                <li key={submission.id} className="space-y-1">
                  <p className="text-sm">
                    <Link
                      to={`/dashboard/userprofile/${encodeURIComponent(submission.userId)}`}
                      className="font-semibold text-gold-300 hover:underline"
                    >
                      {submission.userName}
                    </Link>
                    {submission.userEmail && (
                      <span className="ml-2 text-slate-400">{submission.userEmail}</span>
                    )}
                  </p>
                  <SubmissionCard submission={submission} onDecide={setTarget} />
                </li>
              ))}
            </ul>
          )}
          <AdminPager
            section="kyc"
            page={queue.data.page}
            total={queue.data.total}
            pageSize={kycQueuePageSize}
            isFetching={queue.isFetching}
            onPage={setPage}
          />
        </>
      )}
      <KycDecisionDialog target={target} onClose={() => setTarget(null)} />
    </>
  )
}
