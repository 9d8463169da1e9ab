import { X } from 'lucide-react'
import { type ReactNode, useEffect, useId, useRef } from 'react'
import { useTranslation } from '../../lib/i18n.ts'
import { useScrollLock } from '../../lib/use-scroll-lock.ts'

interface ModalProps {
  isOpen: boolean
  onClose: () => void
  title: string
  /**
   * `center` is a dialog card; `left` is a full-height panel sliding in from the start edge; `bottom` a sheet rising
   * from the bottom edge (a phone's bet slip).
   */
  placement?: 'center' | 'left' | 'bottom'
  /** `wide` leaves room for a side picture on large screens (the sign-in and registration modals). */
  width?: 'normal' | 'wide'
  /** Shown in the top bar instead of the title, which then stays available to screen readers only. */
  headerContent?: ReactNode
  children: ReactNode
}

const widths = { normal: 'max-w-md', wide: 'max-w-md lg:max-w-3xl' }

const placements = {
  center:
    'm-auto w-[calc(100%-2rem)] rounded-2xl border border-night-600 opacity-100 transition-[opacity,translate] duration-200 motion-reduce:transition-none starting:translate-y-3 starting:opacity-0',
  bottom:
    'mx-0 mt-auto mb-0 max-h-[85dvh] w-full max-w-none rounded-t-2xl border-t border-night-600 transition-transform duration-200 motion-reduce:transition-none starting:translate-y-full',
  left: 'my-0 ml-0 h-dvh max-h-none w-[86vw] max-w-sm border-r border-night-600 transition-transform duration-200 motion-reduce:transition-none starting:-translate-x-full',
}

/**
 * The native modal <dialog> gives the focus trap, the inert page behind and focus return for free;
 * this wrapper adds the close button, backdrop click, scroll lock and keeps React state the source of truth.
 */
export function Modal({
  isOpen,
  onClose,
  title,
  placement = 'center',
  width = 'normal',
  headerContent,
  children,
}: ModalProps) {
  const { t } = useTranslation()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useScrollLock(isOpen)

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (isOpen && !dialog.open) dialog.showModal()
    if (!isOpen && dialog.open) dialog.close()
  }, [isOpen])

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a backdrop click's keyboard twin is Escape, which <dialog> handles itself
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      // Only a close the browser made itself is reported. The close event comes a task after `close()`: when React
      // closed the dialog because another modal took its place, or the player opened it again at once (Enter right
      // after Escape), the dialog is open again by then and the late event must not close it.
      onClose={() => {
        if (isOpen && !dialogRef.current?.open) onClose()
      }}
      // Escape asks, like the ✕ and the backdrop; React state closes the dialog (or keeps it, when it may not close).
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
      className={`bg-night-850 p-0 text-slate-100 shadow-2xl shadow-black/60 ${placements[placement]} ${placement === 'center' ? widths[width] : ''}`}
    >
      {isOpen && (
        <div className="flex h-full max-h-[inherit] flex-col">
          <div className="flex items-center justify-between gap-3 border-b border-night-700 px-4 py-3">
            {headerContent}
            <h2
              id={titleId}
              className={
                headerContent ? 'sr-only' : 'text-base font-bold uppercase tracking-wide text-gold-400'
              }
            >
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label={t('actions.close')}
              className="grid size-9 place-items-center rounded-full bg-night-700 text-slate-300 transition hover:bg-night-600 hover:text-white"
            >
              <X aria-hidden size={18} />
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain scrollbar-thin">{children}</div>
        </div>
      )}
    </dialog>
  )
}
