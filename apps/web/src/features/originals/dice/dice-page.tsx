import { payoutMinor } from '@khela/contracts/fairness'
import {
  type DiceDirection,
  diceChanceBounds,
  diceMultiplier,
  diceWinChance,
  isDiceChanceAllowed,
} from '@khela/contracts/fairness-games'
import type { BetView } from '@khela/contracts/originals'
import { Dices } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { FormFailure } from '../../../components/ui/form-failure.tsx'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { formatNumber } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { formatMoney } from '../../../lib/money.ts'
import { parseTaka } from '../../../lib/taka.ts'
import { BetButton, BetOutcome, Figure, GameClosedNotice } from '../shared/bet-controls.tsx'
import { BetsAndSeeds } from '../shared/bets-and-seeds.tsx'
import { formatChance, formatFixed, formatMultiplier } from '../shared/format-multiplier.ts'
import { GameLayout } from '../shared/game-layout.tsx'
import { placeDiceBet } from '../shared/originals-api.ts'
import { betFailure, originalsFieldText } from '../shared/originals-error-text.ts'
import { RealMoneyGate } from '../shared/real-money-gate.tsx'
import { StakeInput, useStake } from '../shared/stake-input.tsx'
import { type GameMode, useGameMode } from '../shared/use-game-mode.ts'
import { useInstantBet } from '../shared/use-instant-bet.ts'
import { useOriginalsRules } from '../shared/use-originals-rules.ts'
import { usePlayBalance } from '../shared/use-play-balance.ts'

/** `/games/dice`: roll 0.00–99.99 under or over a target with a 2–98 % chance. */
export function DicePage() {
  const mode = useGameMode()
  const { t } = useTranslation()
  if (mode === 'demo') return <DiceGame mode="demo" />
  return (
    <RealMoneyGate title={t('originals.dice.title')}>
      <DiceGame mode="real" />
    </RealMoneyGate>
  )
}

/** The targets a direction allows: the win chance stays within 2–98 %. */
function targetBounds(direction: DiceDirection) {
  return direction === 'under'
    ? { min: diceChanceBounds.min, max: diceChanceBounds.max }
    : { min: 9999 - diceChanceBounds.max, max: 9999 - diceChanceBounds.min }
}

const hundredthsText = (value: number) => (value / 100).toFixed(2)

function DiceGame({ mode }: { mode: GameMode }) {
  const { t } = useTranslation()
  const language = currentLanguage()
  const { rules } = useOriginalsRules('dice')
  const balance = usePlayBalance(mode)
  const stake = useStake(rules, balance)
  const [direction, setDirection] = useState<DiceDirection>('under')
  const [target, setTarget] = useState(5000)
  const [targetText, setTargetText] = useState(hundredthsText(5000))
  const [targetError, setTargetError] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [isBusy, setIsBusy] = useState(false)
  const [lastBet, setLastBet] = useState<BetView | null>(null)
  const place = useInstantBet<{
    game: 'dice'
    input: { stake: number; target: number; direction: DiceDirection }
  }>(mode, rules, placeDiceBet)

  const chance = diceWinChance(target, direction)
  const multiplier = isDiceChanceAllowed(chance) ? diceMultiplier(chance, rules.edgeBps) : null
  const bounds = targetBounds(direction)
  const money = (amount: number) => formatMoney(amount, rules.currency, language)

  const moveTarget = (next: number) => {
    setTarget(next)
    setTargetText(hundredthsText(next))
    setTargetError(null)
  }

  const typeTarget = (text: string) => {
    setTargetText(text)
    const typed = parseTaka(text)
    if (typed === null || typed < bounds.min || typed > bounds.max) {
      setTargetError('DICE_TARGET_RANGE')
      return
    }
    setTarget(typed)
    setTargetError(null)
  }

  const flip = (next: DiceDirection) => {
    if (next === direction) return
    setDirection(next)
    moveTarget(9999 - target)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setFailure(null)
    const amount = stake.check()
    if (amount === null || targetError) return
    setIsBusy(true)
    try {
      setLastBet(await place({ game: 'dice', input: { stake: amount, target, direction } }))
    } catch (error) {
      const found = betFailure(error, ['stake', 'target'] as const)
      if ('message' in found) setFailure(found.message)
      else if (found.field === 'stake') stake.setErrorCode(found.code)
      else setTargetError('DICE_TARGET_RANGE')
    } finally {
      setIsBusy(false)
    }
  }

  const details = lastBet?.game === 'dice' ? lastBet.details : undefined
  return (
    <GameLayout
      title={t('originals.dice.title')}
      icon={Dices}
      mode={mode}
      side={
        <form noValidate onSubmit={submit} className="space-y-4">
          <GameClosedNotice rules={rules} mode={mode} />
          <StakeInput state={stake} rules={rules} balance={balance} isDisabled={isBusy} />
          <dl className="space-y-1.5 rounded-lg bg-night-800 px-3 py-2.5">
            <Figure label={t('originals.winChance')} value={formatChance(chance)} />
            <Figure
              label={t('originals.multiplier')}
              value={multiplier ? formatMultiplier(multiplier) : '—'}
            />
            <Figure
              label={t('originals.payoutOnWin')}
              value={multiplier && stake.stake ? money(payoutMinor(stake.stake, multiplier)) : '—'}
            />
          </dl>
          <FormFailure message={failure} />
          <BetButton isBusy={isBusy} isDisabled={mode === 'real' && !rules.isEnabled} />
        </form>
      }
      below={<BetsAndSeeds game="dice" mode={mode} />}
    >
      <div className="space-y-5">
        <RollBar
          target={target}
          direction={direction}
          roll={details?.roll ?? null}
          isWon={lastBet?.status === 'won'}
        />
        <BetOutcome bet={lastBet} balance={balance}>
          {details && t('originals.dice.rolled', { roll: formatFixed(details.roll, 2, language) })}
        </BetOutcome>
        <fieldset className="grid grid-cols-2 gap-2">
          <legend className="sr-only">{t('originals.dice.direction')}</legend>
          {(['under', 'over'] as const).map((each) => (
            <button
              key={each}
              type="button"
              aria-pressed={direction === each}
              onClick={() => flip(each)}
              className={`h-11 rounded-lg border text-sm font-bold uppercase transition ${
                direction === each
                  ? 'border-gold-500 bg-gold-500/15 text-gold-300'
                  : 'border-night-600 bg-night-800 text-slate-300'
              }`}
            >
              {t(`originals.dice.${each}`)}
            </button>
          ))}
        </fieldset>
        <input
          type="range"
          min={bounds.min}
          max={bounds.max}
          step={1}
          value={target}
          aria-label={t('originals.dice.targetSlider')}
          aria-valuetext={formatFixed(target, 2, language)}
          onChange={(event) => moveTarget(Number(event.target.value))}
          className="w-full accent-gold-500"
        />
        <FormField
          label={t('originals.dice.target')}
          error={
            targetError
              ? originalsFieldText(targetError, {
                  min: formatFixed(bounds.min, 2, language),
                  max: formatFixed(bounds.max, 2, language),
                })
              : undefined
          }
        >
          {(control) => (
            <input
              {...control}
              value={targetText}
              onChange={(event) => typeTarget(event.target.value)}
              onBlur={() => {
                if (!targetError) setTargetText(hundredthsText(target))
              }}
              inputMode="decimal"
              autoComplete="off"
              className={`${inputClass} tabular-nums`}
            />
          )}
        </FormField>
      </div>
    </GameLayout>
  )
}

/** The 0–100 bar: the winning side in green, the target, and the roll's marker sliding to where it landed. */
function RollBar({
  target,
  direction,
  roll,
  isWon,
}: {
  target: number
  direction: DiceDirection
  roll: number | null
  isWon: boolean
}) {
  const targetAt = `${target / 100}%`
  return (
    <div className="pt-10" aria-hidden>
      <div className="relative h-3 rounded-full bg-ember-500/70">
        <div
          className="absolute inset-y-0 rounded-full bg-jade-500"
          style={direction === 'under' ? { left: 0, width: targetAt } : { left: targetAt, right: 0 }}
        />
        <div className="absolute -inset-y-1 w-1 rounded bg-white" style={{ left: targetAt }} />
        {roll !== null && (
          <div
            className="absolute -top-10 -translate-x-1/2 transition-[left] duration-500 ease-out motion-reduce:transition-none"
            style={{ left: `${roll / 100}%` }}
          >
            <span
              className={`block rounded-md px-2 py-1 text-sm font-extrabold tabular-nums text-night-950 ${isWon ? 'bg-jade-400' : 'bg-slate-200'}`}
            >
              {formatFixed(roll, 2)}
            </span>
          </div>
        )}
      </div>
      <div className="mt-1 flex justify-between text-xs text-slate-500">
        <span>{formatNumber(0, currentLanguage())}</span>
        <span>{formatNumber(50, currentLanguage())}</span>
        <span>{formatNumber(100, currentLanguage())}</span>
      </div>
    </div>
  )
}
