import { ChevronDown, LogOut } from 'lucide-react'
import { useCallback, useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { useCashierNotices } from '../../features/cashier/use-cashier-notices.ts'
import { balanceButtonId } from '../../lib/focus.ts'
import { currentLanguage, useTranslation } from '../../lib/i18n.ts'
import { formatMoney } from '../../lib/money.ts'
import { menuItems } from '../../lib/navigation.ts'
import { useDismiss } from '../../lib/use-dismiss.ts'
import { useSignOut } from '../../lib/use-sign-out.ts'
import { useWalletBalance } from '../../lib/wallet-balance.ts'

const accountLinks = [
  { item: menuItems.profile, labelKey: 'header.myProfile' },
  { item: menuItems.bonuses, labelKey: 'bonus.page.myTitle' },
  { item: menuItems.withdrawal, labelKey: 'nav.withdrawal' },
  { item: menuItems.paymentHistory, labelKey: 'nav.paymentHistory' },
  { item: menuItems.rules, labelKey: 'nav.rules' },
] as const

/**
 * What the balance region says: nothing when the balance first arrives, then the new balance each time it changes
 * (a bet, a win, an approved deposit), so a screen reader hears it move.
 */
function useSpokenBalance(cash: number | undefined, balance: string): string {
  const { t } = useTranslation()
  const [lastCash, setLastCash] = useState(cash)
  const [spoken, setSpoken] = useState('')
  if (cash !== lastCash) {
    setLastCash(cash)
    if (lastCash !== undefined && cash !== undefined) setSpoken(t('header.balanceNow', { balance }))
  }
  return spoken
}

/**
 * The signed-in player's balance button and account menu: the real cash balance, with bonus in the menu, kept
 * current by the player's realtime channel (this lazily loaded menu is also where the socket is opened).
 */
export function BalanceMenu() {
  const { t } = useTranslation()
  const [isOpen, setIsOpen] = useState(false)
  const containerRef = useRef<HTMLDivElement>(null)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const menuId = useId()
  const close = useCallback(() => setIsOpen(false), [])
  useDismiss(containerRef, triggerRef, isOpen, close)
  const signOut = useSignOut()
  useCashierNotices()
  const balances = useWalletBalance()
  const language = currentLanguage()
  const money = (amount: number) =>
    balances.data ? formatMoney(amount, balances.data.currency, language) : balances.isError ? '—' : '…'
  const balance = money(balances.data?.cash ?? 0)
  const spokenBalance = useSpokenBalance(balances.data?.cash, balance)

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={triggerRef}
        id={balanceButtonId}
        type="button"
        aria-expanded={isOpen}
        aria-controls={menuId}
        aria-label={t('header.balanceMenu', { balance })}
        onClick={() => setIsOpen((open) => !open)}
        className="flex h-9 items-center gap-1.5 rounded-lg border border-night-600 bg-night-800 px-2.5 text-xs font-bold text-white transition hover:border-gold-500 sm:text-sm"
      >
        {/* A phone's header has room for the sign, not the code, and no arrow: a large balance must still fit. */}
        <span className="tabular-nums sm:hidden">
          {balances.data
            ? formatMoney(balances.data.cash, balances.data.currency, language, 'sign')
            : balance}
        </span>
        <span className="hidden tabular-nums sm:inline">{balance}</span>
        <ChevronDown
          aria-hidden
          size={16}
          className={`hidden transition sm:block ${isOpen ? 'rotate-180' : ''}`}
        />
      </button>
      {/* The button's label is not read out when it changes; this region is, and stays empty until a change. */}
      <p role="status" aria-live="polite" className="sr-only" data-testid="balance-announcement">
        {spokenBalance}
      </p>
      {isOpen && (
        <div
          id={menuId}
          className="absolute right-0 top-11 z-50 w-64 overflow-hidden rounded-xl border border-night-600 bg-night-850 shadow-2xl shadow-black/60"
        >
          <fieldset className="border-b border-night-700 p-3">
            <legend className="sr-only">{t('header.accounts')}</legend>
            <label className="flex cursor-pointer items-center justify-between gap-3 rounded-lg bg-night-800 px-3 py-2.5">
              <span className="flex items-center gap-2.5">
                <input type="radio" name="account" defaultChecked className="size-4 accent-gold-500" />
                <span className="text-sm text-slate-300">{t('header.mainAccount')}</span>
              </span>
              <span className="text-sm font-bold tabular-nums text-gold-300">{balance}</span>
            </label>
            <p className="mt-1.5 flex items-center justify-between gap-3 px-3 py-1.5">
              <span className="text-sm text-slate-400">{t('header.bonusAccount')}</span>
              <span className="text-sm font-bold tabular-nums text-slate-200">
                {money(balances.data?.bonus ?? 0)}
              </span>
            </p>
          </fieldset>
          <ul className="p-1.5">
            {accountLinks.map(({ item, labelKey }) => (
              <li key={item.id}>
                <Link
                  to={item.path}
                  onClick={close}
                  className="flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-semibold uppercase text-slate-200 transition hover:bg-night-700 hover:text-white"
                >
                  <item.icon aria-hidden size={16} className="text-gold-400" />
                  {t(labelKey)}
                </Link>
              </li>
            ))}
            <li className="mt-1 border-t border-night-700 pt-1">
              <button
                type="button"
                disabled={signOut.isPending}
                onClick={() => signOut.mutate(undefined, { onSuccess: close })}
                className="flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-semibold uppercase text-ember-400 transition hover:bg-ember-500/10"
              >
                <LogOut aria-hidden size={16} />
                {t('header.logout')}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  )
}
