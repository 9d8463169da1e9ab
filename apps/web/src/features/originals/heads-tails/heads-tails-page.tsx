import { payoutMinor } from '@khela/contracts/fairness'
import { type CoinSide, headsTailsMultiplier } from '@khela/contracts/fairness-games'
import type { BetView } from '@khela/contracts/originals'
import { Coins } from 'lucide-react'
import { type FormEvent, useRef, useState } from 'react'
import { FormFailure } from '../../../components/ui/form-failure.tsx'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { formatMoney } from '../../../lib/money.ts'
import { BetButton, BetOutcome, Figure, GameClosedNotice } from '../shared/bet-controls.tsx'
import { BetsAndSeeds } from '../shared/bets-and-seeds.tsx'
import { formatMultiplier } from '../shared/format-multiplier.ts'
import { GameLayout } from '../shared/game-layout.tsx'
import { placeHeadsTailsBet } from '../shared/originals-api.ts'
import { betFailure } from '../shared/originals-error-text.ts'
import { RealMoneyGate } from '../shared/real-money-gate.tsx'
import { StakeInput, useStake } from '../shared/stake-input.tsx'
import { type GameMode, useGameMode } from '../shared/use-game-mode.ts'
import { useInstantBet } from '../shared/use-instant-bet.ts'
import { useOriginalsRules } from '../shared/use-originals-rules.ts'
import { usePlayAnimation } from '../shared/use-play-animation.ts'
import { usePlayBalance } from '../shared/use-play-balance.ts'

/** `/games/heads-tails`: a coin flip paying 2 × (1 − edge). */
export function HeadsTailsPage() {
  const mode = useGameMode()
  const { t } = useTranslation()
  if (mode === 'demo') return <HeadsTailsGame mode="demo" />
  return (
    <RealMoneyGate title={t('originals.headsTails.title')}>
      <HeadsTailsGame mode="real" />
    </RealMoneyGate>
  )
}

const sides: CoinSide[] = ['heads', 'tails']
const flipOver: Keyframe[] = [
  { transform: 'rotateY(0) scale(0.9)' },
  { transform: 'rotateY(1080deg) scale(1)' },
]

function HeadsTailsGame({ mode }: { mode: GameMode }) {
  const { t } = useTranslation()
  const language = currentLanguage()
  const { rules } = useOriginalsRules('heads_tails')
  const balance = usePlayBalance(mode)
  const stake = useStake(rules, balance)
  const [pick, setPick] = useState<CoinSide>('heads')
  const [failure, setFailure] = useState<string | null>(null)
  const [isBusy, setIsBusy] = useState(false)
  const [lastBet, setLastBet] = useState<BetView | null>(null)
  const place = useInstantBet<{ game: 'heads_tails'; input: { stake: number; pick: CoinSide } }>(
    mode,
    rules,
    placeHeadsTailsBet,
  )
  const multiplier = headsTailsMultiplier(rules.edgeBps)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setFailure(null)
    const amount = stake.check()
    if (amount === null) return
    setIsBusy(true)
    try {
      setLastBet(await place({ game: 'heads_tails', input: { stake: amount, pick } }))
    } catch (error) {
      const found = betFailure(error, ['stake'] as const)
      if ('message' in found) setFailure(found.message)
      else stake.setErrorCode(found.code)
    } finally {
      setIsBusy(false)
    }
  }

  const side = lastBet?.game === 'heads_tails' ? lastBet.details.side : undefined
  const coin = useRef<HTMLDivElement>(null)
  usePlayAnimation(coin, lastBet?.id, flipOver, 600)
  return (
    <GameLayout
      title={t('originals.headsTails.title')}
      icon={Coins}
      mode={mode}
      side={
        <form noValidate onSubmit={submit} className="space-y-4">
          <GameClosedNotice rules={rules} mode={mode} />
          <StakeInput state={stake} rules={rules} balance={balance} isDisabled={isBusy} />
          <fieldset className="grid grid-cols-2 gap-2">
            <legend className="mb-1.5 text-xs font-semibold text-slate-300">
              {t('originals.headsTails.pick')}
            </legend>
            {sides.map((each) => (
              <button
                key={each}
                type="button"
                aria-pressed={pick === each}
                onClick={() => setPick(each)}
                className={`h-11 rounded-lg border text-sm font-bold uppercase transition ${
                  pick === each
                    ? 'border-gold-500 bg-gold-500/15 text-gold-300'
                    : 'border-night-600 bg-night-800 text-slate-300'
                }`}
              >
                {t(`originals.headsTails.${each}`)}
              </button>
            ))}
          </fieldset>
          <dl className="space-y-1.5 rounded-lg bg-night-800 px-3 py-2.5">
            <Figure label={t('originals.winChance')} value="50.00%" />
            <Figure label={t('originals.multiplier')} value={formatMultiplier(multiplier)} />
            <Figure
              label={t('originals.payoutOnWin')}
              value={
                stake.stake
                  ? formatMoney(payoutMinor(stake.stake, multiplier), rules.currency, language)
                  : '—'
              }
            />
          </dl>
          <FormFailure message={failure} />
          <BetButton
            isBusy={isBusy}
            isDisabled={mode === 'real' && !rules.isEnabled}
            label={t('originals.headsTails.flip')}
          />
        </form>
      }
      below={<BetsAndSeeds game="heads_tails" mode={mode} />}
    >
      <div className="flex min-h-48 flex-col items-center justify-center gap-4">
        <div
          ref={coin}
          aria-hidden
          className={`grid size-32 place-items-center rounded-full border-4 text-lg font-extrabold uppercase ${
            side === 'tails'
              ? 'border-slate-300 bg-slate-400 text-night-950'
              : 'border-gold-300 bg-gold-500 text-night-950'
          }`}
        >
          {t(`originals.headsTails.${side ?? 'heads'}`)}
        </div>
        <BetOutcome bet={lastBet} balance={balance}>
          {side && t('originals.headsTails.landed', { side: t(`originals.headsTails.${side}`) })}
        </BetOutcome>
      </div>
    </GameLayout>
  )
}
