import { queryOptions, useQuery } from '@tanstack/react-query'
import { CommissionStatementsPanel } from '../../../components/admin/commission-statements-panel.tsx'
import { api } from '../../../lib/endpoint.ts'
import * as commissionsApi from '../../../lib/endpoints/admin/commissions.ts'
import { useTranslation } from '../../../lib/i18n.ts'

const statementsKey = ['admin', 'partners', 'commissions', 'statements'] as const

const statementQuery = (statementId: string) =>
  queryOptions({
    queryKey: [...statementsKey, 'one', statementId],
    queryFn: ({ signal }) => api(commissionsApi.statement, { params: { id: statementId }, signal }),
    meta: { showsOwnError: true },
  })

/** A node's commission statements (its products' percentages), for staff who read partners. */
export function NodeStatements({ nodeId }: { nodeId: string }) {
  const { t } = useTranslation('admin')
  const filter = { partnerKind: 'agent', partnerId: nodeId } as const
  const list = useQuery({
    queryKey: [...statementsKey, filter],
    queryFn: ({ signal }) => api(commissionsApi.statements, { query: filter, signal }),
    meta: { showsOwnError: true },
  })
  return (
    <div className="mt-6">
      <CommissionStatementsPanel
        title={t('commissionStatement.listTitle')}
        list={list}
        statementQuery={statementQuery}
      />
    </div>
  )
}
