import type { BetView, PublicGameRules } from '@khela/contracts/originals'
import type { ReactNode } from 'react'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { formatMoney } from '../../../lib/money.ts'
import type { GameMode } from './use-game-mode.ts'

/** The page's main button: its label while the request is under way is '…', named for screen readers. */
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
      disabled={isBusy || isDisabled}
      aria-busy={isBusy}
      aria-label={isBusy ? t('originals.betting') : undefined}
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

/** The settled bet's result, announced to screen readers as it arrives. */
export function BetOutcome({ bet, children }: { bet: BetView | null; children?: ReactNode }) {
  const { t } = useTranslation()
  const language = currentLanguage()
  return (
    <p aria-live="polite" data-testid="bet-outcome" className="min-h-6 text-center text-sm font-bold">
      {bet && bet.status !== 'open' && (
        <span className={bet.status === 'won' ? 'text-jade-400' : 'text-slate-300'}>
          {children}{' '}
          {bet.status === 'won'
            ? t('originals.won', { amount: formatMoney(bet.payout, bet.currency, language) })
            : t('originals.lost')}
        </span>
      )}
    </p>
  )
}
