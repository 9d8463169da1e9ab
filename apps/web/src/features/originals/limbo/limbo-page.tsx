import { payoutMinor } from '@khela/contracts/fairness'
import type { BetView } from '@khela/contracts/originals'
import { Rocket } from 'lucide-react'
import { type FormEvent, useRef, useState } from 'react'
import { FormFailure } from '../../../components/ui/form-failure.tsx'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { formatMoney } from '../../../lib/money.ts'
import { BetButton, BetOutcome, Figure, GameClosedNotice } from '../shared/bet-controls.tsx'
import { BetsAndSeeds } from '../shared/bets-and-seeds.tsx'
import { formatChance, formatMultiplier } from '../shared/format-multiplier.ts'
import { GameLayout } from '../shared/game-layout.tsx'
import { placeLimboBet } from '../shared/originals-api.ts'
import { betFailure, originalsFieldText } from '../shared/originals-error-text.ts'
import { RealMoneyGate } from '../shared/real-money-gate.tsx'
import { StakeInput, useStake } from '../shared/stake-input.tsx'
import { type GameMode, useGameMode } from '../shared/use-game-mode.ts'
import { useInstantBet } from '../shared/use-instant-bet.ts'
import { useOriginalsRules } from '../shared/use-originals-rules.ts'
import { usePlayAnimation } from '../shared/use-play-animation.ts'
import { usePlayBalance } from '../shared/use-play-balance.ts'
import { limboWinChance, parseLimboTarget } from './limbo-target.ts'

/** `/games/limbo`: pick a target multiplier; the bet wins when the result reaches it. */
export function LimboPage() {
  const mode = useGameMode()
  const { t } = useTranslation()
  if (mode === 'demo') return <LimboGame mode="demo" />
  return (
    <RealMoneyGate title={t('originals.limbo.title')}>
      <LimboGame mode="real" />
    </RealMoneyGate>
  )
}

const riseIn: Keyframe[] = [
  { transform: 'translateY(1.5rem) scale(0.8)', opacity: 0 },
  { transform: 'none', opacity: 1 },
]

function LimboGame({ mode }: { mode: GameMode }) {
  const { t } = useTranslation()
  const language = currentLanguage()
  const { rules } = useOriginalsRules('limbo')
  const balance = usePlayBalance(mode)
  const stake = useStake(rules, balance)
  const [targetText, setTargetText] = useState('2.00')
  const [targetError, setTargetError] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [isBusy, setIsBusy] = useState(false)
  const [lastBet, setLastBet] = useState<BetView | null>(null)
  const place = useInstantBet<{ game: 'limbo'; input: { stake: number; target: number } }>(
    mode,
    rules,
    placeLimboBet,
  )
  const target = parseLimboTarget(targetText)
  const money = (amount: number) => formatMoney(amount, rules.currency, language)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setFailure(null)
    const amount = stake.check()
    if (target === null) setTargetError('LIMBO_TARGET_RANGE')
    if (amount === null || target === null) return
    setIsBusy(true)
    try {
      setLastBet(await place({ game: 'limbo', input: { stake: amount, target } }))
    } catch (error) {
      const found = betFailure(error, ['stake', 'target'] as const)
      if ('message' in found) setFailure(found.message)
      else if (found.field === 'stake') stake.setErrorCode(found.code)
      else setTargetError('LIMBO_TARGET_RANGE')
    } finally {
      setIsBusy(false)
    }
  }

  const details = lastBet?.game === 'limbo' ? lastBet.details : undefined
  const result = useRef<HTMLParagraphElement>(null)
  usePlayAnimation(result, lastBet?.id, riseIn, 400)
  return (
    <GameLayout
      title={t('originals.limbo.title')}
      icon={Rocket}
      mode={mode}
      side={
        <form noValidate onSubmit={submit} className="space-y-4">
          <GameClosedNotice rules={rules} mode={mode} />
          <StakeInput state={stake} rules={rules} balance={balance} isDisabled={isBusy} />
          <FormField
            label={t('originals.limbo.target')}
            error={targetError ? originalsFieldText(targetError) : undefined}
          >
            {(control) => (
              <input
                {...control}
                value={targetText}
                onChange={(event) => {
                  setTargetText(event.target.value)
                  setTargetError(parseLimboTarget(event.target.value) === null ? 'LIMBO_TARGET_RANGE' : null)
                }}
                inputMode="decimal"
                autoComplete="off"
                className={`${inputClass} tabular-nums`}
              />
            )}
          </FormField>
          <dl className="space-y-1.5 rounded-lg bg-night-800 px-3 py-2.5">
            <Figure
              label={t('originals.winChance')}
              value={target ? formatChance(limboWinChance(target, rules.edgeBps)) : '—'}
            />
            <Figure
              label={t('originals.payoutOnWin')}
              value={target && stake.stake ? money(payoutMinor(stake.stake, target)) : '—'}
            />
          </dl>
          <FormFailure message={failure} />
          <BetButton isBusy={isBusy} isDisabled={mode === 'real' && !rules.isEnabled} />
        </form>
      }
      below={<BetsAndSeeds game="limbo" mode={mode} />}
    >
      <div className="flex min-h-48 flex-col items-center justify-center gap-3">
        <p
          ref={result}
          data-testid="limbo-result"
          className={`text-5xl font-extrabold tabular-nums ${
            lastBet ? (lastBet.status === 'won' ? 'text-jade-400' : 'text-ember-500') : 'text-slate-500'
          }`}
        >
          {details ? formatMultiplier(details.result) : '×1.00'}
        </p>
        <p className="text-sm text-slate-400">
          {t('originals.limbo.targetShown', { target: target ? formatMultiplier(target) : '—' })}
        </p>
        <BetOutcome bet={lastBet} balance={balance} />
      </div>
    </GameLayout>
  )
}
