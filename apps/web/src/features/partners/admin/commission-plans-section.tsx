import type { CommissionPlan } from '@khela/contracts/commissions'
import { useId, useState } from 'react'
import { ContentLoadFailure, ListLoading } from '../../../components/admin/admin-page-states.tsx'
import { formatBasisPoints } from '../../../components/admin/basis-points.ts'
import { DataTable } from '../../../components/admin/data-table.tsx'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { focusWhenReady } from '../../../lib/focus.ts'
import { formatNumber } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { formatMoney } from '../../../lib/money.ts'
import { CommissionPlanForm } from './commission-plan-form.tsx'
import { useCommissionPlans } from './commissions-admin-api.ts'

/** The plans, and the form for a new one or for one's new terms. */
export function CommissionPlansSection({ mayManage }: { mayManage: boolean }) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  const plans = useCommissionPlans()
  const headingId = useId()
  const formTitleId = useId()
  const [editing, setEditing] = useState<{ plan: CommissionPlan | null } | null>(null)
  const edit = (plan: CommissionPlan | null) => {
    setEditing({ plan })
    focusWhenReady(() => document.getElementById(formTitleId))
  }
  const bands = (plan: CommissionPlan) =>
    plan.tiers
      .map((tier) =>
        t('commission.plans.band', {
          from: formatMoney(tier.fromNgr, plan.currency, language),
          rate: formatBasisPoints(tier.rateBp, language),
        }),
      )
      .join('; ')
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-base font-bold text-white">
          {t('commission.plans.title')}
        </h2>
        {mayManage && (
          <button type="button" onClick={() => edit(null)} className={buttonClass('gold', 'sm')}>
            {t('commission.plans.new')}
          </button>
        )}
      </div>
      {plans.isPending ? (
        <ListLoading />
      ) : plans.isError ? (
        <ContentLoadFailure error={plans.error} onRetry={() => plans.refetch()} />
      ) : (
        <DataTable
          label={t('commission.plans.title')}
          caption="screen-reader"
          columns={[
            {
              id: 'name',
              header: t('commission.plans.name'),
              isRowHeader: true,
              wraps: true,
              className: 'min-w-40',
              cell: (plan) => plan.name,
            },
            {
              id: 'kind',
              header: t('commission.plans.kind'),
              cell: (plan) => t(`commission.kinds.${plan.kind}`),
            },
            { id: 'currency', header: t('commission.plans.currency'), cell: (plan) => plan.currency },
            {
              id: 'tiers',
              header: t('commission.plans.tiers'),
              wraps: true,
              className: 'min-w-64',
              cell: bands,
            },
            {
              id: 'cpa',
              header: t('commission.plans.cpaAmount'),
              isNumeric: true,
              cell: (plan) => formatMoney(plan.cpaAmount, plan.currency, language),
            },
            {
              id: 'threshold',
              header: t('commission.plans.minActivePlayers'),
              isNumeric: true,
              cell: (plan) => formatNumber(plan.minActivePlayers, language),
            },
            {
              id: 'override',
              header: t('commission.plans.subAffiliateOverrideBp'),
              isNumeric: true,
              cell: (plan) => formatBasisPoints(plan.subAffiliateOverrideBp, language),
            },
            {
              id: 'affiliates',
              header: t('commission.plans.affiliates'),
              isNumeric: true,
              cell: (plan) => formatNumber(plan.affiliates, language),
            },
            {
              id: 'actions',
              header: <span className="sr-only">{t('commission.plans.actions')}</span>,
              cell: (plan) =>
                mayManage ? (
                  <button
                    type="button"
                    onClick={() => edit(plan)}
                    aria-label={t('commission.plans.editOne', { name: plan.name })}
                    className={buttonClass('outline', 'sm')}
                  >
                    {t('commission.plans.edit')}
                  </button>
                ) : null,
            },
          ]}
          rows={plans.data.plans}
          rowKey={(plan) => plan.id}
          empty={t('commission.plans.empty')}
          minWidthClass="min-w-[80rem]"
        />
      )}
      {editing && (
        <CommissionPlanForm
          key={editing.plan?.id ?? 'new'}
          plan={editing.plan}
          titleId={formTitleId}
          onDone={() => {
            setEditing(null)
            focusWhenReady(() => document.getElementById(headingId))
          }}
        />
      )}
    </section>
  )
}
