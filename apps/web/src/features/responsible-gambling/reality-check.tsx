import type { PlaySession } from '@khela/contracts/responsible-gambling'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { Modal } from '../../components/ui/modal.tsx'
import { currentLanguage, useTranslation } from '../../lib/i18n.ts'
import { formatMoney } from '../../lib/money.ts'
import { useSignOut } from '../../lib/use-sign-out.ts'
import { usePlaySession } from './get-responsible-gambling.ts'

/** Milliseconds from the server's `now` until the next whole interval since the session started. */
export function msUntilNextCheck(session: PlaySession, minutes: number): number {
  const interval = minutes * 60_000
  const elapsed = Date.parse(session.now) - Date.parse(session.startedAt)
  return (Math.floor(Math.max(0, elapsed) / interval) + 1) * interval - elapsed
}

/**
 * The reality check: every N minutes of the play session (the player's choice), a dialog with the time played and
 * the net result since sign-in. Continue closes it until the next one; Stop signs the player out and goes to the
 * lobby. Mounted (lazily) for signed-in players only.
 */
export function RealityCheck() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const signOut = useSignOut()
  const session = usePlaySession({ isEnabled: true })
  const [shown, setShown] = useState<PlaySession | null>(null)
  const minutes = session.data?.realityCheckMinutes ?? null

  useEffect(() => {
    if (!session.data || minutes === null || shown) return
    // The figures are as of the fetch; the time since then has already passed towards the next check.
    const delay = msUntilNextCheck(session.data, minutes) - (Date.now() - session.dataUpdatedAt)
    const timer = setTimeout(async () => {
      const fresh = await session.refetch()
      if (fresh.data) setShown(fresh.data)
    }, delay)
    return () => clearTimeout(timer)
  }, [session.data, session.dataUpdatedAt, minutes, shown, session.refetch])

  if (!shown) return null
  const language = currentLanguage()
  const playedMinutes = Math.floor((Date.parse(shown.now) - Date.parse(shown.startedAt)) / 60_000)
  const net = shown.payouts - shown.stakes
  return (
    <Modal isOpen onClose={() => setShown(null)} title={t('responsibleGambling.realityCheck.dialogTitle')}>
      <div className="space-y-4 p-4">
        <p className="text-sm text-slate-300">
          {t('responsibleGambling.realityCheck.played', {
            hours: Math.floor(playedMinutes / 60),
            minutes: playedMinutes % 60,
          })}
        </p>
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <dt className="text-slate-400">{t('responsibleGambling.realityCheck.stakes')}</dt>
          <dd className="text-right text-white">{formatMoney(shown.stakes, shown.currency, language)}</dd>
          <dt className="text-slate-400">{t('responsibleGambling.realityCheck.payouts')}</dt>
          <dd className="text-right text-white">{formatMoney(shown.payouts, shown.currency, language)}</dd>
          <dt className="font-semibold text-slate-300">{t('responsibleGambling.realityCheck.net')}</dt>
          <dd className={`text-right font-bold ${net < 0 ? 'text-ember-500' : 'text-jade-400'}`}>
            {formatMoney(net, shown.currency, language)}
          </dd>
        </dl>
        <div className="flex flex-wrap justify-end gap-2">
          <button
            type="button"
            className={buttonClass('outline')}
            onClick={() =>
              signOut.mutate(undefined, {
                onSettled: () => {
                  setShown(null)
                  navigate('/')
                },
              })
            }
          >
            {t('responsibleGambling.realityCheck.stop')}
          </button>
          <button type="button" className={buttonClass('gold')} onClick={() => setShown(null)}>
            {t('responsibleGambling.realityCheck.continue')}
          </button>
        </div>
      </div>
    </Modal>
  )
}
