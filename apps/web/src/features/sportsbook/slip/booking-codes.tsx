import { Copy } from 'lucide-react'
import { useId, useState } from 'react'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { inputClass } from '../../../components/ui/form-field.tsx'
import { ApiError } from '../../../lib/api.ts'
import { api } from '../../../lib/endpoint.ts'
import * as sportsbookApi from '../../../lib/endpoints/sportsbook.ts'
import { formatDateTime } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { notify } from '../../../lib/toast.ts'
import { betTypeOfSlip, slipFromBooking } from './bet-slip-state.ts'
import { readSlip, updateSlip, useSlip } from './bet-slip-store.ts'
import { refusalText } from './refusal-text.ts'

/**
 * Booking codes under the slip: "Get booking code" saves the slip's selections and bet type and shows the code
 * (copied when the browser lets it); "Load code" replaces the slip with a code's selections at today's prices, on
 * this device or any other. Refusals are the common catalogue's sentences for their codes.
 */
/** What a booking code saves of a slip, as one string to compare. */
function slipKeyOf(slip: ReturnType<typeof readSlip>): string {
  return JSON.stringify([betTypeOfSlip(slip), slip.picks.map((pick) => pick.selectionId)])
}

export function BookingCodes() {
  const { t } = useTranslation('sportsbook')
  const language = currentLanguage()
  const inputId = useId()
  const slip = useSlip()
  // The code made for the slip as it was; hidden once the slip changes, since it would load another slip.
  const [made, setMade] = useState<{ code: string; expiresAt: string; slipKey: string } | null>(null)
  const [typed, setTyped] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [isBusy, setBusy] = useState(false)
  const hasPicks = slip.picks.length > 0
  const shown = made && made.slipKey === slipKeyOf(slip) ? made : null

  const copy = async (code: string) => {
    try {
      await navigator.clipboard.writeText(code)
      notify('success', t('booking.copied', { code }))
    } catch {
      // No clipboard (an insecure page, a refusal): the code stays on screen to copy by hand.
    }
  }

  const getCode = async () => {
    const current = readSlip()
    setBusy(true)
    setProblem(null)
    try {
      const created = await api(sportsbookApi.createBookingCode, {
        body: {
          betType: betTypeOfSlip(current),
          selectionIds: current.picks.map((pick) => pick.selectionId),
        },
      })
      setMade({ ...created, slipKey: slipKeyOf(current) })
      await copy(created.code)
    } catch (error) {
      setProblem(refusalText({ code: error instanceof ApiError ? error.code : 'INTERNAL' }))
    } finally {
      setBusy(false)
    }
  }

  const loadCode = async () => {
    if (typed.trim() === '') return
    setBusy(true)
    setProblem(null)
    try {
      const booked = await api(sportsbookApi.bookingCode, { params: { code: typed.trim() } })
      updateSlip((state) => slipFromBooking(state, booked))
      setTyped('')
      setMade(null)
      notify('success', t('booking.loaded', { code: booked.code }))
    } catch (error) {
      setProblem(refusalText({ code: error instanceof ApiError ? error.code : 'INTERNAL' }))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section aria-label={t('booking.title')} className="space-y-2 border-t border-night-700 pt-3">
      <h3 className="text-xs font-bold tracking-wide text-slate-300 uppercase">{t('booking.title')}</h3>
      {hasPicks && (
        <button
          type="button"
          disabled={isBusy}
          onClick={() => void getCode()}
          className={`${buttonClass('outline', 'sm')} w-full`}
        >
          {t('booking.get')}
        </button>
      )}
      {shown && (
        <div className="flex items-center justify-between gap-2 rounded-lg bg-night-800 p-2">
          <p className="text-xs text-slate-300">
            {t('booking.yourCode')}{' '}
            <output
              data-testid="booking-code"
              className="font-mono text-base font-bold tracking-widest text-gold-300"
            >
              {shown.code}
            </output>
            <span className="block">
              {t('booking.validUntil', { date: formatDateTime(shown.expiresAt, language) })}
            </span>
          </p>
          <button
            type="button"
            onClick={() => void copy(shown.code)}
            aria-label={t('booking.copy')}
            className="grid size-11 shrink-0 place-items-center rounded-full text-slate-300 hover:bg-night-600 hover:text-white"
          >
            <Copy aria-hidden size={16} />
          </button>
        </div>
      )}
      <form
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault()
          void loadCode()
        }}
      >
        <div className="min-w-0 flex-1">
          <label htmlFor={inputId} className="mb-1 block text-xs font-semibold text-slate-300">
            {t('booking.codeLabel')}
          </label>
          <input
            id={inputId}
            value={typed}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            onChange={(event) => setTyped(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${inputId}-error` : undefined}
            className={`${inputClass} font-mono uppercase`}
          />
        </div>
        <button type="submit" disabled={isBusy} className={buttonClass('outline', 'md')}>
          {t('booking.load')}
        </button>
      </form>
      {problem && (
        <p id={`${inputId}-error`} role="alert" className="text-xs font-semibold text-ember-400">
          {problem}
        </p>
      )}
    </section>
  )
}
