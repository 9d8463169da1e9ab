import { type AdminAffiliateRow, type AffiliateDecision, affiliateStatuses } from '@khela/contracts/partners'
import { hasPermission } from '@khela/contracts/permissions'
import type { SessionUser } from '@khela/contracts/session'
import { Handshake } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { ContentLoadFailure, ListLoading } from '../../../components/admin/admin-page-states.tsx'
import { DataTable } from '../../../components/admin/data-table.tsx'
import { useDebouncedText } from '../../../components/admin/filter-fields.tsx'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { inputClass } from '../../../components/ui/form-field.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { SelectField } from '../../../components/ui/select-field.tsx'
import { useTranslation } from '../../../lib/i18n.ts'
import { operatorToday } from '../../../lib/time-zone.ts'
import { AffiliateDecisionDialog, type AffiliateDecisionTarget } from './affiliate-decision-dialog.tsx'
import { figureColumns } from './figure-columns.tsx'
import { lastDays } from './partner-period.ts'
import { PartnerSettingsForm } from './partner-settings-form.tsx'
import { useAdminAffiliates } from './partners-admin-api.ts'

/** Which decisions each status offers (the server's transitions). */
const decisionsFor: Record<AdminAffiliateRow['status'], AffiliateDecision[]> = {
  applied: ['approve', 'reject'],
  approved: ['suspend'],
  suspended: ['approve'],
  rejected: [],
}

/** /dashboard/affilitors: every affiliate with its players' figures over a period, and the staff's decisions. */
export function AffiliatorsPage({ viewer }: { viewer: SessionUser }) {
  const { t } = useTranslation('admin')
  if (!hasPermission(viewer.role, 'partners.read')) {
    return (
      <>
        <PageHeader title={t('partners.affiliators.title')} icon={Handshake} />
        <EmptyState
          icon={Handshake}
          title={t('partners.affiliators.notAllowed')}
          body={t('partners.affiliators.notAllowedBody')}
        />
      </>
    )
  }
  return <Affiliators mayDecide={hasPermission(viewer.role, 'partners.manage')} />
}

function Affiliators({ mayDecide }: { mayDecide: boolean }) {
  const { t } = useTranslation('admin')
  const [period, setPeriod] = useState(() => lastDays(operatorToday(), 30))
  const [search, setSearch] = useState('')
  const [searchText, changeSearch] = useDebouncedText(search, setSearch)
  const [status, setStatus] = useState<AdminAffiliateRow['status'] | 'all'>('all')
  const [target, setTarget] = useState<AffiliateDecisionTarget | null>(null)
  const list = useAdminAffiliates({ ...period, search, status })
  return (
    <>
      <PageHeader title={t('partners.affiliators.title')} icon={Handshake} />
      <PartnerSettingsForm mayChange={mayDecide} />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <label className="text-xs font-semibold text-slate-300">
          {t('partners.affiliators.search')}
          <input
            type="search"
            value={searchText}
            onChange={(event) => changeSearch(event.target.value)}
            className={`${inputClass} mt-1.5 w-64`}
          />
        </label>
        <div className="w-48">
          <SelectField
            label={t('partners.affiliators.status')}
            value={status}
            options={(['all', ...affiliateStatuses] as const).map((option) => ({
              value: option,
              label: t(`partners.status.${option}`),
            }))}
            onChange={setStatus}
          />
        </div>
        {(['from', 'to'] as const).map((end) => (
          <label key={end} className="text-xs font-semibold text-slate-300">
            {t(`partners.report.${end}`)}
            <input
              type="date"
              value={period[end]}
              onChange={(event) => {
                if (event.target.value) setPeriod({ ...period, [end]: event.target.value })
              }}
              className={`${inputClass} mt-1.5`}
            />
          </label>
        ))}
      </div>
      {list.isPending ? (
        <ListLoading />
      ) : list.isError ? (
        <ContentLoadFailure error={list.error} onRetry={() => list.refetch()} />
      ) : (
        <DataTable
          label={t('partners.affiliators.title')}
          columns={[
            {
              id: 'name',
              header: t('partners.affiliators.affiliate'),
              isRowHeader: true,
              wraps: true,
              cell: (row) => (
                <>
                  <Link
                    to={`/dashboard/affilitors/${encodeURIComponent(row.id)}`}
                    className="font-semibold text-gold-300 hover:underline"
                  >
                    {row.name}
                  </Link>
                  <span className="block text-xs text-slate-400">{row.email}</span>
                </>
              ),
            },
            {
              id: 'status',
              header: t('partners.affiliators.status'),
              cell: (row) => t(`partners.status.${row.status}`),
            },
            {
              id: 'channel',
              header: t('partners.affiliators.channel'),
              wraps: true,
              cell: (row) => row.application.channel,
            },
            {
              id: 'links',
              header: t('partners.affiliators.links'),
              isNumeric: true,
              cell: (row) => row.links,
            },
            ...figureColumns(t, (row: AdminAffiliateRow) => row.figures),
            {
              id: 'actions',
              header: t('partners.affiliators.actions'),
              cell: (row) =>
                mayDecide ? (
                  <div className="flex gap-2">
                    {decisionsFor[row.status].map((decision) => (
                      <button
                        key={decision}
                        type="button"
                        onClick={() => setTarget({ affiliate: row, decision })}
                        className={buttonClass(decision === 'approve' ? 'gold' : 'outline', 'sm')}
                      >
                        {t(`partners.decision.action.${decision}`)}
                      </button>
                    ))}
                  </div>
                ) : null,
            },
          ]}
          rows={list.data.affiliates}
          rowKey={(row) => row.id}
          empty={<p className="text-sm text-slate-400">{t('partners.affiliators.empty')}</p>}
          minWidthClass="min-w-[90rem]"
        />
      )}
      <AffiliateDecisionDialog target={target} onClose={() => setTarget(null)} />
    </>
  )
}
