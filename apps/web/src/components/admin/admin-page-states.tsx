import type { LucideIcon } from 'lucide-react'
import { errorMessage } from '../../lib/error-message.ts'
import { useTranslation } from '../../lib/i18n.ts'
import { buttonClass } from '../ui/button-styles.ts'
import { EmptyState } from '../ui/empty-state.tsx'
import { PageHeader } from '../ui/page-header.tsx'

/** What staff without `content.write` see on a content page they opened by its address. */
export function ContentOnlyNotice({ title, icon }: { title: string; icon: LucideIcon }) {
  const { t } = useTranslation('admin')
  return (
    <>
      <PageHeader title={title} icon={icon} />
      <EmptyState icon={icon} title={t('content.notAllowed.title')} body={t('content.notAllowed.body')} />
    </>
  )
}

export function ContentLoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('admin')
  return (
    <div role="alert" className="rounded-xl border border-ember-500/40 bg-ember-500/10 p-4 text-sm">
      <p className="font-semibold text-white">{t('content.loadFailed')}</p>
      <p className="mt-1 text-slate-300">{errorMessage(error)}</p>
      <button type="button" onClick={onRetry} className={`${buttonClass('outline', 'sm')} mt-3`}>
        {t('content.retry')}
      </button>
    </div>
  )
}
