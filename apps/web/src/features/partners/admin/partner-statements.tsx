import { queryOptions, useQuery } from '@tanstack/react-query'
import { CommissionStatementsPanel } from '../../../components/admin/commission-statements-panel.tsx'
import { api } from '../../../lib/endpoint.ts'
import * as adminCommissionsApi from '../../../lib/endpoints/admin/commissions.ts'
import * as partnersApi from '../../../lib/endpoints/partners.ts'
import { useTranslation } from '../../../lib/i18n.ts'
import type { PortalSubject } from './partners-admin-api.ts'

const statementsKey = (subject: PortalSubject) =>
  ['partners', subject.kind === 'own' ? 'own' : subject.affiliateId, 'statements'] as const

function statementQuery(subject: PortalSubject) {
  return (statementId: string) =>
    queryOptions({
      queryKey: [...statementsKey(subject), statementId],
      queryFn: ({ signal }) =>
        subject.kind === 'own'
          ? api(partnersApi.statement, { params: { id: statementId }, signal })
          : api(adminCommissionsApi.statement, { params: { id: statementId }, signal }),
      meta: { showsOwnError: true },
    })
}

/** The affiliate's commission statements, newest first: its own in the portal, or one affiliate's as staff read them. */
export function PartnerStatements({ subject }: { subject: PortalSubject }) {
  const { t } = useTranslation('admin')
  const list = useQuery({
    queryKey: statementsKey(subject),
    queryFn: ({ signal }) =>
      subject.kind === 'own'
        ? api(partnersApi.statements, { signal })
        : api(adminCommissionsApi.statements, {
            query: { partnerKind: 'affiliate', partnerId: subject.affiliateId },
            signal,
          }),
    meta: { showsOwnError: true },
  })
  return (
    <CommissionStatementsPanel
      title={t('commissionStatement.listTitle')}
      list={list}
      statementQuery={statementQuery(subject)}
    />
  )
}
