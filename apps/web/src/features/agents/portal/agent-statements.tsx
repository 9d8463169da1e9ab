import { queryOptions, useQuery } from '@tanstack/react-query'
import { CommissionStatementsPanel } from '../../../components/admin/commission-statements-panel.tsx'
import { api } from '../../../lib/endpoint.ts'
import * as agentsApi from '../../../lib/endpoints/agents.ts'
import { useTranslation } from '../../../lib/i18n.ts'

const statementsKey = ['partner', 'statements'] as const

const statementQuery = (statementId: string) =>
  queryOptions({
    queryKey: [...statementsKey, statementId],
    queryFn: ({ signal }) => api(agentsApi.statement, { params: { id: statementId }, signal }),
    meta: { showsOwnError: true },
  })

/** The signed-in agent's commission statements (its node's), newest first, each opened with every line. */
export function AgentStatements() {
  const { t } = useTranslation('admin')
  const list = useQuery({
    queryKey: statementsKey,
    queryFn: ({ signal }) => api(agentsApi.statements, { signal }),
    meta: { showsOwnError: true },
  })
  return (
    <div className="mt-8">
      <CommissionStatementsPanel
        title={t('commissionStatement.listTitle')}
        list={list}
        statementQuery={statementQuery}
      />
    </div>
  )
}
