import type { BetView, PublicGameRules } from '@khela/contracts/originals'
import type { ReactNode } from 'react'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { formatMoney } from '../../../lib/money.ts'
import type { GameMode } from './use-game-mode.ts'

/**
 * The page's main button: its label while the request is under way is '…', named for screen readers. While busy
 * it is only marked disabled (aria-disabled) and ignores presses: a disabled button would drop the keyboard's focus
 * to the page after every bet, and Enter or Space on it could not place the next one.
 */
export function BetButton({
  isBusy,
  isDisabled = false,
  label,
}: {
  isBusy: boolean
  isDisabled?: boolean
  label?: string
}) {
  const { t } = useTranslation()
  return (
    <button
      type="submit"
      disabled={isDisabled}
      aria-disabled={isBusy || undefined}
      aria-busy={isBusy}
      aria-label={isBusy ? t('originals.betting') : undefined}
      // A press while busy, or the Enter of an input's implicit submission, is a click on this button: cancelled.
      onClick={(event) => {
        if (isBusy) event.preventDefault()
      }}
      className={`${buttonClass('gold', 'lg')} w-full`}
    >
      {isBusy ? '...' : (label ?? t('originals.bet'))}
    </button>
  )
}

/** A real-money game the operator has switched off says so; demo play goes on. */
export function GameClosedNotice({ rules, mode }: { rules: PublicGameRules; mode: GameMode }) {
  const { t } = useTranslation()
  if (rules.isEnabled || mode === 'demo') return null
  return (
    <p
      role="status"
      className="rounded-lg border border-gold-500/30 bg-gold-500/10 px-3 py-2 text-sm text-gold-300"
    >
      {t('originals.closed')}
    </p>
  )
}

/** One line of figures in the side panel (win chance, multiplier, payout on win). */
export function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 text-sm">
      <dt className="text-slate-400">{label}</dt>
      <dd className="font-bold tabular-nums text-white">{value}</dd>
    </div>
  )
}

/** The settled bet's result and the balance after it, announced to screen readers as it arrives. */
export function BetOutcome({
  bet,
  balance,
  children,
}: {
  bet: BetView | null
  /** The balance the game plays with (cash, or play money) once the bet is settled. */
  balance: number | undefined
  children?: ReactNode
}) {
  const { t } = useTranslation()
  const language = currentLanguage()
  return (
    <p aria-live="polite" data-testid="bet-outcome" className="min-h-10 text-center text-sm font-bold">
      {bet && bet.status !== 'open' && (
        <span className={bet.status === 'won' ? 'text-jade-400' : 'text-slate-300'}>
          {children}{' '}
          {bet.status === 'won'
            ? t('originals.won', { amount: formatMoney(bet.payout, bet.currency, language) })
            : t('originals.lost')}
          {balance !== undefined && (
            <>
              {/* A space, so the sentence and the balance are two words apart in what is read out. */}{' '}
              <span className="block font-semibold text-slate-300">
                {t('originals.balanceAfter', { balance: formatMoney(balance, bet.currency, language) })}
              </span>
            </>
          )}
        </span>
      )}
    </p>
  )
}
