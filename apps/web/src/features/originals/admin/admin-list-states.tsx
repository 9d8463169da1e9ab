import { buttonClass } from '../../../components/ui/button-styles.ts'
import { errorMessage } from '../../../lib/error-message.ts'
import { useTranslation } from '../../../lib/i18n.ts'

export function ListLoading() {
  const { t } = useTranslation('admin')
  return (
    <p role="status" className="py-10 text-center text-sm text-slate-400">
      {t('loading')}
    </p>
  )
}

export function ListFailure({
  title,
  error,
  onRetry,
}: {
  title: string
  error: unknown
  onRetry: () => void
}) {
  const { t } = useTranslation('admin')
  return (
    <div role="alert" className="rounded-xl border border-ember-500/40 bg-ember-500/10 p-4 text-sm">
      <p className="font-semibold text-white">{title}</p>
      <p className="mt-1 text-slate-300">{errorMessage(error)}</p>
      <button type="button" onClick={onRetry} className={`${buttonClass('outline', 'sm')} mt-3`}>
        {t('originals.retry')}
      </button>
    </div>
  )
}
