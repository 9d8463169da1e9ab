import { hasPermission } from '@khela/contracts/permissions'
import type { SessionUser } from '@khela/contracts/session'
import { ScrollText } from 'lucide-react'
import { ContentLoadFailure, ListEmpty, ListLoading } from '../../../components/admin/admin-page-states.tsx'
import { AdminPager } from '../../../components/admin/pager.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { useTranslation } from '../../../lib/i18n.ts'
import { useAddressFilter } from '../../../lib/use-address-filter.ts'
import { AUDIT_PAGE_SIZE, type AuditFilter, type AuditFilterKey, parseAuditFilter } from './audit-filter.ts'
import { AuditFilters } from './audit-filters.tsx'
import { AuditTable } from './audit-table.tsx'
import { useAuditEntries } from './find-audit-entries.ts'

/** /dashboard/audit-log: every audited change, newest first, read only. */
export function AuditLogPage({ viewer }: { viewer: SessionUser }) {
  const { t } = useTranslation('admin')
  if (!hasPermission(viewer.role, 'audit.read')) {
    return (
      <>
        <PageHeader title={t('audit.title')} icon={ScrollText} />
        <EmptyState icon={ScrollText} title={t('audit.notAllowed.title')} body={t('audit.notAllowed.body')} />
      </>
    )
  }
  return <AuditLog />
}

function AuditLog() {
  const { t } = useTranslation('admin')
  const { filter, setFilter, setPage } = useAddressFilter<AuditFilter, AuditFilterKey>(parseAuditFilter)
  const entries = useAuditEntries(filter)

  return (
    <>
      <PageHeader title={t('audit.title')} icon={ScrollText} />
      <p className="mb-4 text-sm text-slate-400">{t('audit.intro')}</p>
      <AuditFilters filter={filter} onChange={setFilter} />
      {entries.isPending ? (
        <ListLoading />
      ) : entries.isError ? (
        <ContentLoadFailure error={entries.error} onRetry={() => entries.refetch()} />
      ) : (
        <>
          {entries.data.items.length === 0 ? (
            <ListEmpty text={t('audit.empty')} />
          ) : (
            <AuditTable entries={entries.data.items} />
          )}
          <AdminPager
            section="audit"
            page={entries.data.page}
            total={entries.data.total}
            pageSize={AUDIT_PAGE_SIZE}
            isFetching={entries.isFetching}
            onPage={setPage}
          />
        </>
      )}
    </>
  )
}
