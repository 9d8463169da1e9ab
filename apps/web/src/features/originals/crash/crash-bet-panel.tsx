import { payoutMinor } from '@khela/contracts/fairness'
import type { CrashEvent, PublicGameRules } from '@khela/contracts/originals'
import { type RefObject, useEffect, useId, useRef, useState } from 'react'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { inputClass } from '../../../components/ui/form-field.tsx'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { formatMoney } from '../../../lib/money.ts'
import { DemoFundsError } from '../shared/demo-wallet.ts'
import { formatMultiplier } from '../shared/format-multiplier.ts'
import { betFailure } from '../shared/originals-error-text.ts'
import { StakeInput, useStake } from '../shared/stake-input.tsx'
import type { GameMode } from '../shared/use-game-mode.ts'
import { parseAutoCashout } from './auto-cashout.ts'
import type { CrashFrames } from './crash-frames.ts'
import type { CrashRound } from './crash-round.ts'
import { useSlotBet } from './use-slot-bet.ts'

interface CrashBetPanelProps {
  slot: 0 | 1
  mode: GameMode
  round: CrashRound | null
  frames: CrashFrames
  lastTick: RefObject<Extract<CrashEvent, { type: 'tick' }> | null>
  rules: PublicGameRules
  /** The balance the stake is checked against (cash, or play money). */
  balance: number | undefined
}

/**
 * One of the two bets a player may have in a round: the stake and an optional auto cash-out, Bet while the round
 * takes bets, then Cash out (with the payout at the multiplier now) while it flies, and how the bet ended.
 */
export function CrashBetPanel({ slot, mode, round, frames, lastTick, rules, balance }: CrashBetPanelProps) {
  const { t } = useTranslation()
  const language = currentLanguage()
  const headingId = useId()
  const autoId = useId()
  const stake = useStake(rules, balance)
  const [isAuto, setIsAuto] = useState(false)
  const [autoText, setAutoText] = useState('2.00')
  const [autoError, setAutoError] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [isPending, setIsPending] = useState(false)
  const { bet, place, cashOut } = useSlotBet({ slot, mode, round, frames, lastTick })
  const livePayout = useRef<HTMLSpanElement>(null)
  const money = (amount: number) => formatMoney(amount, rules.currency, language)
  const moneyRef = useRef(money)
  moneyRef.current = money

  const isInRound = bet !== null && bet.roundId === round?.roundId
  const isOpen = isInRound && bet.status === 'open'
  const canBet = round?.phase === 'betting' && !isOpen && rules.isEnabled
  const canCashOut = isOpen && round?.phase === 'running'

  // The payout on the Cash out button follows the multiplier every frame, written straight to the DOM.
  useEffect(() => {
    if (!canCashOut || !bet) return
    return frames.subscribe((view) => {
      if (view.phase !== 'running' || !livePayout.current) return
      const text = moneyRef.current(payoutMinor(bet.stake, view.multiplier))
      if (livePayout.current.textContent !== text) livePayout.current.textContent = text
    })
  }, [canCashOut, bet, frames])

  const submitBet = async () => {
    setFailure(null)
    const amount = stake.check()
    const auto = isAuto ? parseAutoCashout(autoText) : null
    setAutoError(auto && 'problem' in auto ? auto.problem : null)
    if (amount === null || (auto && 'problem' in auto)) return
    setIsPending(true)
    try {
      await place(amount, auto ? auto.value : null)
    } catch (error) {
      if (error instanceof DemoFundsError) stake.setErrorCode('INSUFFICIENT_FUNDS')
      else {
        const found = betFailure(error, ['stake', 'autoCashout'] as const)
        if ('message' in found) setFailure(found.message)
        else if (found.field === 'stake') stake.setErrorCode(found.code)
        else setAutoError('AUTO_CASHOUT_OUT_OF_RANGE')
      }
    } finally {
      setIsPending(false)
    }
  }

  const submitCashOut = async () => {
    setFailure(null)
    setIsPending(true)
    try {
      await cashOut()
    } catch (error) {
      const found = betFailure(error, [])
      setFailure('message' in found ? found.message : null)
    } finally {
      setIsPending(false)
    }
  }

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-xl border border-night-700 bg-night-900 p-3"
    >
      <h2 id={headingId} className="text-sm font-bold text-white">
        {t('crash.panel.title', { number: slot + 1 })}
      </h2>
      <StakeInput state={stake} rules={rules} balance={balance} isDisabled={isOpen} />
      <div className="flex flex-wrap items-center gap-2">
        <label className="flex items-center gap-2 text-xs font-semibold text-slate-300">
          <input
            type="checkbox"
            checked={isAuto}
            disabled={isOpen}
            onChange={(event) => setIsAuto(event.target.checked)}
            className="size-4 accent-gold-500"
          />
          {t('crash.panel.auto')}
        </label>
        {isAuto && (
          <>
            <label htmlFor={autoId} className="sr-only">
              {t('crash.panel.autoAt')}
            </label>
            <input
              id={autoId}
              value={autoText}
              onChange={(event) => {
                setAutoText(event.target.value)
                setAutoError(null)
              }}
              disabled={isOpen}
              inputMode="decimal"
              autoComplete="off"
              aria-invalid={Boolean(autoError)}
              className={`${inputClass} h-9 w-24 tabular-nums`}
            />
          </>
        )}
        {autoError && (
          <p className="w-full text-xs font-medium text-ember-500">{t(`crash.errors.${autoError}`)}</p>
        )}
      </div>
      {/* One button that changes its job, marked disabled (aria-disabled) rather than disabled while it cannot act:
          a disabled button drops the keyboard's focus, so Enter on Bet and then on Cash out would not work. */}
      {canCashOut ? (
        <button
          type="button"
          aria-disabled={isPending || undefined}
          onClick={() => {
            if (!isPending) void submitCashOut()
          }}
          className={`${buttonClass('jade', 'lg')} w-full`}
        >
          {t('crash.panel.cashOut')} <span ref={livePayout} className="tabular-nums" />
        </button>
      ) : isOpen ? (
        <button type="button" aria-disabled className={`${buttonClass('outline', 'lg')} w-full`}>
          {t('crash.panel.waitingForTakeOff')}
        </button>
      ) : (
        <button
          type="button"
          aria-disabled={!canBet || isPending || undefined}
          onClick={() => {
            if (canBet && !isPending) void submitBet()
          }}
          className={`${buttonClass('gold', 'lg')} w-full`}
        >
          {isPending ? t('originals.betting') : t('originals.bet')}
        </button>
      )}
      {!canBet && !isOpen && round && rules.isEnabled && (
        <p className="text-center text-xs text-slate-400">{t('crash.panel.waitNextRound')}</p>
      )}
      {!rules.isEnabled && <p className="text-center text-xs text-slate-400">{t('originals.closed')}</p>}
      {failure && (
        <p role="alert" className="text-sm font-medium text-ember-500">
          {failure}
        </p>
      )}
      {isInRound && bet.status !== 'open' && (
        <p
          role="status"
          className={bet.status === 'won' ? 'text-sm font-bold text-emerald-300' : 'text-sm text-slate-400'}
        >
          {bet.status === 'won'
            ? t('crash.panel.won', {
                multiplier: formatMultiplier(bet.cashedOutAt ?? 0),
                amount: money(bet.payout),
              })
            : bet.status === 'lost'
              ? t('crash.panel.lost', { multiplier: formatMultiplier(round?.crashPoint ?? 0) })
              : t('crash.panel.refunded')}
          {balance !== undefined && (
            <>
              {/* A space, so the sentence and the balance are two words apart in what is read out. */}{' '}
              <span className="block text-slate-300">
                {t('originals.balanceAfter', { balance: money(balance) })}
              </span>
            </>
          )}
        </p>
      )}
    </section>
  )
}
