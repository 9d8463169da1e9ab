import type { BonusProduct } from '@khela/contracts/bonuses'
import { useQueryClient } from '@tanstack/react-query'
import { ArrowLeft, Wallet } from 'lucide-react'
import { useEffect } from 'react'
import { Link, useNavigate } from 'react-router'
import { WageringNotice } from '../../components/bonuses/wagering-notice.tsx'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { currentLanguage, useTranslation } from '../../lib/i18n.ts'
import { formatMoney } from '../../lib/money.ts'
import { useWalletBalance, walletBalanceQueryKey } from '../../lib/wallet-balance.ts'

/**
 * A provider's game in a frame: on a phone the whole screen with a slim bar (back, the balance, deposit), on a
 * desktop a tall frame in the page. The balance follows each bet and win through the realtime hint the wallet
 * sends; a game that posts `{ type: 'khela:balance' }` from its own origin refreshes it at once too.
 */
export function ProviderFrame({
  url,
  title,
  isDemo,
  bonusProduct,
}: {
  url: string
  title: string
  isDemo: boolean
  /** What the game's stakes count as towards a bonus's wagering (its catalogue categories decide). */
  bonusProduct: BonusProduct
}) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const balance = useWalletBalance(!isDemo)
  const origin = new URL(url).origin

  useEffect(() => {
    if (isDemo) return
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown } | null
      if (event.origin === origin && data?.type === 'khela:balance')
        void queryClient.invalidateQueries({ queryKey: walletBalanceQueryKey })
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [origin, isDemo, queryClient])

  // What the player may stake in the game, as the studio's own page shows it from the wallet's answers: cash and
  // the bonus money a bet takes once cash runs out.
  const playable = balance.data && balance.data.cash + balance.data.bonus
  return (
    <section
      aria-label={title}
      className="fixed inset-0 z-50 flex flex-col bg-night-950 md:static md:z-auto md:h-[calc(100dvh-9rem)] md:min-h-[32rem] md:overflow-hidden md:rounded-2xl md:border md:border-night-700"
    >
      <div className="flex h-12 shrink-0 items-center gap-2 border-b border-night-700 bg-night-900 px-2">
        <button type="button" onClick={() => void navigate(-1)} className={buttonClass('outline', 'sm')}>
          <ArrowLeft aria-hidden className="size-4" />
          {t('play.back')}
        </button>
        <h1 className="min-w-0 flex-1 truncate text-sm font-bold text-white">
          <span lang="en">{title}</span>
          {isDemo && <span className="ml-2 text-xs font-semibold text-gold-400">{t('play.demoMode')}</span>}
        </h1>
        {!isDemo && (
          <>
            <p className="text-sm font-bold text-gold-300" aria-live="polite">
              {playable === undefined
                ? ''
                : formatMoney(playable, balance.data?.currency ?? 'BDT', currentLanguage())}
            </p>
            <Link to="/deposit" className={buttonClass('gold', 'sm')}>
              <Wallet aria-hidden className="size-4" />
              {t('play.deposit')}
            </Link>
          </>
        )}
      </div>
      {!isDemo && <WageringNotice product={bonusProduct} className="m-2 shrink-0" />}
      <iframe
        src={url}
        title={t('play.frameTitle', { game: title })}
        allow="fullscreen; autoplay"
        referrerPolicy="no-referrer"
        className="min-h-0 w-full flex-1 border-0 bg-night-950"
      />
    </section>
  )
}
