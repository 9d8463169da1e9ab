import type { AdminUserDetails } from '@khela/contracts/admin-users'
import { hasPermission } from '@khela/contracts/permissions'
import type { SessionUser } from '@khela/contracts/session'
import { Wallet } from 'lucide-react'
import { useState } from 'react'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { formatMoney } from '../../../lib/money.ts'
import { AdjustmentDialog } from './adjustment-dialog.tsx'
import { StatusBadge } from './status-badge.tsx'
import { useUserBalances } from './user-wallet-queries.ts'

/**
 * Who this is and what they hold: cash, bonus and the amount held for pending withdrawals. Staff with
 * `wallet.adjust` can correct the cash from here.
 */
export function UserBalancePanel({ user, viewer }: { user: AdminUserDetails; viewer: SessionUser }) {
  const { t } = useTranslation('admin')
  const [isAdjusting, setIsAdjusting] = useState(false)
  const canAdjust = user.playerProfile !== null && hasPermission(viewer.role, 'wallet.adjust')
  return (
    <section
      aria-label={t('userProfile.balance.label')}
      className="grid gap-4 rounded-xl border border-night-700 bg-linear-to-br from-night-800 to-night-850 p-4 sm:grid-cols-2"
    >
      <div className="min-w-0">
        <h2 className="truncate text-lg font-bold text-white">{user.name}</h2>
        <p className="truncate text-sm text-slate-400">{user.email}</p>
        <p className="mt-2 flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-night-700 px-2 py-0.5 text-xs font-semibold text-gold-300">
            {t(`roles.${user.role}`)}
          </span>
          <StatusBadge isBanned={user.isBanned} />
        </p>
      </div>
      <div className="flex items-start gap-3 rounded-lg border border-night-600 bg-night-900/60 p-3">
        <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-gold-500/15 text-gold-400">
          <Wallet aria-hidden size={18} />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">
            {t('userProfile.balance.label')}
          </p>
          {user.playerProfile ? (
            <Balances userId={user.id} />
          ) : (
            <p className="text-base font-bold text-white">{t('userProfile.balance.noCurrency')}</p>
          )}
          {canAdjust && (
            <button
              type="button"
              onClick={() => setIsAdjusting(true)}
              className={`${buttonClass('outline', 'sm')} mt-3`}
            >
              {t('userWallet.adjust.action')}
            </button>
          )}
        </div>
      </div>
      {canAdjust && (
        <AdjustmentDialog user={user} isOpen={isAdjusting} onClose={() => setIsAdjusting(false)} />
      )}
    </section>
  )
}

function Balances({ userId }: { userId: string }) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  const balances = useUserBalances(userId, true)
  if (balances.isPending) {
    return (
      <p role="status" className="text-sm text-slate-400">
        {t('loading')}
      </p>
    )
  }
  if (balances.isError) {
    return (
      <p role="alert" className="text-sm text-ember-500">
        {t('userWallet.balancesFailed')}{' '}
        <button type="button" onClick={() => balances.refetch()} className="underline hover:text-white">
          {t('cashier.retry')}
        </button>
      </p>
    )
  }
  const { currency, cash, bonus, onHold } = balances.data
  const figures = [
    ['cash', cash],
    ['bonus', bonus],
    ['onHold', onHold],
  ] as const
  return (
    <dl className="mt-1 grid grid-cols-3 gap-2">
      {figures.map(([name, amount]) => (
        <div key={name} className="min-w-0">
          <dt className="text-xs text-slate-400">{t(`userWallet.balances.${name}`)}</dt>
          <dd className="truncate text-sm font-bold tabular-nums text-white sm:text-base">
            {formatMoney(amount, currency, language)}
          </dd>
        </div>
      ))}
    </dl>
  )
}
