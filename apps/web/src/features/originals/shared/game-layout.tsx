import type { BonusProduct } from '@khela/contracts/bonuses'
import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { WageringNotice } from '../../../components/bonuses/wagering-notice.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { formatMoney } from '../../../lib/money.ts'
import { useWalletBalance } from '../../../lib/wallet-balance.ts'
import { DEMO_CURRENCY, demoWallet, useDemoWallet } from './demo-wallet.ts'
import type { GameMode } from './use-game-mode.ts'

/**
 * Every original's page: the title, the balance it plays with (real cash, or play money with a badge and
 * Reset), the game area and its side panel (one column on a phone, side by side from lg), and what goes below.
 */
export function GameLayout({
  title,
  icon,
  mode,
  children,
  side,
  below,
  bonusProduct = 'originals',
}: {
  title: string
  icon?: LucideIcon
  mode: GameMode
  children: ReactNode
  side: ReactNode
  below?: ReactNode
  /** What the game's stakes count as towards a bonus's wagering: the originals', or Crash's own share. */
  bonusProduct?: Extract<BonusProduct, 'originals' | 'crash'>
}) {
  const { t } = useTranslation()
  return (
    <>
      <PageHeader
        title={title}
        icon={icon}
        aside={
          mode === 'demo' && (
            <span className="shrink-0 rounded-full border border-gold-500/50 bg-gold-500/15 px-2.5 py-1 text-xs font-bold text-gold-300">
              {t('originals.demo.badge')}
            </span>
          )
        }
      />
      <div className="space-y-4">
        {mode === 'demo' ? <DemoBalanceLine /> : <RealBalanceLine />}
        {mode === 'real' && <WageringNotice product={bonusProduct} />}
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <section
            aria-label={t('originals.gameArea')}
            className="min-w-0 rounded-2xl border border-night-700 bg-night-850 p-4"
          >
            {children}
          </section>
          <aside className="min-w-0 rounded-2xl border border-night-700 bg-night-850 p-4">{side}</aside>
        </div>
        {below}
      </div>
    </>
  )
}

const balanceLineClass =
  'flex items-center justify-between gap-3 rounded-xl border border-night-700 bg-night-850 px-4 py-2.5 text-sm text-slate-300'

function RealBalanceLine() {
  const { t } = useTranslation()
  const balances = useWalletBalance()
  const language = currentLanguage()
  return (
    <p className={balanceLineClass}>
      {t('originals.balance')}
      <strong data-testid="game-balance" className="tabular-nums text-gold-300">
        {balances.data
          ? formatMoney(balances.data.cash, balances.data.currency, language)
          : balances.isError
            ? '—'
            : '…'}
      </strong>
    </p>
  )
}

function DemoBalanceLine() {
  const { t } = useTranslation()
  const { balance } = useDemoWallet()
  return (
    <div className={balanceLineClass}>
      <span>{t('originals.demo.balance')}</span>
      <span className="flex items-center gap-3">
        <strong data-testid="game-balance" className="tabular-nums text-gold-300">
          {formatMoney(balance, DEMO_CURRENCY, currentLanguage())}
        </strong>
        <button
          type="button"
          onClick={() => demoWallet.reset()}
          className="rounded-lg border border-night-600 px-2.5 py-1 text-xs font-bold uppercase text-slate-200 hover:border-gold-500 hover:text-gold-300"
        >
          {t('originals.demo.reset')}
        </button>
      </span>
    </div>
  )
}
