import type { Campaign, campaignReport } from '@khela/contracts/bonuses'
import { hasPermission } from '@khela/contracts/permissions'
import type { SessionUser } from '@khela/contracts/session'
import { Gift } from 'lucide-react'
import { useState } from 'react'
import type { z } from 'zod'
import { ListEmpty, ListFailure, ListLoading } from '../../../components/admin/admin-page-states.tsx'
import { type Column, DataTable } from '../../../components/admin/data-table.tsx'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { Modal } from '../../../components/ui/modal.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { errorMessage } from '../../../lib/error-message.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { formatMoney } from '../../../lib/money.ts'
import { notify } from '../../../lib/toast.ts'
import {
  useCampaignReports,
  useCampaigns,
  useDuplicateCampaign,
  useSetCampaignStatus,
} from './bonus-admin-queries.ts'
import { CampaignForm } from './campaign-form.tsx'
import { rewardSummary, triggerSummary } from './campaign-summary.ts'

type CampaignReport = z.infer<typeof campaignReport>

/** /dashboard/bonuses: every campaign with what it has granted, converted and forfeited (`bonuses.read`). */
export function CampaignsPage({ viewer }: { viewer: SessionUser }) {
  const { t } = useTranslation('admin')
  const title = t('bonuses.title')
  if (!hasPermission(viewer.role, 'bonuses.read'))
    return (
      <>
        <PageHeader title={title} icon={Gift} />
        <p className="py-8 text-center text-sm text-slate-400">{t('bonuses.notAllowed')}</p>
      </>
    )
  return (
    <>
      <PageHeader title={title} icon={Gift} />
      <CampaignsTable canManage={hasPermission(viewer.role, 'bonuses.manage')} />
    </>
  )
}

/** The campaign being written: a new one, or one to edit; null while the form is closed. */
type Editing = { campaign?: Campaign } | null

function CampaignsTable({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  const campaigns = useCampaigns()
  const reports = useCampaignReports()
  const [editing, setEditing] = useState<Editing>(null)
  if (campaigns.isPending) return <ListLoading />
  if (campaigns.isError)
    return (
      <ListFailure
        section="cashier"
        title={t('bonuses.loadFailed')}
        error={campaigns.error}
        onRetry={() => campaigns.refetch()}
      />
    )
  const reportsOf = (campaignId: string) =>
    reports.data?.reports.filter((report) => report.campaignId === campaignId) ?? []
  const sum = (campaign: Campaign, count: (report: CampaignReport) => number) =>
    reportsOf(campaign.id).reduce((total, report) => total + count(report), 0)
  const amounts = (campaign: Campaign, amount: (report: CampaignReport) => number) =>
    reportsOf(campaign.id)
      .map((report) => formatMoney(amount(report), report.currency, language))
      .join(' · ') || '—'

  const columns: Column<Campaign>[] = [
    {
      id: 'name',
      header: t('bonuses.columns.name'),
      cell: (row) => row.name[language],
      isRowHeader: true,
      wraps: true,
    },
    {
      id: 'status',
      header: t('bonuses.columns.status'),
      cell: (row) => t(`bonuses.statuses.${row.status}`),
      cellClassName: (row) => (row.status === 'active' ? 'text-jade-400' : 'text-slate-400'),
    },
    { id: 'trigger', header: t('bonuses.columns.trigger'), cell: triggerSummary, wraps: true },
    { id: 'reward', header: t('bonuses.columns.reward'), cell: (row) => rewardSummary(row.reward, language) },
    {
      id: 'grants',
      header: t('bonuses.columns.grants'),
      cell: (row) => sum(row, (r) => r.grants),
      isNumeric: true,
    },
    {
      id: 'active',
      header: t('bonuses.columns.active'),
      cell: (row) => sum(row, (r) => r.active),
      isNumeric: true,
    },
    {
      id: 'converted',
      header: t('bonuses.columns.converted'),
      cell: (row) => `${sum(row, (r) => r.converted)} · ${amounts(row, (r) => r.convertedAmount)}`,
      isNumeric: true,
    },
    {
      id: 'forfeited',
      header: t('bonuses.columns.forfeited'),
      cell: (row) => `${sum(row, (r) => r.forfeited)} · ${amounts(row, (r) => r.forfeitedAmount)}`,
      isNumeric: true,
    },
    {
      id: 'granted',
      header: t('bonuses.columns.granted'),
      cell: (row) => amounts(row, (r) => r.grantedAmount),
      isNumeric: true,
    },
    ...(canManage
      ? [
          {
            id: 'actions',
            header: t('bonuses.columns.actions'),
            cell: (row: Campaign) => (
              <CampaignActions campaign={row} onEdit={() => setEditing({ campaign: row })} />
            ),
          },
        ]
      : []),
  ]

  return (
    <div className="space-y-3">
      {canManage && (
        <button type="button" onClick={() => setEditing({})} className={buttonClass('gold')}>
          {t('bonuses.form.new')}
        </button>
      )}
      <Modal
        isOpen={editing !== null}
        onClose={() => setEditing(null)}
        width="wide"
        title={
          editing?.campaign
            ? t('bonuses.form.editTitle', { name: editing.campaign.name[language] })
            : t('bonuses.form.newTitle')
        }
      >
        {editing && (
          <CampaignForm
            key={editing.campaign?.id ?? 'new'}
            campaign={editing.campaign}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
      {reports.isError && (
        <p role="alert" className="text-sm text-ember-500">
          {t('bonuses.reportsFailed')} {errorMessage(reports.error)}
        </p>
      )}
      <DataTable
        label={t('bonuses.title')}
        columns={columns}
        rows={campaigns.data.campaigns}
        rowKey={(row) => row.id}
        empty={<ListEmpty text={t('bonuses.none')} />}
        minWidthClass="min-w-[64rem]"
      />
    </div>
  )
}

/** Edit, pause or resume a campaign, or copy it (the copy starts paused, to be edited before it runs). */
function CampaignActions({ campaign, onEdit }: { campaign: Campaign; onEdit: () => void }) {
  const { t } = useTranslation('admin')
  const setStatus = useSetCampaignStatus()
  const duplicate = useDuplicateCampaign()
  const language = currentLanguage()
  const next = campaign.status === 'active' ? 'paused' : 'active'
  const fail = (error: unknown) => notify('error', errorMessage(error))
  return (
    <div className="flex gap-2">
      <button
        type="button"
        onClick={onEdit}
        aria-label={t('bonuses.form.editNamed', { name: campaign.name[language] })}
        className={buttonClass('outline', 'sm')}
      >
        {t('bonuses.form.edit')}
      </button>
      <button
        type="button"
        disabled={setStatus.isPending}
        onClick={() =>
          setStatus.mutate(
            { id: campaign.id, status: next },
            {
              onSuccess: () =>
                notify('success', t(`bonuses.done.${next}`, { name: campaign.name[language] })),
              onError: fail,
            },
          )
        }
        aria-label={t(next === 'paused' ? 'bonuses.pauseNamed' : 'bonuses.resumeNamed', {
          name: campaign.name[language],
        })}
        className={buttonClass('outline', 'sm')}
      >
        {t(next === 'paused' ? 'bonuses.pause' : 'bonuses.resume')}
      </button>
      <button
        type="button"
        disabled={duplicate.isPending}
        onClick={() =>
          duplicate.mutate(campaign.id, {
            onSuccess: (copy) =>
              notify('success', t('bonuses.done.duplicated', { name: copy.name[language] })),
            onError: fail,
          })
        }
        aria-label={t('bonuses.duplicateNamed', { name: campaign.name[language] })}
        className={buttonClass('ghost', 'sm')}
      >
        {t('bonuses.duplicate')}
      </button>
    </div>
  )
}
