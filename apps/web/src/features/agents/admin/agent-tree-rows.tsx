import type { AgentTreeRow } from '@khela/contracts/agents'
import { ChevronDown, ChevronRight } from 'lucide-react'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { formatMoney } from '../../../lib/money.ts'

type Props = {
  nodes: readonly AgentTreeRow[]
  expanded: ReadonlySet<string>
  selectedId: string | null
  onToggle: (nodeId: string) => void
  onSelect: (node: AgentTreeRow) => void
}

/**
 * The tree as a table whose first cell indents by level: a node's children show while it is expanded. The toggle
 * and the name are buttons, so the tree works from the keyboard (Tab, Enter, Space) and reads out its state
 * (`aria-expanded`).
 */
export function AgentTreeRows({ nodes, expanded, selectedId, onToggle, onSelect }: Props) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  const childrenOf = new Map<string | null, AgentTreeRow[]>()
  const ids = new Set(nodes.map((node) => node.id))
  for (const node of nodes) {
    // A node whose parent the search left out shows at the top.
    const parent = node.parentId && ids.has(node.parentId) ? node.parentId : null
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), node])
  }
  const money = (node: AgentTreeRow, amount: number) => formatMoney(amount, node.currency, language)
  const rows: { node: AgentTreeRow; depth: number }[] = []
  const walk = (parent: string | null, depth: number) => {
    for (const node of childrenOf.get(parent) ?? []) {
      rows.push({ node, depth })
      if (expanded.has(node.id)) walk(node.id, depth + 1)
    }
  }
  walk(null, 0)

  return (
    <div className="overflow-x-auto rounded-xl border border-night-700">
      <table className="w-full min-w-[60rem] text-sm">
        <thead className="bg-night-800 text-left text-xs uppercase text-slate-400">
          <tr>
            <th className="px-3 py-2">{t('agents.columns.name')}</th>
            <th className="px-3 py-2">{t('agents.columns.status')}</th>
            <th className="px-3 py-2 text-right">{t('agents.columns.float')}</th>
            <th className="px-3 py-2 text-right">{t('agents.columns.creditLimit')}</th>
            <th className="px-3 py-2 text-right">{t('agents.columns.deposits')}</th>
            <th className="px-3 py-2 text-right">{t('agents.columns.withdrawalsPaid')}</th>
            <th className="px-3 py-2 text-right">{t('agents.columns.playersWins')}</th>
            <th className="px-3 py-2 text-right">{t('agents.columns.playersLosses')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ node, depth }) => {
            const hasChildren = (childrenOf.get(node.id)?.length ?? 0) > 0
            const isExpanded = expanded.has(node.id)
            return (
              <tr
                key={node.id}
                className={`border-t border-night-700 ${selectedId === node.id ? 'bg-night-700/60' : ''}`}
              >
                <td className="px-3 py-2">
                  <div className="flex items-center gap-1" style={{ paddingLeft: `${depth * 1.25}rem` }}>
                    {hasChildren ? (
                      <button
                        type="button"
                        aria-expanded={isExpanded}
                        aria-label={t(isExpanded ? 'agents.collapse' : 'agents.expand', { name: node.name })}
                        onClick={() => onToggle(node.id)}
                        className="grid size-6 place-items-center rounded text-slate-300 hover:bg-night-700"
                      >
                        {isExpanded ? (
                          <ChevronDown aria-hidden size={16} />
                        ) : (
                          <ChevronRight aria-hidden size={16} />
                        )}
                      </button>
                    ) : (
                      <span className="size-6" />
                    )}
                    <button
                      type="button"
                      onClick={() => onSelect(node)}
                      className="text-left font-semibold text-white hover:text-gold-400"
                    >
                      {node.name}
                    </button>
                    <span className="text-xs text-slate-400">{t(`agents.levels.${node.level}`)}</span>
                  </div>
                </td>
                <td className="px-3 py-2">{t(`agents.statuses.${node.status}`)}</td>
                <td className={`px-3 py-2 text-right ${node.floatBalance < 0 ? 'text-ember-500' : ''}`}>
                  {money(node, node.floatBalance)}
                </td>
                <td className="px-3 py-2 text-right">{money(node, node.creditLimit)}</td>
                <td className="px-3 py-2 text-right">{money(node, node.depositsTotal)}</td>
                <td className="px-3 py-2 text-right">{money(node, node.withdrawalsPaidTotal)}</td>
                <td className="px-3 py-2 text-right">{money(node, node.playersWins)}</td>
                <td className="px-3 py-2 text-right">{money(node, node.playersLosses)}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
