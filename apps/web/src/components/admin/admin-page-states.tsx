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
  return <ListFailure section="content" title={t('content.loadFailed')} error={error} onRetry={onRetry} />
}

/** A back-office list or form while its data loads. */
export function ListLoading() {
  const { t } = useTranslation('admin')
  return (
    <p role="status" className="py-10 text-center text-sm text-slate-400">
      {t('loading')}
    </p>
  )
}

/** Why a back-office list or form did not load, and a button to ask again. */
export function ListFailure({
  section,
  title,
  error,
  onRetry,
}: {
  /** The page's section in admin.json, holding its `retry` words. */
  section: 'content' | 'cashier' | 'originals' | 'compliance'
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
        {t(`${section}.retry`)}
      </button>
    </div>
  )
}

/** A back-office list with nothing in it (or nothing that matches its filters). */
export function ListEmpty({ text }: { text: string }) {
  return (
    <p className="rounded-xl border border-dashed border-night-600 py-10 text-center text-sm text-slate-400">
      {text}
    </p>
  )
}
