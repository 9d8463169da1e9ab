import { payoutMinor } from '@khela/contracts/fairness'
import { MINES_TILES, minesCountBounds } from '@khela/contracts/fairness-games'
import type { BetView, MinesDetails } from '@khela/contracts/originals'
import { Bomb, Gem } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { FormFailure } from '../../../components/ui/form-failure.tsx'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { ApiError } from '../../../lib/api.ts'
import { errorMessage } from '../../../lib/error-message.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { formatMoney } from '../../../lib/money.ts'
import { BetButton, BetOutcome, Figure, GameClosedNotice } from '../shared/bet-controls.tsx'
import { BetsAndSeeds } from '../shared/bets-and-seeds.tsx'
import { formatMultiplier } from '../shared/format-multiplier.ts'
import { GameLayout } from '../shared/game-layout.tsx'
import { betFailure } from '../shared/originals-error-text.ts'
import { RealMoneyGate } from '../shared/real-money-gate.tsx'
import { StakeInput, useStake } from '../shared/stake-input.tsx'
import { type GameMode, useGameMode } from '../shared/use-game-mode.ts'
import { useOriginalsRules } from '../shared/use-originals-rules.ts'
import { usePlayBalance } from '../shared/use-play-balance.ts'
import { useMinesGame } from './use-mines-game.ts'

/** `/games/mines`: 5×5 tiles hiding 1–24 mines; reveal safe tiles and cash out any time after the first. */
export function MinesPage() {
  const mode = useGameMode()
  const { t } = useTranslation()
  if (mode === 'demo') return <MinesGame mode="demo" />
  return (
    <RealMoneyGate title={t('originals.mines.title')}>
      <MinesGame mode="real" />
    </RealMoneyGate>
  )
}

const mineCounts = Array.from(
  { length: minesCountBounds.max - minesCountBounds.min + 1 },
  (_, index) => minesCountBounds.min + index,
)
const tiles = Array.from({ length: MINES_TILES }, (_, tile) => tile)

function MinesGame({ mode }: { mode: GameMode }) {
  const { t } = useTranslation()
  const language = currentLanguage()
  const { rules } = useOriginalsRules('mines')
  const balance = usePlayBalance(mode)
  const stake = useStake(rules, balance)
  const [mines, setMines] = useState(3)
  const [failure, setFailure] = useState<string | null>(null)
  const [isBusy, setIsBusy] = useState(false)
  const game = useMinesGame(mode, rules)
  const bet = game.bet
  const details = bet?.game === 'mines' ? bet.details : undefined
  const isOpen = bet?.status === 'open'
  const money = (amount: number) => formatMoney(amount, rules.currency, language)

  const run = async (action: () => Promise<void>) => {
    setFailure(null)
    setIsBusy(true)
    try {
      await action()
    } catch (error) {
      if (error instanceof ApiError && error.code === 'GAME_IN_PROGRESS') await game.pickUpOpenGame()
      const found = betFailure(error, ['stake', 'mines'] as const)
      if ('field' in found && found.field === 'stake') stake.setErrorCode(found.code)
      else setFailure('message' in found ? found.message : errorMessage(error))
    } finally {
      setIsBusy(false)
    }
  }

  const start = (event: FormEvent) => {
    event.preventDefault()
    const amount = stake.check()
    if (amount === null) return
    void run(() => game.start({ stake: amount, mines }))
  }

  if (game.isResuming) return <Spinner label={t('status.loading')} />
  return (
    <GameLayout
      title={t('originals.mines.title')}
      icon={Bomb}
      mode={mode}
      side={
        isOpen && details ? (
          <div className="space-y-4">
            <dl className="space-y-1.5 rounded-lg bg-night-800 px-3 py-2.5">
              <Figure label={t('originals.mines.count')} value={details.mines} />
              <Figure
                label={t('originals.mines.current')}
                value={details.currentMultiplier > 0 ? formatMultiplier(details.currentMultiplier) : '—'}
              />
              <Figure
                label={t('originals.mines.next')}
                value={details.nextMultiplier ? formatMultiplier(details.nextMultiplier) : '—'}
              />
              <Figure
                label={t('originals.mines.cashOutAmount')}
                value={
                  details.currentMultiplier > 0
                    ? money(payoutMinor(bet.stake, details.currentMultiplier))
                    : '—'
                }
              />
            </dl>
            <FormFailure message={failure} />
            <button
              type="button"
              disabled={isBusy || details.revealed.length === 0}
              aria-busy={isBusy}
              onClick={() => void run(game.cashOut)}
              className="inline-flex h-12 w-full items-center justify-center rounded-lg bg-linear-to-b from-jade-400 to-jade-600 text-sm font-bold uppercase tracking-wide text-night-950 disabled:cursor-not-allowed disabled:opacity-50"
            >
              {t('originals.mines.cashOut')}
            </button>
            <p className="text-xs text-slate-400">{t('originals.mines.cashOutHint')}</p>
          </div>
        ) : (
          <form noValidate onSubmit={start} className="space-y-4">
            <GameClosedNotice rules={rules} mode={mode} />
            {game.resumeError !== null && <FormFailure message={errorMessage(game.resumeError)} />}
            <StakeInput state={stake} rules={rules} balance={balance} isDisabled={isBusy} />
            <FormField label={t('originals.mines.count')}>
              {(control) => (
                <select
                  {...control}
                  value={mines}
                  onChange={(event) => setMines(Number(event.target.value))}
                  className={inputClass}
                >
                  {mineCounts.map((count) => (
                    <option key={count} value={count}>
                      {count}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormFailure message={failure} />
            <BetButton
              isBusy={isBusy}
              isDisabled={mode === 'real' && !rules.isEnabled}
              label={t('originals.mines.start')}
            />
          </form>
        )
      }
      below={<BetsAndSeeds game="mines" mode={mode} />}
    >
      <div className="mx-auto max-w-sm space-y-4">
        <MinesGrid bet={bet} isBusy={isBusy} onReveal={(tile) => void run(() => game.reveal(tile))} />
        <BetOutcome bet={bet} balance={balance} />
        {!bet && <p className="text-center text-sm text-slate-400">{t('originals.mines.howTo')}</p>}
      </div>
    </GameLayout>
  )
}

type TileState = 'hidden' | 'safe' | 'mine' | 'hitMine' | 'unrevealedSafe'

function tileState(tile: number, details: MinesDetails | undefined): TileState {
  if (!details) return 'hidden'
  if (details.hitMine === tile) return 'hitMine'
  if (details.revealed.includes(tile)) return 'safe'
  if (details.layout?.includes(tile)) return 'mine'
  return details.layout ? 'unrevealedSafe' : 'hidden'
}

const tileLooks: Record<TileState, string> = {
  hidden: 'border-night-500 bg-night-700 hover:border-gold-500 hover:bg-night-600',
  safe: 'border-jade-500 bg-jade-500/20 text-jade-400',
  mine: 'border-ember-500/50 bg-night-800 text-ember-500',
  hitMine: 'border-ember-500 bg-ember-500/30 text-ember-500',
  unrevealedSafe: 'border-night-600 bg-night-800 text-jade-400/50',
}

function MinesGrid({
  bet,
  isBusy,
  onReveal,
}: {
  bet: BetView | null
  isBusy: boolean
  onReveal: (tile: number) => void
}) {
  const { t } = useTranslation()
  const details = bet?.game === 'mines' ? bet.details : undefined
  const canReveal = bet?.status === 'open' && !isBusy
  return (
    <ul aria-label={t('originals.mines.grid')} className="grid grid-cols-5 gap-2">
      {tiles.map((tile) => {
        const state = tileState(tile, details)
        const number = tile + 1
        return (
          <li key={tile}>
            <button
              type="button"
              aria-label={
                state === 'hidden'
                  ? t('originals.mines.tile', { number })
                  : t(`originals.mines.tileState.${state}`, { number })
              }
              disabled={!canReveal || state !== 'hidden'}
              onClick={() => onReveal(tile)}
              className={`grid aspect-square w-full place-items-center rounded-lg border-2 transition disabled:cursor-default ${tileLooks[state]}`}
            >
              {(state === 'safe' || state === 'unrevealedSafe') && <Gem aria-hidden size={22} />}
              {(state === 'mine' || state === 'hitMine') && <Bomb aria-hidden size={22} />}
            </button>
          </li>
        )
      })}
    </ul>
  )
}
