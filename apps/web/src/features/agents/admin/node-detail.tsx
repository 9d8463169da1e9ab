import type { AgentNodeDetail } from '@khela/contracts/agents'
import { ContentLoadFailure, ListLoading } from '../../../components/admin/admin-page-states.tsx'
import { formatDateTime } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { formatMoney } from '../../../lib/money.ts'
import { useAgentNode } from './agent-tree-queries.ts'

/** A node's drill-down: its players (first shop deposit at its shops or below) and its float's latest lines. */
export function NodeDetail({ nodeId }: { nodeId: string }) {
  const { t } = useTranslation('admin')
  const detail = useAgentNode(nodeId)
  if (detail.isPending) return <ListLoading />
  if (detail.isError) return <ContentLoadFailure error={detail.error} onRetry={() => detail.refetch()} />
  return (
    <NodeDetailBody detail={detail.data} title={t('agents.detail.title', { name: detail.data.node.name })} />
  )
}

function NodeDetailBody({ detail, title }: { detail: AgentNodeDetail; title: string }) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  const { node } = detail
  return (
    <section aria-label={title} className="mt-6 grid gap-6 lg:grid-cols-2">
      <div>
        <h2 className="mb-2 text-base font-bold text-white">{t('agents.detail.players')}</h2>
        {detail.players.length === 0 ? (
          <p className="text-sm text-slate-400">{t('agents.detail.noPlayers')}</p>
        ) : (
          <ul className="divide-y divide-night-700 rounded-xl border border-night-700 text-sm">
            {detail.players.map((player) => (
              <li key={player.userId} className="flex justify-between px-3 py-2">
                <span className="text-white">{player.name}</span>
                <span className="text-xs text-slate-400">{player.userId}</span>
              </li>
            ))}
          </ul>
        )}
        {node.level === 'shop' && (
          <>
            <h2 className="mt-4 mb-2 text-base font-bold text-white">{t('agents.detail.cashiers')}</h2>
            <ul className="text-sm text-slate-200">
              {detail.cashiers.map((cashier) => (
                <li key={cashier.userId}>{cashier.name}</li>
              ))}
            </ul>
          </>
        )}
      </div>
      <div>
        <h2 className="mb-2 text-base font-bold text-white">{t('agents.detail.ledger')}</h2>
        {detail.ledger.length === 0 ? (
          <p className="text-sm text-slate-400">{t('agents.detail.noLedger')}</p>
        ) : (
          <table className="w-full text-sm">
            <thead className="text-left text-xs uppercase text-slate-400">
              <tr>
                <th className="py-1">{t('agents.detail.when')}</th>
                <th className="py-1">{t('agents.detail.kind')}</th>
                <th className="py-1 text-right">{t('agents.detail.amount')}</th>
                <th className="py-1 text-right">{t('agents.detail.balanceAfter')}</th>
              </tr>
            </thead>
            <tbody>
              {detail.ledger.map((line) => (
                <tr key={line.transferId} className="border-t border-night-700">
                  <td className="py-1">{formatDateTime(line.createdAt, language)}</td>
                  <td className="py-1">{t(`agents.transferKinds.${line.kind}`)}</td>
                  <td className={`py-1 text-right ${line.direction === 'debit' ? 'text-ember-500' : ''}`}>
                    {formatMoney(
                      line.direction === 'debit' ? -line.amount : line.amount,
                      node.currency,
                      language,
                    )}
                  </td>
                  <td className="py-1 text-right">
                    {line.balanceAfter === null
                      ? ''
                      : formatMoney(line.balanceAfter, node.currency, language)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  )
}
