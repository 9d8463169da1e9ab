import type { AdminUserDetails } from '@khela/contracts/admin-users'
import { Wallet } from 'lucide-react'
import { useTranslation } from '../../../lib/i18n.ts'
import { StatusBadge } from './status-badge.tsx'

/**
 * Who this is and what they hold. There is no wallet yet, so the panel names the account's currency and says
 * the balance comes with the wallet, rather than showing a figure that would be made up.
 */
export function UserBalancePanel({ user }: { user: AdminUserDetails }) {
  const { t } = useTranslation('admin')
  const currency = user.playerProfile?.currency
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
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">
            {t('userProfile.balance.label')}
          </p>
          <p className="text-base font-bold text-white">
            {currency ? t('userProfile.balance.currency', { currency }) : t('userProfile.balance.noCurrency')}
          </p>
          <p className="mt-1 text-xs text-slate-400">{t('userProfile.balance.comesWithWallet')}</p>
        </div>
      </div>
    </section>
  )
}
