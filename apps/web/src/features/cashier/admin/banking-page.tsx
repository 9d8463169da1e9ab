import type { PaymentMethod } from '@khela/contracts/cashier'
import { imageUrl } from '@khela/contracts/images'
import { hasPermission } from '@khela/contracts/permissions'
import type { SessionUser } from '@khela/contracts/session'
import { Landmark } from 'lucide-react'
import { useState } from 'react'
import { ListEmpty, ListFailure, ListLoading } from '../../../components/admin/admin-page-states.tsx'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { colorsOn } from '../../../lib/contrast.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { formatMoney } from '../../../lib/money.ts'
import { CashierSettingsSection } from './cashier-settings-form.tsx'
import { useAdminMethods } from './find-admin-methods.ts'
import { MethodEditor } from './method-editor.tsx'

/** /dashboard/settings/banking: the payment methods players deposit and withdraw with, and the cashier's rules. */
export function BankingPage({ viewer }: { viewer: SessionUser }) {
  const { t } = useTranslation('admin')
  const title = t('cashier.methods.pageTitle')
  if (!hasPermission(viewer.role, 'cashier.methods')) {
    return (
      <>
        <PageHeader title={title} icon={Landmark} />
        <EmptyState
          icon={Landmark}
          title={t('cashier.notAllowed.title')}
          body={t('cashier.notAllowed.body')}
        />
      </>
    )
  }
  return (
    <Banking
      canUploadLogo={hasPermission(viewer.role, 'content.write')}
      canEditRules={hasPermission(viewer.role, 'settings.write')}
    />
  )
}

function Banking({ canUploadLogo, canEditRules }: { canUploadLogo: boolean; canEditRules: boolean }) {
  const { t } = useTranslation('admin')
  const methods = useAdminMethods()
  // undefined: closed; null: adding.
  const [editing, setEditing] = useState<PaymentMethod | null | undefined>(undefined)
  const nextPosition = Math.min(
    1000,
    Math.max(0, ...(methods.data ?? []).map((method) => method.position)) + 1,
  )

  return (
    <>
      <PageHeader
        title={t('cashier.methods.pageTitle')}
        icon={Landmark}
        aside={
          methods.isSuccess && (
            <button type="button" onClick={() => setEditing(null)} className={buttonClass('gold', 'sm')}>
              {t('cashier.methods.add')}
            </button>
          )
        }
      />
      <div className="space-y-8">
        <section aria-labelledby="payment-methods" className="space-y-3">
          <h2 id="payment-methods" className="text-base font-bold text-white">
            {t('cashier.methods.title')}
          </h2>
          {methods.isPending ? (
            <ListLoading />
          ) : methods.isError ? (
            <ListFailure
              section="cashier"
              title={t('cashier.methods.loadFailed')}
              error={methods.error}
              onRetry={() => methods.refetch()}
            />
          ) : methods.data.length === 0 ? (
            <ListEmpty text={t('cashier.methods.empty')} />
          ) : (
            <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
              {methods.data.map((method) => (
                <MethodCard key={method.id} method={method} onEdit={() => setEditing(method)} />
              ))}
            </ul>
          )}
        </section>
        <CashierSettingsSection canEdit={canEditRules} />
      </div>
      <MethodEditor
        isOpen={editing !== undefined}
        method={editing ?? null}
        nextPosition={nextPosition}
        canUploadLogo={canUploadLogo}
        onClose={() => setEditing(undefined)}
      />
    </>
  )
}

function MethodCard({ method, onEdit }: { method: PaymentMethod; onEdit: () => void }) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  const money = (amount: number) => formatMoney(amount, method.currency, language)
  const flag = (isOn: boolean, label: string) => (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
        isOn ? 'bg-jade-500/15 text-jade-400' : 'bg-night-700 text-slate-400 line-through'
      }`}
    >
      {label}
    </span>
  )
  return (
    <li
      aria-label={method.name}
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-night-700 bg-night-850 p-4"
      style={{ borderTopColor: method.brandColor, borderTopWidth: 3 }}
    >
      <div className="flex items-center gap-3">
        {method.logo ? (
          <img
            src={imageUrl(method.logo.key, 480)}
            alt=""
            className="h-10 w-16 rounded-md bg-white object-contain p-1"
          />
        ) : (
          <span
            className="grid h-10 w-16 place-items-center rounded-md text-xs font-bold"
            style={colorsOn(method.brandColor)}
          >
            {method.name.slice(0, 6)}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-bold text-white">{method.name}</h3>
          <p className="truncate font-mono text-xs text-slate-500">
            {method.code} · {t(`cashier.gateways.${method.gateway}`)} · #{method.position}
          </p>
        </div>
        <button
          type="button"
          onClick={onEdit}
          aria-label={t('cashier.methods.editNamed', { name: method.name })}
          className={buttonClass('outline', 'sm')}
        >
          {t('cashier.methods.edit')}
        </button>
      </div>
      <p className="flex flex-wrap gap-1.5">
        {flag(method.isDepositEnabled, t('cashier.methods.depositFlag'))}
        {flag(method.isWithdrawalEnabled, t('cashier.methods.withdrawalFlag'))}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
        <dt className="text-slate-500">{t('cashier.methods.presets')}</dt>
        <dd className="text-slate-200 tabular-nums">{method.presetAmounts.map(money).join(', ')}</dd>
        <dt className="text-slate-500">{t('cashier.methods.depositRange')}</dt>
        <dd className="text-slate-200 tabular-nums">
          {money(method.depositLimits.min)} – {money(method.depositLimits.max)}
        </dd>
        <dt className="text-slate-500">{t('cashier.methods.withdrawalRange')}</dt>
        <dd className="text-slate-200 tabular-nums">
          {money(method.withdrawalLimits.min)} – {money(method.withdrawalLimits.max)}
        </dd>
      </dl>
    </li>
  )
}
