import type { PartnerKind } from '@khela/contracts/commissions'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../lib/endpoint.ts'
import * as commissionsApi from '../../lib/endpoints/admin/commissions.ts'
import { formatDateTime } from '../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../lib/i18n.ts'
import { formatMoney } from '../../lib/money.ts'
import { ContentLoadFailure, ListLoading } from './admin-page-states.tsx'
import { DataTable } from './data-table.tsx'

/**
 * A partner's commission adjustments, staff's corrections and shortfalls held back, newest first: each waits for the
 * partner's next statement, which takes it.
 */
export function CommissionAdjustmentsList({
  partnerKind,
  partnerId,
}: {
  partnerKind: PartnerKind
  partnerId: string
}) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  const query = { partnerKind, partnerId }
  const adjustments = useQuery({
    queryKey: ['admin', 'partners', 'commissions', 'adjustments', query],
    queryFn: ({ signal }) => api(commissionsApi.adjustments, { query, signal }),
    meta: { showsOwnError: true },
  })
  if (adjustments.isPending) return <ListLoading />
  if (adjustments.isError)
    return <ContentLoadFailure error={adjustments.error} onRetry={() => adjustments.refetch()} />
  return (
    <DataTable
      label={t('commissionAdjustment.listTitle')}
      caption="visible"
      columns={[
        {
          id: 'reason',
          header: t('commissionStatement.columns.reason'),
          isRowHeader: true,
          wraps: true,
          className: 'min-w-64',
          cell: (row) => (row.isShortfall ? t('commissionAdjustment.shortfall') : row.reason),
        },
        {
          id: 'createdAt',
          header: t('commissionStatement.columns.createdAt'),
          cell: (row) => formatDateTime(row.createdAt, language),
        },
        {
          id: 'amount',
          header: t('commissionStatement.columns.amount'),
          isNumeric: true,
          cell: (row) => formatMoney(row.amount, row.currency, language),
        },
        {
          id: 'state',
          header: t('commissionAdjustment.state'),
          cell: (row) =>
            t(row.statementId === null ? 'commissionAdjustment.waiting' : 'commissionAdjustment.taken'),
        },
      ]}
      rows={adjustments.data.adjustments}
      rowKey={(row) => row.id}
      empty={t('commissionAdjustment.none')}
      minWidthClass="min-w-[48rem]"
    />
  )
}
