import { buttonClass } from '../../../components/ui/button-styles.ts'
import { errorMessage } from '../../../lib/error-message.ts'
import { useTranslation } from '../../../lib/i18n.ts'

/** A list that could not be read: what went wrong and a way to try again. */
export function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('admin')
  return (
    <div role="alert" className="rounded-xl border border-ember-500/40 bg-ember-500/10 p-4 text-sm">
      <p className="font-semibold text-white">{t('catalog.loadFailed')}</p>
      <p className="mt-1 text-slate-300">{errorMessage(error)}</p>
      <button type="button" onClick={onRetry} className={`${buttonClass('outline', 'sm')} mt-3`}>
        {t('catalog.retry')}
      </button>
    </div>
  )
}
