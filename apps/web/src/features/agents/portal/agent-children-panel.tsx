import type { AgentNode, AgentTreeRow } from '@khela/contracts/agents'
import { useState } from 'react'
import { ContentLoadFailure, ListLoading } from '../../../components/admin/admin-page-states.tsx'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { formatMoney } from '../../../lib/money.ts'
import { MoveFloatDialog } from '../admin/move-float-dialog.tsx'
import { useAgentChildren, usePartnerMoveFloat } from './portal-queries.ts'

/** An agent's own node and its children with their floats, and the move-float action for each child. */
export function AgentChildrenPanel({ node }: { node: AgentNode }) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  const tree = useAgentChildren(true)
  const move = usePartnerMoveFloat()
  const [moving, setMoving] = useState<AgentTreeRow | null>(null)
  const money = (amount: number) => formatMoney(amount, node.currency, language)
  if (tree.isPending) return <ListLoading />
  if (tree.isError) return <ContentLoadFailure error={tree.error} onRetry={() => tree.refetch()} />
  const own = tree.data.nodes.find((row) => row.id === node.id)
  const children = tree.data.nodes.filter((row) => row.parentId === node.id)
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-300">
        {t('partnerPortal.agent', {
          name: node.name,
          float: money(own?.floatBalance ?? node.floatBalance),
          limit: money(node.creditLimit),
        })}
      </p>
      <ul className="divide-y divide-night-700 rounded-xl border border-night-700">
        {children.map((child) => (
          <li key={child.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
            <span>
              <span className="font-semibold text-white">{child.name}</span>{' '}
              <span className="text-slate-400">
                {t(`agents.levels.${child.level}`)} · {t(`agents.statuses.${child.status}`)}
              </span>
            </span>
            <span className="flex items-center gap-3">
              <span className={child.floatBalance < 0 ? 'text-ember-500' : 'text-white'}>
                {money(child.floatBalance)}
              </span>
              <button
                type="button"
                aria-label={t('agents.move.openFor', { name: child.name })}
                onClick={() => setMoving(child)}
                className={buttonClass('ghost')}
              >
                {t('agents.move.open')}
              </button>
            </span>
          </li>
        ))}
      </ul>
      <MoveFloatDialog
        node={moving}
        move={(input) => move.mutateAsync(input)}
        isPending={move.isPending}
        onDone={() => setMoving(null)}
      />
    </div>
  )
}
