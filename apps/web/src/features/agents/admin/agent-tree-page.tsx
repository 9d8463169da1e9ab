import type { AgentTreeRow } from '@khela/contracts/agents'
import { hasPermission } from '@khela/contracts/permissions'
import type { SessionUser } from '@khela/contracts/session'
import { Network } from 'lucide-react'
import { useState } from 'react'
import { ContentLoadFailure, ListEmpty, ListLoading } from '../../../components/admin/admin-page-states.tsx'
import {
  type AdjustmentTarget,
  CommissionAdjustmentDialog,
} from '../../../components/admin/commission-adjustment-dialog.tsx'
import { CommissionAdjustmentsList } from '../../../components/admin/commission-adjustments-list.tsx'
import { SearchFilterField } from '../../../components/admin/filter-fields.tsx'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { DateRangeFields } from '../../../components/ui/filter-fields.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { useTranslation } from '../../../lib/i18n.ts'
import { type TreeFilter, useAgentTree, useMoveFloat, useUpdateAgentNode } from './agent-tree-queries.ts'
import { AgentTreeRows } from './agent-tree-rows.tsx'
import { CreateNodeDialog } from './create-node-dialog.tsx'
import { EditNodeDialog } from './edit-node-dialog.tsx'
import { MoveFloatDialog } from './move-float-dialog.tsx'
import { NodeDetail } from './node-detail.tsx'
import { NodeStatements } from './node-statements.tsx'

/** /dashboard/agenttree: the retail agent network with floats, limits and its shops' totals (issue 20). */
export function AgentTreePage({ viewer }: { viewer: SessionUser }) {
  const { t } = useTranslation('admin')
  if (!hasPermission(viewer.role, 'agents.read')) {
    return (
      <>
        <PageHeader title={t('agents.title')} icon={Network} />
        <EmptyState icon={Network} title={t('agents.notAllowed.title')} body={t('agents.notAllowed.body')} />
      </>
    )
  }
  return (
    <AgentTree
      canManage={hasPermission(viewer.role, 'agents.manage')}
      mayReadCommission={hasPermission(viewer.role, 'partners.read')}
      mayAdjustCommission={hasPermission(viewer.role, 'partners.manage')}
    />
  )
}

function AgentTree({
  canManage,
  mayReadCommission,
  mayAdjustCommission,
}: {
  canManage: boolean
  mayReadCommission: boolean
  mayAdjustCommission: boolean
}) {
  const { t } = useTranslation('admin')
  const [filter, setFilter] = useState<TreeFilter>({})
  const tree = useAgentTree(filter)
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set())
  const [selected, setSelected] = useState<AgentTreeRow | null>(null)
  const [creatingUnder, setCreatingUnder] = useState<AgentTreeRow | null | undefined>(undefined)
  const [moving, setMoving] = useState<AgentTreeRow | null>(null)
  const [editing, setEditing] = useState<AgentTreeRow | null>(null)
  const [adjusting, setAdjusting] = useState<AdjustmentTarget | null>(null)
  const moveFloat = useMoveFloat()
  const update = useUpdateAgentNode()
  // A search shows every match with the nodes above it, all open.
  const shown = filter.search ? new Set(tree.data?.nodes.map((node) => node.id)) : expanded
  const toggle = (nodeId: string) =>
    setExpanded((current) => {
      const next = new Set(current)
      if (!next.delete(nodeId)) next.add(nodeId)
      return next
    })

  return (
    <>
      <PageHeader
        title={t('agents.title')}
        icon={Network}
        aside={
          canManage && (
            <button type="button" onClick={() => setCreatingUnder(null)} className={buttonClass('gold')}>
              {t('agents.create.superAgent')}
            </button>
          )
        }
      />
      <p className="mb-4 text-sm text-slate-400">{t('agents.intro')}</p>
      <div className="mb-4 grid gap-3 sm:grid-cols-3">
        <SearchFilterField
          id="agent-tree"
          name="search"
          label={t('agents.search')}
          placeholder={t('agents.search')}
          value={filter.search ?? ''}
          maxLength={100}
          hasIcon
          onChange={(search) => setFilter((current) => ({ ...current, search: search || undefined }))}
        />
        <DateRangeFields
          id="agent-tree"
          from={filter.from ?? ''}
          to={filter.to ?? ''}
          labels={{ from: t('agents.from'), to: t('agents.to') }}
          isBounded
          onChange={(key, value) => setFilter((current) => ({ ...current, [key]: value || undefined }))}
        />
      </div>
      {tree.isPending ? (
        <ListLoading />
      ) : tree.isError ? (
        <ContentLoadFailure error={tree.error} onRetry={() => tree.refetch()} />
      ) : tree.data.nodes.length === 0 ? (
        <ListEmpty text={t('agents.empty')} />
      ) : (
        <AgentTreeRows
          nodes={tree.data.nodes}
          expanded={shown}
          selectedId={selected?.id ?? null}
          onToggle={toggle}
          onSelect={setSelected}
        />
      )}
      {selected && (
        <section className="mt-6 rounded-xl border border-night-700 p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="text-lg font-bold text-white">{selected.name}</h2>
            {(canManage || mayAdjustCommission) && (
              <div className="flex flex-wrap gap-2">
                {mayAdjustCommission && (
                  <button
                    type="button"
                    onClick={() =>
                      setAdjusting({
                        partnerKind: 'agent',
                        partnerId: selected.id,
                        name: selected.name,
                        currency: selected.currency,
                      })
                    }
                    className={buttonClass('ghost')}
                  >
                    {t('commissionAdjustment.open')}
                  </button>
                )}
                {canManage && (
                  <>
                    <button type="button" onClick={() => setMoving(selected)} className={buttonClass('gold')}>
                      {t('agents.move.open')}
                    </button>
                    <button
                      type="button"
                      onClick={() => setEditing(selected)}
                      className={buttonClass('ghost')}
                    >
                      {t('agents.edit.open')}
                    </button>
                    {selected.level !== 'shop' && (
                      <button
                        type="button"
                        onClick={() => setCreatingUnder(selected)}
                        className={buttonClass('ghost')}
                      >
                        {t('agents.create.child')}
                      </button>
                    )}
                    <button
                      type="button"
                      disabled={update.isPending}
                      onClick={() =>
                        update.mutate(
                          {
                            id: selected.id,
                            input: { status: selected.status === 'active' ? 'suspended' : 'active' },
                          },
                          { onSuccess: (updated) => setSelected({ ...selected, status: updated.status }) },
                        )
                      }
                      className={buttonClass('ghost')}
                    >
                      {t(selected.status === 'active' ? 'agents.suspend' : 'agents.reactivate')}
                    </button>
                  </>
                )}
              </div>
            )}
          </div>
          <NodeDetail nodeId={selected.id} />
          {mayReadCommission && (
            <>
              <NodeStatements key={selected.id} nodeId={selected.id} />
              <div className="mt-6">
                <CommissionAdjustmentsList key={selected.id} partnerKind="agent" partnerId={selected.id} />
              </div>
            </>
          )}
        </section>
      )}
      <CreateNodeDialog
        parent={creatingUnder ?? null}
        isOpen={creatingUnder !== undefined}
        onDone={() => setCreatingUnder(undefined)}
      />
      <MoveFloatDialog
        node={moving}
        move={(input) => moveFloat.mutateAsync(input)}
        isPending={moveFloat.isPending}
        onDone={() => setMoving(null)}
      />
      <EditNodeDialog
        node={editing}
        onDone={(updated) => {
          setEditing(null)
          if (updated) setSelected(updated)
        }}
      />
      <CommissionAdjustmentDialog target={adjusting} onClose={() => setAdjusting(null)} />
    </>
  )
}
