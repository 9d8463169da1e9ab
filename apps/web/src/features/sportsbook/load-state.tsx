import { buttonClass } from '../../components/ui/button-styles.ts'
import { errorMessage } from '../../lib/error-message.ts'
import { useTranslation } from '../../lib/i18n.ts'

/** What a sportsbook page shows before its data arrives: that it is loading, or why it failed, with a retry. */
export function LoadState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const common = useTranslation()
  if (!error) return <p className="text-sm text-slate-400">{common.t('status.loading')}</p>
  return (
    <div
      role="alert"
      className="rounded-xl border border-night-700 bg-night-850 px-4 py-6 text-center text-sm"
    >
      <p className="text-slate-300">{errorMessage(error)}</p>
      <button type="button" onClick={onRetry} className={`${buttonClass('outline', 'sm')} mt-3`}>
        {common.t('actions.retry')}
      </button>
    </div>
  )
}
