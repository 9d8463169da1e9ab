import type { BonusProduct } from '@khela/contracts/bonuses'
import { Info } from 'lucide-react'
import { grantInPlay, wageringNoticeText } from '../../lib/bonus-text.ts'
import { currentLanguage } from '../../lib/i18n.ts'
import { useMyGrants } from '../../lib/use-my-grants.ts'

/**
 * Tells a player with a bonus in play when this game's (or the sportsbook's) bets do not count towards its wagering,
 * or count only in part or at a minimum price, before they bet. Nothing for visitors, staff and players whose bets
 * count in full.
 */
export function WageringNotice({ product, className = '' }: { product: BonusProduct; className?: string }) {
  const grants = useMyGrants()
  const text = wageringNoticeText(grantInPlay(grants.data?.active ?? []), product, currentLanguage())
  if (!text) return null
  return (
    <p
      data-testid="wagering-notice"
      className={`flex items-start gap-2 rounded-lg border border-gold-500/40 bg-gold-500/10 px-3 py-2 text-xs text-gold-200 ${className}`}
    >
      <Info aria-hidden className="mt-0.5 size-3.5 shrink-0" />
      {text}
    </p>
  )
}
