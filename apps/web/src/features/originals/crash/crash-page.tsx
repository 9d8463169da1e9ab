import { type LucideIcon, Rocket } from 'lucide-react'
import { Link, useLocation } from 'react-router'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { useTranslation } from '../../../lib/i18n.ts'
import { menuItemForPath } from '../../../lib/navigation.ts'
import { formatFixed } from '../shared/format-multiplier.ts'
import { GameLayout } from '../shared/game-layout.tsx'
import { RealMoneyGate } from '../shared/real-money-gate.tsx'
import { RecentBets } from '../shared/recent-bets.tsx'
import { type GameMode, useGameMode } from '../shared/use-game-mode.ts'
import { useOriginalsRules } from '../shared/use-originals-rules.ts'
import { usePlayBalance } from '../shared/use-play-balance.ts'
import { CrashBetPanel } from './crash-bet-panel.tsx'
import { useCrashFrames } from './crash-frames.ts'
import { CrashHistoryStrip } from './crash-history-strip.tsx'
import { CrashLiveBets } from './crash-live-bets.tsx'
import type { CrashRound } from './crash-round.ts'
import { CrashStage } from './crash-stage.tsx'
import { useCrashRound } from './use-crash-round.ts'

/**
 * Crash (`/games/crash`, and `/aviator`, `/jetx`, `/aviatrix` under their own titles): the one shared round every
 * player sees, two bets per round, real money or (`?mode=demo`) play money settled in the browser.
 */
export function CrashPage() {
  const { t } = useTranslation()
  const mode = useGameMode()
  const entry = menuItemForPath(useLocation().pathname)
  const title = entry ? t(entry.labelKey) : t('crash.title')
  const icon = entry?.icon ?? Rocket
  if (mode === 'demo') return <CrashGame key="demo" mode="demo" title={title} icon={icon} />
  return (
    <RealMoneyGate title={title}>
      <CrashGame key="real" mode="real" title={title} icon={icon} />
    </RealMoneyGate>
  )
}

function CrashGame({ mode, title, icon }: { mode: GameMode; title: string; icon: LucideIcon }) {
  const { t } = useTranslation()
  const feed = useCrashRound()
  const frames = useCrashFrames(feed.round, feed.clockOffset)
  const { rules } = useOriginalsRules('crash')
  const balance = usePlayBalance(mode)
  return (
    <GameLayout
      title={title}
      icon={icon}
      mode={mode}
      bonusProduct="crash"
      side={
        <div className="space-y-3">
          {([0, 1] as const).map((slot) => (
            <CrashBetPanel
              key={slot}
              slot={slot}
              mode={mode}
              round={feed.round}
              frames={frames}
              lastTick={feed.lastTick}
              rules={rules}
              balance={balance}
            />
          ))}
        </div>
      }
      below={
        <>
          <CrashLiveBets bets={feed.round?.bets ?? []} />
          <RecentBets game="crash" mode={mode} />
          <CrashFairness round={feed.round} />
        </>
      }
    >
      <div className="space-y-3">
        <CrashHistoryStrip history={feed.round?.history ?? []} />
        {feed.isError && !feed.round && (
          <p role="alert" className="text-sm text-ember-500">
            {t('crash.unavailable')}
          </p>
        )}
        {!feed.round && !feed.isError && <Spinner label={t('status.loading')} />}
        <CrashStage round={feed.round} frames={frames} />
      </div>
    </GameLayout>
  )
}

/** The round's published commitment and edge, and where to check it. */
function CrashFairness({ round }: { round: CrashRound | null }) {
  const { t } = useTranslation()
  if (!round) return null
  return (
    <section
      aria-labelledby="crash-fairness"
      className="space-y-1.5 rounded-2xl border border-night-700 bg-night-850 p-4 text-sm text-slate-300"
    >
      <h2 id="crash-fairness" className="text-sm font-bold text-white">
        {t('crash.fairness.title', { number: round.roundNumber })}
      </h2>
      {round.chainCommitment && (
        <p className="break-all">
          {t('crash.fairness.commitment')}{' '}
          <code className="text-xs text-slate-400">{round.chainCommitment}</code>
        </p>
      )}
      {round.edgeBps !== null && <p>{t('crash.fairness.edge', { edge: formatFixed(round.edgeBps, 2) })}</p>}
      <Link to="/fairness" className="font-semibold text-gold-300 underline-offset-2 hover:underline">
        {t('crash.fairness.check')}
      </Link>
    </section>
  )
}
