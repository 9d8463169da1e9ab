import { Ticket } from 'lucide-react'
import { type ReactNode, useId, useState } from 'react'
import { Modal } from '../../../components/ui/modal.tsx'
import { inLanguageDigits } from '../../../lib/digits.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { BetSlipContent } from './bet-slip.tsx'
import { useAnnouncement, useSlip } from './bet-slip-store.ts'

/**
 * A sportsbook page with the bet slip: a side panel beside the page on a wide screen; on a narrower one a bar at
 * the bottom of the page's content (sticky, so it never covers the footer) that opens the slip as a bottom sheet (a modal dialog: focus moves in, Escape closes, focus returns).
 * What the slip says politely (a selection replacing another) is read from a live region that is always there.
 */
export function WithBetSlip({ children }: { children: ReactNode }) {
  const { t } = useTranslation('sportsbook')
  const headingId = useId()
  const slip = useSlip()
  const announcement = useAnnouncement()
  const [isSheetOpen, setSheetOpen] = useState(false)
  const count = inLanguageDigits(String(slip.picks.length), currentLanguage())
  return (
    <div className="xl:grid xl:grid-cols-[minmax(0,1fr)_20rem] xl:items-start xl:gap-4">
      <div className="min-w-0">{children}</div>
      <aside
        aria-labelledby={headingId}
        className="sticky top-4 hidden rounded-xl border border-night-700 bg-night-850 p-4 xl:block"
      >
        <BetSlipContent headingId={headingId} />
      </aside>
      <div className="sticky bottom-0 z-30 mt-4 border-t border-night-700 bg-night-900/95 py-3 xl:hidden">
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => setSheetOpen(true)}
          className="flex min-h-11 w-full items-center justify-center gap-2 rounded-lg bg-gold-500 px-4 text-sm font-bold text-night-950"
        >
          <Ticket aria-hidden size={18} />
          {t('slip.open', { count })}
        </button>
      </div>
      <Modal
        isOpen={isSheetOpen}
        onClose={() => setSheetOpen(false)}
        title={t('slip.title')}
        placement="bottom"
      >
        <div className="p-4">
          <BetSlipContent />
        </div>
      </Modal>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  )
}
